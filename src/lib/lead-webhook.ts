/**
 * Delivers a lead to a webhook (Slack, Zapier, Make, a CRM) as JSON. With a
 * secret, the body is signed with HMAC-SHA256 so the receiver can check it
 * came from this site: `X-Lead-Signature: sha256=<hex>`.
 */
import { createHmac } from 'node:crypto'
import type { StoredLead } from './lead-store'

export const SIGNATURE_HEADER = 'X-Lead-Signature'

export const signBody = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

export async function postLeadToWebhook(lead: StoredLead, url: string, secret: string | undefined, signal: AbortSignal) {
  const body = JSON.stringify({ type: 'lead', lead })
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': 'agency-website-leads' }
  if (secret) headers[SIGNATURE_HEADER] = signBody(body, secret)
  const response = await fetch(url, { method: 'POST', headers, body, signal })
  if (!response.ok) throw new Error(`webhook answered ${response.status}`)
}
