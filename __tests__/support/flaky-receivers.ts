/**
 * A webhook receiver and an SMTP server that misbehave on demand, on fixed
 * ports so they can go away and come back: refusing connections, answering
 * 500 to every other request, hanging, or (SMTP) 421 "service not
 * available". Each records what reached it with the Idempotency-Key or
 * Message-ID it carried.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type WebhookMode = 'ok' | 'refuse' | 'fail-every-other' | 'hang' | 'slow'

export type Delivery = { leadId: string; key: string }

export async function flakyWebhook(mode: WebhookMode = 'ok', slowMs = 40) {
  const received: Delivery[] = []
  let requests = 0
  let state: WebhookMode = mode
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      requests += 1
      if (state === 'hang') return
      if (state === 'fail-every-other' && requests % 2 === 1) return void res.writeHead(500).end('try again')
      const accept = () => {
        received.push({ leadId: JSON.parse(body).lead.id, key: String(req.headers['idempotency-key']) })
        res.writeHead(200).end('ok')
      }
      if (state === 'slow') setTimeout(accept, slowMs)
      else accept()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const stopListening = () => {
    server.close()
    server.closeAllConnections()
  }
  if (mode === 'refuse') stopListening()
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    async setMode(next: WebhookMode) {
      if (state === 'refuse' && next !== 'refuse') await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
      if (next === 'refuse' && state !== 'refuse') stopListening()
      state = next
    },
    close: () => state !== 'refuse' && stopListening(),
  }
}

export async function flakyMailbox(mode: 'ok' | '421' = 'ok') {
  const messages: { messageId: string; raw: string }[] = []
  let state = mode
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (state === '421') return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }))
      callback()
    },
    onData(stream, _session, callback) {
      let raw = ''
      stream.on('data', (chunk) => (raw += chunk))
      stream.on('end', () => {
        messages.push({ messageId: raw.match(/^Message-ID: *(.*)$/im)?.[1]?.trim() ?? '', raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    setMode: (next: 'ok' | '421') => void (state = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
