/**
 * What the contact function checks beyond the shared rules
 * (src/lib/contact/contact-rules.ts): whether the agency would call the
 * number back. It needs libphonenumber's number types, which only its full
 * (`max`) metadata holds; they stay on the server, loaded once per process
 * with the function, so no page's JavaScript carries them: the form shows the
 * server's answer by the phone field, as it shows any field error.
 */
import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max'
import { fail } from '../contact/contact-errors'
import { validateContact, type ContactMessages, type ContactRequest, type Validation } from '../contact/contact-rules'

// Calling these back costs the agency money, or reaches a service, not a person.
const NOT_CALLED_BACK_TYPES: ReadonlySet<NumberType> = new Set(['PREMIUM_RATE', 'SHARED_COST'])
// Inmarsat (+870) and the global satellite and international networks (+881, +882): costly to call from the UAE.
const SATELLITE_CODES: ReadonlySet<string> = new Set(['870', '881', '882'])

/** Whether the agency calls back `phone` (E.164, as the rules keep it). */
export function isCalledBack(phone: string): boolean {
  const number = parsePhoneNumberFromString(phone)
  if (!number) return false
  if (SATELLITE_CODES.has(number.countryCallingCode)) return false
  const type = number.getType()
  return type === undefined || !NOT_CALLED_BACK_TYPES.has(type)
}

/** The shared rules, then the server's own: every problem of a request, in the words of `messages`. */
export function validateLead(request: ContactRequest, messages: ContactMessages): Validation {
  const checked = validateContact(request, messages)
  if (!checked.ok || isCalledBack(checked.lead.phone)) return checked
  return { ok: false, errors: [fail('phone', 'NOT_CALLED_BACK', messages)] }
}
