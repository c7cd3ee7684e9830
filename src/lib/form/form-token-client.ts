/**
 * The form token on the browser's side (the server's: src/lib/leads/form-token.ts):
 * asked for once per page when the visitor starts on the form, and handed
 * to a send only once it is old enough for the server to take it, so a
 * visitor whose browser fills the form in a second (autofill) is never
 * refused: the send waits out the rest of the two seconds, showing it is
 * sending, instead of failing.
 */
import { CONTACT_TOKEN_ENDPOINT, MAX_TOKEN_AGE_MS, MIN_TOKEN_AGE_MS } from '../contact/contact-fields'

type Issued = { token: string; receivedAt: number }

/** Time for the server's clock and ours to differ by; the server's runs from before the token left it. */
const MARGIN_MS = 250
/** A token this close to its end is replaced before it is used. */
const RENEW_BEFORE_END_MS = 60_000

let issued: Promise<Issued | undefined> | undefined

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function askToken(fetchImpl: typeof fetch): Promise<Issued | undefined> {
  try {
    const response = await fetchImpl(CONTACT_TOKEN_ENDPOINT, { headers: { Accept: 'application/json' }, cache: 'no-store' })
    const body = (await response.json()) as { token?: unknown }
    return response.ok && typeof body.token === 'string' ? { token: body.token, receivedAt: performance.now() } : undefined
  } catch {
    return undefined
  }
}

/** Asks for this page's token, once: called when the visitor starts on the form. */
export function prepareToken(fetchImpl: typeof fetch = fetch) {
  issued ??= askToken(fetchImpl)
}

/** Forgets the token: it carried a lead, or the server refused it. The next send asks for a new one. */
export function dropToken() {
  issued = undefined
}

/**
 * A token the server will take now: this page's (asked for again if that
 * failed or it is nearly a day old), after waiting until it is two seconds
 * old. Undefined when none can be had (the network is gone): the server
 * then says what is wrong.
 */
export async function readyToken(fetchImpl: typeof fetch = fetch, wait: (ms: number) => Promise<void> = sleep): Promise<string | undefined> {
  let token = await (issued ??= askToken(fetchImpl))
  if (!token || performance.now() - token.receivedAt > MAX_TOKEN_AGE_MS - RENEW_BEFORE_END_MS) {
    issued = askToken(fetchImpl)
    token = await issued
  }
  if (!token) return undefined
  const remaining = MIN_TOKEN_AGE_MS + MARGIN_MS - (performance.now() - token.receivedAt)
  if (remaining > 0) await wait(remaining)
  return token.token
}

/** Waits as long as the server asked (a token it found too fresh), and a little more. */
export const waitAsAsked = (ms: number, wait: (ms: number) => Promise<void> = sleep) => wait(Math.min(Math.max(ms, 0), MIN_TOKEN_AGE_MS) + MARGIN_MS)
