/**
 * Sending an alert, and the heartbeat's ping. An alert is an e-mail to
 * LEADS_ALERT_EMAIL over the leads' SMTP transport, or a POST to
 * LEADS_ALERT_WEBHOOK_URL of `{ "type": "leads-alert", "kind", "text" }`
 * (`text` is what Slack's and Mattermost's incoming webhooks show). The
 * heartbeat is a GET, as healthchecks.io and its peers expect: the
 * address, or `<address>/fail`. Each is bounded by `timeoutMs` and throws
 * when it was not taken (a redirect too: ../targets/no-redirects.ts); the
 * caller logs why, with reasonOf.
 */
import { NO_REDIRECTS, mustBeAccepted } from '../targets/no-redirects'
import { sendOverSmtp } from '../targets/smtp'
import type { AlertChannel, AlertSettings } from './alert-settings'
import type { AlertWords } from './alert-text'

export type SendAlert = (alert: AlertWords, channel: AlertChannel, timeoutMs: number) => Promise<void>

async function request(url: string, init: RequestInit, timeoutMs: number, what: string) {
  const response = await fetch(url, { ...init, ...NO_REDIRECTS, signal: AbortSignal.timeout(timeoutMs) })
  await response.body?.cancel()
  mustBeAccepted(response, what)
}

export const alertSender =
  (settings: AlertSettings): SendAlert =>
  async (alert, channel, timeoutMs) => {
    if (channel === 'email' && settings.email) {
      const { smtpUrl, to, from } = settings.email
      return sendOverSmtp(smtpUrl, timeoutMs, { from, to, subject: `[leads] ${alert.subject}`, text: `${alert.text}\n` })
    }
    if (channel === 'webhook' && settings.webhookUrl) {
      const body = JSON.stringify({ type: 'leads-alert', kind: alert.kind, text: `${alert.subject}\n${alert.text}` })
      const headers = { 'Content-Type': 'application/json', 'User-Agent': 'agency-website-leads' }
      return request(settings.webhookUrl, { method: 'POST', headers, body }, timeoutMs, 'the alert webhook')
    }
    throw new Error(`no ${channel} channel is set`)
  }

/** The heartbeat's ping: all well, or `/fail`. */
export const pingHeartbeat = (url: string, fail: boolean, timeoutMs: number) =>
  request(fail ? `${url.replace(/\/+$/, '')}/fail` : url, { method: 'GET', headers: { 'User-Agent': 'agency-website-leads' } }, timeoutMs, 'the heartbeat')
