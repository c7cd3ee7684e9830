/**
 * What the contact function checks beyond the browser's rules
 * (src/lib/contact/contact-rules.ts): the number read with libphonenumber's
 * full (`max`) metadata, which knows every country's digit patterns, and
 * whether the agency would call it back, which needs the number types only
 * that metadata holds; and a name's look-alike letters from any script
 * (lookalike-letters.ts). The data for both stays on the server, loaded
 * once per process with the function, so no page's JavaScript carries it:
 * the form shows the server's answer by its field, as it shows any field
 * error. This answer decides.
 */
import type { NumberType } from 'libphonenumber-js/core'
import { parsePhoneNumberFromString } from 'libphonenumber-js/core'
import maxMetadata from 'libphonenumber-js/max/metadata'
import { fail } from '../contact/contact-errors'
import { checkName, validateContact, type ContactMessages, type ContactRequest, type NameRule, type PhoneRule, type Validation } from '../contact/contact-rules'
import { checkPhoneWith } from '../contact/phone-check'
import { mixesLookalikes } from './lookalike-letters'

// Calling these back costs the agency money, or reaches a service, a pager
// or a mailbox, not a person: premium-rate and shared-cost lines, personal
// numbers that forward anywhere (UK 070), pagers, a company's universal
// access number (UK 055) and voicemail.
const NOT_CALLED_BACK_TYPES: ReadonlySet<NumberType> = new Set(['PREMIUM_RATE', 'SHARED_COST', 'PERSONAL_NUMBER', 'PAGER', 'UAN', 'VOICEMAIL'])

/** Whether the agency calls back `phone` (E.164, as the rules keep it): never a number of no country (the shared rules refuse those first, phone-check.ts). */
export function isCalledBack(phone: string): boolean {
  const number = parsePhoneNumberFromString(phone, maxMetadata)
  if (!number?.country) return false
  const type = number.getType()
  return type === undefined || !NOT_CALLED_BACK_TYPES.has(type)
}

/** The function's phone rule: the number read with the full metadata, then refused when the agency would not call it back. */
export const checkLeadPhone: PhoneRule = (raw, country, messages) => {
  const checked = checkPhoneWith(maxMetadata, raw, country, messages)
  if (!checked.ok || isCalledBack(checked.phone)) return checked
  return { ok: false, error: fail('phone', 'NOT_CALLED_BACK', messages) }
}

/** The function's name rule: the shared one, then no word disguised with another script's look-alike letters. */
export const checkLeadName: NameRule = (raw, messages) => {
  const checked = checkName(raw, messages)
  if (!checked.ok || !mixesLookalikes(checked.name)) return checked
  return { ok: false, error: fail('name', 'NAME_MIXED_SCRIPTS', messages) }
}

/** The shared rules with the function's own name and phone rules: every problem of a request, in the words of `messages`. */
export function validateLead(request: ContactRequest, messages: ContactMessages): Validation {
  return validateContact(request, messages, { name: checkLeadName, phone: checkLeadPhone })
}
