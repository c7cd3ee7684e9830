/**
 * Delivers a lead to a webhook (Slack, Zapier, Make, a CRM) as JSON. With a
 * secret, the body is signed with HMAC-SHA256 so the receiver can check it
 * came from this site: `X-Lead-Signature: sha256=<hex>`.
 *
 * `lead` carries the fields for automations (`lead.source`: where the visit
 * came from); `text` is the one line a Slack incoming webhook requires, with
 * the channel and campaign (it answers 400 `no_text` without it), escaped
 * so a visitor's name cannot mention @channel or post a link.
 *
 * It follows no redirect (no-redirects.ts): a 3xx answer is a refusal.
 *
 * Every attempt at a lead carries `Idempotency-Key: <lead id>`: a lead may
 * be sent again (redelivery after a timeout the receiver did not see), and
 * a receiver that keeps the keys it has seen can drop the repeat.
 */
import { createHmac } from 'node:crypto'
import { leadHeadline, sourceSummary } from '../lead-text'
import type { StoredLead } from '../types'
import { runtimeEnv } from '../runtime-env'
import { leadInboxAddress } from '../../team/inbox-address'
import { NO_REDIRECTS, mustBeAccepted } from './no-redirects'

export const SIGNATURE_HEADER = 'X-Lead-Signature'
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export const signBody = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

/** Slack's escaping for message text: &, < and > are its only control characters. */
export const escapeForSlack = (value: string) =>
  value.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char] ?? char)

/**
 * The name between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE. In the
 * line below the phone number follows the name, and after Arabic letters the
 * bidi algorithm reads digits as Arabic ones and shows ", +971…" on the
 * name's side, before it: "+971501234567 ,ليلى New lead from…". Isolated,
 * the name is laid out on its own and the number stays after it.
 */
const isolate = (text: string) => `\u2068${text}\u2069`

// The campaign is visitor input too: escaped with the rest, and isolated
// like the name so an Arabic campaign name cannot reorder the line.
// `inbox`: the lead's page in the team's inbox (src/lib/team/), once LEADS_TEAM is set.
export const webhookBody = (lead: StoredLead, inbox = leadInboxAddress(runtimeEnv(), lead)) =>
  JSON.stringify({
    type: 'lead',
    text: escapeForSlack(`${leadHeadline(lead, isolate(lead.name))}, ${lead.phone} (${isolate(sourceSummary(lead.source))})${inbox ? ` ${inbox}` : ''}`),
    lead,
    ...(inbox && { inbox }),
  })

export async function postLeadToWebhook(lead: StoredLead, url: string, secret: string | undefined, signal: AbortSignal) {
  const body = webhookBody(lead)
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': 'agency-website-leads', [IDEMPOTENCY_HEADER]: lead.id }
  if (secret) headers[SIGNATURE_HEADER] = signBody(body, secret)
  const response = await fetch(url, { method: 'POST', headers, body, signal, ...NO_REDIRECTS })
  await response.body?.cancel()
  mustBeAccepted(response, 'webhook')
}
