/**
 * A real webhook receiver (HTTP) and a real SMTP server on local ports, each
 * recording what reached it, so a test sees exactly what the agency gets.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

type Received = { headers: http.IncomingHttpHeaders; body: string }

export function webhookReceiver(behaviour: 'ok' | 'fail' | 'hang' = 'ok') {
  const received: Received[] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      if (behaviour === 'ok') res.writeHead(200).end('ok')
      if (behaviour === 'fail') res.writeHead(500).end('down for maintenance')
    })
  })
  return new Promise<{ url: string; received: Received[]; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${port}/hook`, received, close: () => server.close() && server.closeAllConnections() })
    }),
  )
}

export function smtpReceiver() {
  const messages: { from: string; to: string[]; raw: string }[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk) => (raw += chunk))
      stream.on('end', () => {
        const envelope = session.envelope
        messages.push({ from: envelope.mailFrom ? envelope.mailFrom.address : '', to: envelope.rcptTo.map((to) => to.address), raw })
        callback()
      })
    },
  })
  return new Promise<{ url: string; messages: typeof messages; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo
      resolve({ url: `smtp://127.0.0.1:${port}`, messages, close: () => server.close() })
    }),
  )
}
