/**
 * How a typed phone number is read and what is wrong with it, for whichever
 * libphonenumber metadata the caller holds: the browser's rules pass the
 * small `min` set (contact-rules.ts), the contact function the full `max`
 * set (src/lib/leads/lead-checks.ts), whose answer decides. Built on
 * libphonenumber-js/core, which carries no metadata of its own, so a
 * module that imports this one brings only the set it passes.
 */
import { ParseError, isSupportedCountry, parsePhoneNumberWithError, validatePhoneNumberLength, type CountryCode, type MetadataJson } from 'libphonenumber-js/core'
import { MESSAGE_KEYS, fail, type ContactMessages, type ErrorCode, type FieldError } from './contact-errors'

/** libphonenumber-js refuses longer input outright; we say so ourselves. */
export const PHONE_MAX_INPUT_LENGTH = 250

export type PhoneCheck = { ok: true; phone: string; country: CountryCode | null } | { ok: false; error: FieldError }

/** A phone rule as the contact rules call it: what was typed, the country chosen beside it, and the words to say a problem in. */
export type PhoneRule = (raw: unknown, country: unknown, messages: ContactMessages) => PhoneCheck

// What a person may type into a phone field: digits, a leading plus and the
// usual separators.
const PHONE_CHARACTERS = /^\+?[\d\s().\-\u00a0]*$/
// Arabic-Indic and Persian digits, as typed on keyboards common in the Gulf.
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g

const toAsciiDigits = (text: string) =>
  text.replace(EASTERN_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % (0x06f0 - 0x0660)))

const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(MESSAGE_KEYS, value)

/** Whether `value` is a country code libphonenumber knows (every metadata set knows the same countries). */
export const isCountryCodeIn = (metadata: MetadataJson, value: unknown): value is CountryCode =>
  typeof value === 'string' && isSupportedCountry(value as CountryCode, metadata)

/**
 * Whether a calling code belongs to no country (+800, +808, +870, +878,
 * +881, +882, +883, +888, +979, as the metadata lists them): freephone and
 * shared-cost services, satellite phones, international networks and
 * personal numbers that forward anywhere. None is a line the agency calls
 * a person back on, and most cost a fortune to call from the UAE.
 */
const isNonGeographic = (metadata: MetadataJson, callingCode: string) => Object.hasOwn(metadata.nonGeographic ?? {}, callingCode)

/**
 * Checks a phone number typed by a visitor against `metadata`: E.164 or
 * international with a leading +, or national digits read in `country`;
 * never a number of a calling code that belongs to no country.
 */
export function checkPhoneWith(metadata: MetadataJson, raw: unknown, country: unknown, messages: ContactMessages): PhoneCheck {
  const problem = (code: ErrorCode, numberCountry?: string) => ({ ok: false as const, error: fail('phone', code, messages, { country: numberCountry }) })
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return problem('PHONE_NOT_TEXT')
  const input = typeof raw === 'string' ? toAsciiDigits(raw.trim()) : ''
  const defaultCountry = isCountryCodeIn(metadata, country) ? country : undefined
  if (!input) return problem('PHONE_REQUIRED')
  if (input.length > PHONE_MAX_INPUT_LENGTH) return problem('TOO_LONG')
  if (!PHONE_CHARACTERS.test(input)) return problem('NOT_A_NUMBER')
  if (!input.startsWith('+') && !defaultCountry) return problem('INVALID_COUNTRY')

  try {
    const number = parsePhoneNumberWithError(input, { defaultCountry, extract: false }, metadata)
    if (isNonGeographic(metadata, number.countryCallingCode)) return problem('NON_GEOGRAPHIC')
    if (number.isValid()) return { ok: true, phone: number.number, country: number.country ?? null }
    // A valid number always has one of its country's lengths, so only an
    // invalid one is parsed again to tell a wrong length from wrong digits.
    const lengthProblem = validatePhoneNumberLength(input, { defaultCountry }, metadata)
    if (lengthProblem === 'TOO_SHORT' || lengthProblem === 'TOO_LONG') return problem(lengthProblem)
    return problem('INVALID_NUMBER', number.country ?? defaultCountry)
  } catch (error) {
    if (error instanceof ParseError && error.message === 'INVALID_COUNTRY') {
      // The visitor did start with +: what follows it is no country's code.
      const { error: invalidCountry } = problem('INVALID_COUNTRY')
      return { ok: false, error: { ...invalidCountry, message: messages.validation.unknownCallingCode } }
    }
    if (error instanceof ParseError && isErrorCode(error.message)) return problem(error.message)
    return problem('NOT_A_NUMBER')
  }
}
