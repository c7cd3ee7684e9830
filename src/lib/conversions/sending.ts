/**
 * What every ad platform's sender shares (google/sender.ts, meta/sender.ts,
 * snapchat/sender.ts): one interface, the event it is handed, the hash, and
 * the one way a request goes out. Which lead and which stage go to which
 * platform, and whether at all, is decided before any sender sees it
 * (conversion-records.ts); a sender only builds its platform's request and
 * says what the platform answered.
 */
import { createHash } from 'node:crypto'
import { formPagePath } from '../analytics/lead-goal'
import { SITE_URL } from '../head/site-url'
import type { StoredLead, VisitorSignals } from '../leads/types'
import type { AdPlatform } from './platforms'
import type { SentStage } from './stages'

/** One event to tell one platform about: the lead, or a stage it reached (`at`), with a Won's value in AED. */
export type PlatformEvent = { lead: StoredLead; visitor?: VisitorSignals; stage: SentStage; at: string; value?: number }

/** The currency of every value: the agency's, the UAE dirham. */
export const CURRENCY = 'AED'

/**
 * What a platform said of an event it took: counted (`accepted`), taken
 * for processing with the outcome to ask for later (`requestId`), or only
 * checked by its test mode (`validated`), never counted.
 */
export type SendAnswer = { accepted: true } | { requestId: string } | { validated: true }

/** What a platform says later of a request it took for processing. */
export type StatusAnswer = { accepted: true } | { pending: true } | { refused: string }

export type ConversionSender = {
  platform: AdPlatform
  /** Whether it sends this stage with its settings (a stage with no event, or no action configured, is not sent). */
  sends: (stage: SentStage) => boolean
  /** Resolves with the platform's answer; throws, with a message free of personal data, when it refused the event. */
  send: (event: PlatformEvent, signal: AbortSignal) => Promise<SendAnswer>
  /** For a platform that answers later: what became of a request it took. */
  status?: (requestId: string, signal: AbortSignal) => Promise<StatusAnswer>
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** The digits of an E.164 number (+971501234567 -> 971501234567): Meta's and Snapchat's normal form, country code first. */
export const countryCodeDigits = (e164: string) => e164.replace(/\D/g, '')

/** The page the form was sent from, on the site's address, without its query or fragment. */
export const eventSourceUrl = (lead: StoredLead) => new URL(formPagePath(lead), SITE_URL).href

export const unixSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000)

/** A stage event's value in AED, only for a Won with one. */
export const wonValue = (event: PlatformEvent) => (event.stage === 'won' && typeof event.value === 'number' && Number.isFinite(event.value) ? event.value : undefined)

/**
 * The visitor's address and browser as Meta's and Snapchat's user data
 * name them, each only when the post had one (a function with no
 * `context.ip` says `unknown`).
 */
export const visitorFields = (visitor: VisitorSignals | undefined) => ({
  ...(visitor?.ip && visitor.ip !== 'unknown' && { client_ip_address: visitor.ip }),
  ...(visitor?.userAgent && { client_user_agent: visitor.userAgent }),
})

/** How long one request to a platform may take: the contact function's instance waits for it after the answer. */
export const SEND_TIMEOUT_MS = 5_000

/**
 * POSTs JSON (or GETs, with no body), never following a redirect (a 3xx is
 * a refusal: the address is wrong, and a redirect could carry the body
 * elsewhere). Resolves with the answer's JSON (an empty object when it has
 * none); throws with the platform's name, the status and the platform's own
 * short reason.
 */
export async function postJson(platform: string, url: string, body: unknown, headers: Record<string, string>, signal: AbortSignal): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), 'user-agent': 'agency-website-conversions', ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
    redirect: 'manual',
    signal,
  })
  const text = await response.text().catch(() => '')
  if (response.status < 200 || response.status >= 300) throw new Error(`${platform} answered ${response.status}${reasonIn(text)}`)
  try {
    const json = JSON.parse(text) as unknown
    return json && typeof json === 'object' ? (json as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** A platform's reason in words, cleaned as a refusal's is: for an answer that refuses inside a 2xx. */
export const platformReason = (platform: string, text: string) => `${platform} refused the event${reasonIn(JSON.stringify({ reason: text }))}`

/**
 * The platform's own reason for a refusal, from its JSON error (Google's
 * `error.message` with its details' reason, Meta's `error.message`, Snapchat's `reason`), short, and
 * with anything that looks like an address (IP) or a hash left out: an
 * error is kept on the lead and shown in `leads status`.
 */
function reasonIn(text: string): string {
  let reason: unknown
  try {
    const json = JSON.parse(text) as { error?: { message?: unknown; details?: { reason?: unknown }[] } | string; reason?: unknown; message?: unknown }
    reason = (typeof json.error === 'object' ? json.error?.message : json.error) ?? json.reason ?? json.message
    // Google names the rule broken in its error's details (ErrorInfo.reason: GBRAID_WBRAID_BOTH_SET): kept before its words.
    const code = typeof json.error === 'object' ? json.error.details?.find((detail) => typeof detail?.reason === 'string')?.reason : undefined
    if (typeof code === 'string') reason = `${code}: ${typeof reason === 'string' ? reason : ''}`
  } catch {
    return ''
  }
  if (typeof reason !== 'string' || !reason.trim()) return ''
  const cleaned = reason
    .replace(/\b[0-9a-f]{32,}\b/gi, '(hash)')
    .replace(/\b\d{1,3}(\.\d{1,3}){3}\b|\b[0-9a-f]{0,4}(:[0-9a-f]{0,4}){2,7}\b/gi, '(address)')
    .replace(/\s+/g, ' ')
    .trim()
  return `: ${cleaned.slice(0, 160)}`
}
