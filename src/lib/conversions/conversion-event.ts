/**
 * What every ad platform's sender shares (google-data-manager.ts,
 * meta-capi.ts, snapchat-capi.ts): one interface, the conversion it is
 * handed, the hash, and the one way a request goes out. Which lead goes to
 * which platform, and whether at all, is decided before any sender sees it
 * (conversion-records.ts); a sender only builds its platform's request and
 * says whether the platform took it.
 */
import { createHash } from 'node:crypto'
import { formPagePath } from '../analytics/lead-goal'
import { SITE_URL } from '../head/site-url'
import type { StoredLead, VisitorSignals } from '../leads/types'
import type { AdPlatform } from './platforms'

/** One lead to tell one platform about. */
export type Conversion = { lead: StoredLead; visitor?: VisitorSignals }

export type ConversionSender = {
  platform: AdPlatform
  /** Resolves when the platform accepted the event; throws, with a message free of personal data, when it did not. */
  send: (conversion: Conversion, signal: AbortSignal) => Promise<void>
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** The digits of an E.164 number (+971501234567 -> 971501234567): Meta's and Snapchat's normal form, country code first. */
export const countryCodeDigits = (e164: string) => e164.replace(/\D/g, '')

/** The page the form was sent from, on the site's address, without its query or fragment. */
export const eventSourceUrl = (lead: StoredLead) => new URL(formPagePath(lead), SITE_URL).href

export const unixSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000)

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
 * POSTs JSON, never following a redirect (a 3xx is a refusal: the address
 * is wrong, and a redirect could carry the body elsewhere). Throws with the
 * platform's name, the status and the platform's own short reason.
 */
export async function postJson(platform: string, url: string, body: unknown, headers: Record<string, string>, signal: AbortSignal): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'agency-website-conversions', ...headers },
    body: JSON.stringify(body),
    redirect: 'manual',
    signal,
  })
  const text = await response.text().catch(() => '')
  if (response.status >= 200 && response.status < 300) return
  throw new Error(`${platform} answered ${response.status}${reasonIn(text)}`)
}

/**
 * The platform's own reason for a refusal, from its JSON error (Google's
 * `error.message`, Meta's `error.message`, Snapchat's `reason`), short, and
 * with anything that looks like an address (IP) or a hash left out: an
 * error is kept on the lead and shown in `leads status`.
 */
function reasonIn(text: string): string {
  let reason: unknown
  try {
    const json = JSON.parse(text) as { error?: { message?: unknown } | string; reason?: unknown; message?: unknown }
    reason = (typeof json.error === 'object' ? json.error?.message : json.error) ?? json.reason ?? json.message
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
