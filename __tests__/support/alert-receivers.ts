/**
 * The owners' side of the alerts, on loopback: an HTTP receiver that
 * records every request (method, path, body) and answers 200, or 500 while
 * it is "down", or always 307 to `redirectTo`, standing for an alert webhook (Slack, Teams) or a
 * heartbeat service (healthchecks.io: GET <url> or <url>/fail); and the
 * alert settings, set in the process as Netlify sets a site's.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request as it came, and whether it was answered 200. */
export type Recorded = { method: string; path: string; body: string; taken: boolean }

export async function recordingReceiver({ redirectTo }: { redirectTo?: string } = {}) {
  const received: Recorded[] = []
  let down = false
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', body, taken: !down && !redirectTo })
      // A receiver that moved (or was taken over): 307 keeps the method and the body for whoever follows it.
      if (redirectTo) return void res.writeHead(307, { location: redirectTo }).end()
      res.writeHead(down ? 500 : 200).end(down ? 'down' : 'ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    /** The texts of the alerts it took (JSON posts answered 200). */
    texts: () => received.filter((request) => request.method === 'POST' && request.taken).map((request) => JSON.parse(request.body).text as string),
    setDown: (next: boolean) => void (down = next),
    close: () => {
      server.close()
      server.closeAllConnections()
    },
  }
}

export const ALERT_VARIABLES = ['LEADS_ALERT_EMAIL', 'LEADS_ALERT_WEBHOOK_URL', 'LEADS_HEARTBEAT_URL', 'LEADS_ALERT_AFTER_MINUTES', 'LEADS_ALERT_REPEAT_MINUTES']

/** The alert settings for the next runs; those not given are unset. */
export function configureAlerts(settings: { email?: string; webhook?: string; heartbeat?: string; afterMinutes?: string; repeatMinutes?: string }) {
  for (const name of ALERT_VARIABLES) delete process.env[name]
  if (settings.email) process.env.LEADS_ALERT_EMAIL = settings.email
  if (settings.webhook) process.env.LEADS_ALERT_WEBHOOK_URL = settings.webhook
  if (settings.heartbeat) process.env.LEADS_HEARTBEAT_URL = settings.heartbeat
  if (settings.afterMinutes) process.env.LEADS_ALERT_AFTER_MINUTES = settings.afterMinutes
  if (settings.repeatMinutes) process.env.LEADS_ALERT_REPEAT_MINUTES = settings.repeatMinutes
}
