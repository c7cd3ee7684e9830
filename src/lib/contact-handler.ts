/**
 * The contact endpoint's logic, independent of any HTTP framework so it can
 * be tested directly: takes the method and parsed body, answers a status and
 * JSON body, and records a valid lead exactly once.
 */
import { randomUUID } from 'node:crypto'
import { validateContact, type ContactRequest, type FieldError } from './contact-rules'
import { appendLead, type StoredLead } from './lead-store'

export type ContactResponse =
  | { status: 201; body: { ok: true; id: string } }
  | { status: 400; body: { ok: false; errors: FieldError[] } }
  | { status: 405; body: { ok: false; message: string }; headers: { Allow: string } }
  | { status: 500; body: { ok: false; message: string } }

export type ContactDeps = {
  store: (lead: StoredLead) => Promise<void>
  now: () => Date
  newId: () => string
}

const defaultDeps: ContactDeps = {
  store: (lead) => appendLead(lead),
  now: () => new Date(),
  newId: () => randomUUID(),
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export async function handleContact(
  method: string,
  body: unknown,
  deps: ContactDeps = defaultDeps,
): Promise<ContactResponse> {
  if (method !== 'POST') {
    return {
      status: 405,
      headers: { Allow: 'POST' },
      body: { ok: false, message: 'Send the contact form with POST.' },
    }
  }

  const request: ContactRequest = isPlainObject(body) ? body : {}
  const result = validateContact(request)
  if (!result.ok) return { status: 400, body: { ok: false, errors: result.errors } }

  const lead: StoredLead = { id: deps.newId(), receivedAt: deps.now().toISOString(), ...result.lead }
  try {
    await deps.store(lead)
  } catch {
    return {
      status: 500,
      body: { ok: false, message: 'We could not record your details. Please try again.' },
    }
  }
  return { status: 201, body: { ok: true, id: lead.id } }
}
