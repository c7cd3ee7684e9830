/**
 * Sends a contact request to /api/contact from the browser, with where the
 * visit came from (its first page's campaign tags and referrer, and the page
 * the form is on), and sorts the answer into what the form needs to show.
 */
import { visitAttribution, type Attribution } from '../attribution/attribution'
import { CONTACT_ENDPOINT } from '../contact/contact-fields'
import type { FieldError } from '../contact/contact-rules'

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

type ErrorBody = { errors?: FieldError[]; message?: string }

export async function sendContact(payload: ContactPayload, fetchImpl: typeof fetch = fetch): Promise<SendOutcome> {
  let response: Response
  try {
    response = await fetchImpl(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    })
  } catch {
    return { kind: 'failed' }
  }
  const body = (await response.json().catch(() => ({}))) as ErrorBody & { id?: string }
  if (response.status === 201 && body.id) return { kind: 'sent', id: body.id }
  if (response.status === 400 && body.errors?.length) return { kind: 'invalid', errors: body.errors }
  return { kind: 'failed', message: body.message }
}
