/**
 * Sends a contact request to /api/contact from the browser and sorts the
 * answer into what the form needs to show.
 */
import { CONTACT_ENDPOINT } from './contact-fields'
import type { FieldError } from './contact-rules'

/** What the form sends; `language` is the page's, so the server answers in it. */
export type ContactPayload = { name: string; phone: string; phoneCountry: string; form: string; language: string } & Record<string, string>

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
