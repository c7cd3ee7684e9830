/**
 * Sends a contact request to /api/contact from the browser, with where the
 * visit came from (its first page's campaign tags and referrer, and the page
 * the form is on) and the page's form token (form-token-client.ts), and
 * sorts the answer into what the form needs to show. A token the server
 * refuses for its age, or as not its own, is replaced (or waited out) and
 * the lead sent once more, so the visitor is not asked to do anything.
 */
import { visitAttribution, type Attribution } from '../attribution/attribution'
import { CONTACT_ENDPOINT, TOKEN_FIELD } from '../contact/contact-fields'
import type { FieldError } from '../contact/contact-rules'
import { dropToken, readyToken, waitAsAsked } from './form-token-client'

export { prepareToken } from './form-token-client'

/**
 * What the form sends; `language` is the page's, so the server answers in
 * it, `source` where the visit came from, and `adConsent` whether the ad
 * platform whose ad brought the visit may be told of the lead.
 */
export type ContactPayload = { name: string; phone: string; phoneCountry: string; form: string; language: string; adConsent?: boolean; source?: Attribution } & Record<
  string,
  string | boolean | Attribution | undefined
>

/** Where the visit came from, and the page the form is sent from, for a lead sent now. */
export const visitSource = (): Attribution => ({ ...visitAttribution(), formPage: location.pathname + location.search })

export type SendOutcome =
  | { kind: 'sent'; id: string }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'failed'; message?: string }

type AnswerBody = { id?: string; errors?: FieldError[]; message?: string; code?: string; retryAfterMs?: number }

/** Token problems a second try mends: a token too young is waited out, one too old or not the server's is replaced. */
const MENDED = new Set(['TOKEN_TOO_FRESH', 'TOKEN_EXPIRED', 'TOKEN_INVALID', 'TOKEN_MISSING'])

async function post(payload: ContactPayload, token: string | undefined, fetchImpl: typeof fetch): Promise<{ status: number; body: AnswerBody } | undefined> {
  try {
    const response = await fetchImpl(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...payload, [TOKEN_FIELD]: token }),
    })
    return { status: response.status, body: (await response.json().catch(() => ({}))) as AnswerBody }
  } catch {
    return undefined
  }
}

export async function sendContact(payload: ContactPayload, fetchImpl: typeof fetch = fetch, wait?: (ms: number) => Promise<void>): Promise<SendOutcome> {
  let token = await readyToken(fetchImpl, wait)
  let answer = await post(payload, token, fetchImpl)
  if (answer?.status === 400 && answer.body.code && MENDED.has(answer.body.code)) {
    if (answer.body.code === 'TOKEN_TOO_FRESH') await waitAsAsked(answer.body.retryAfterMs ?? 0, wait)
    else {
      dropToken()
      token = await readyToken(fetchImpl, wait)
    }
    answer = await post(payload, token, fetchImpl)
  }
  if (!answer) return { kind: 'failed' }
  const { status, body } = answer
  // A token carries one lead: the next send (another form on the page) asks for its own.
  if (status === 201 || body.code === 'TOKEN_USED') dropToken()
  if (status === 201 && body.id) return { kind: 'sent', id: body.id }
  if (status === 400 && body.errors?.length) return { kind: 'invalid', errors: body.errors }
  return { kind: 'failed', message: body.message }
}
