/**
 * The rules for a contact request, shared by the browser form and the
 * `/api/contact` function so both always agree on what is valid and say so
 * in the same words. Plain TypeScript: no React, no Node APIs.
 */
import {
  ParseError,
  isSupportedCountry,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/max'
import { countryName } from './countries'

/** The forms a lead can come from. */
export const FORMS = ['home', 'services'] as const
export type FormId = (typeof FORMS)[number]

export const NAME_MAX_LENGTH = 100
/** libphonenumber-js refuses longer input outright; we say so ourselves. */
export const PHONE_MAX_INPUT_LENGTH = 250
/** Bounds on the national (significant) number, as libphonenumber-js uses. */
export const NATIONAL_NUMBER_LENGTH = { min: 2, max: 17 } as const

export type Field = 'name' | 'phone' | 'form'

export type ErrorCode =
  | 'NAME_REQUIRED'
  | 'NAME_NOT_TEXT'
  | 'NAME_TOO_LONG'
  | 'NAME_INVALID'
  | 'PHONE_REQUIRED'
  | 'PHONE_NOT_TEXT'
  | 'NOT_A_NUMBER'
  | 'INVALID_COUNTRY'
  | 'TOO_SHORT'
  | 'TOO_LONG'
  | 'INVALID_NUMBER'
  | 'UNKNOWN_FORM'

export type FieldError = { field: Field; code: ErrorCode; message: string }

export type ContactRequest = {
  name?: unknown
  phone?: unknown
  phoneCountry?: unknown
  form?: unknown
}

export type Lead = {
  form: FormId
  name: string
  /** E.164, for example +971501234567. */
  phone: string
  /** ISO 3166-1 alpha-2 country of the number, when it can be told. */
  country: CountryCode | null
}

export type Validation = { ok: true; lead: Lead } | { ok: false; errors: FieldError[] }

const messages: Record<ErrorCode, (country?: string) => string> = {
  NAME_REQUIRED: () => 'Please enter your name.',
  NAME_NOT_TEXT: () => 'Your name must be sent as text.',
  NAME_TOO_LONG: () => `Please shorten your name to ${NAME_MAX_LENGTH} characters or fewer.`,
  NAME_INVALID: () => 'Your name contains characters we cannot accept. Please use letters only.',
  PHONE_REQUIRED: () => 'Please enter your phone number.',
  PHONE_NOT_TEXT: () => 'The phone number must be sent as text, for example +971501234567.',
  NOT_A_NUMBER: () =>
    'This does not look like a phone number. Use digits only, with an optional + at the start.',
  INVALID_COUNTRY: () =>
    'Choose your country, or start the number with + and your country code.',
  TOO_SHORT: () => 'This phone number is too short. Please check that every digit is there.',
  TOO_LONG: () => 'This phone number is too long. Please check for extra digits.',
  INVALID_NUMBER: (country) =>
    country
      ? `This is not a valid ${countryName(country)} phone number. Check the digits or choose another country.`
      : 'This is not a valid phone number. Check the digits or choose another country.',
  UNKNOWN_FORM: () => 'This form is not recognised. Please reload the page and try again.',
}

const UNKNOWN_CALLING_CODE = 'No country has the code after the + at the start of this number. Check those digits.'

const fail = (field: Field, code: ErrorCode, country?: string): FieldError => ({
  field,
  code,
  message: messages[code](country),
})

// Control characters could forge e-mail headers or log lines: white space
// (line breaks and tabs included) is folded to single spaces, and invisible
// format characters such as bidi overrides are refused, except the zero-width
// (non-)joiners that Persian and Arabic names need.
const INVISIBLE_CHARACTERS = /\p{Cc}|(?![\u200c\u200d])\p{Cf}/u
// What a person may type into a phone field: digits, a leading plus and the
// usual separators.
const PHONE_CHARACTERS = /^\+?[\d\s().\-\u00a0]*$/
// Arabic-Indic and Persian digits, as typed on keyboards common in the Gulf.
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g

const toAsciiDigits = (text: string) =>
  text.replace(EASTERN_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % (0x06f0 - 0x0660)))

export function normalizeName(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim()
}

export function checkName(raw: unknown): { ok: true; name: string } | { ok: false; error: FieldError } {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    return { ok: false, error: fail('name', 'NAME_NOT_TEXT') }
  }
  const name = typeof raw === 'string' ? normalizeName(raw) : ''
  if (!name) return { ok: false, error: fail('name', 'NAME_REQUIRED') }
  if (INVISIBLE_CHARACTERS.test(name)) return { ok: false, error: fail('name', 'NAME_INVALID') }
  if ([...name].length > NAME_MAX_LENGTH) return { ok: false, error: fail('name', 'NAME_TOO_LONG') }
  return { ok: true, name }
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && isSupportedCountry(value)
}

export type PhoneCheck =
  | { ok: true; phone: string; country: CountryCode | null }
  | { ok: false; error: FieldError }

/**
 * Checks a phone number typed by a visitor: E.164 or international with a
 * leading +, or national digits read in `country`.
 */
export function checkPhone(raw: unknown, country?: unknown): PhoneCheck {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    return { ok: false, error: fail('phone', 'PHONE_NOT_TEXT') }
  }
  const input = typeof raw === 'string' ? toAsciiDigits(raw.trim()) : ''
  const defaultCountry = isCountryCode(country) ? country : undefined
  if (!input) return { ok: false, error: fail('phone', 'PHONE_REQUIRED') }
  if (input.length > PHONE_MAX_INPUT_LENGTH) return { ok: false, error: fail('phone', 'TOO_LONG') }
  if (!PHONE_CHARACTERS.test(input)) return { ok: false, error: fail('phone', 'NOT_A_NUMBER') }
  if (!input.startsWith('+') && !defaultCountry) {
    return { ok: false, error: fail('phone', 'INVALID_COUNTRY') }
  }

  try {
    const number = parsePhoneNumberWithError(input, { defaultCountry, extract: false })
    const lengthProblem = validatePhoneNumberLength(input, { defaultCountry })
    if (lengthProblem === 'TOO_SHORT' || lengthProblem === 'TOO_LONG') {
      return { ok: false, error: fail('phone', lengthProblem) }
    }
    const numberCountry = number.country ?? null
    if (!number.isValid()) {
      return { ok: false, error: fail('phone', 'INVALID_NUMBER', numberCountry ?? defaultCountry) }
    }
    return { ok: true, phone: number.number, country: numberCountry }
  } catch (error) {
    if (error instanceof ParseError && error.message === 'INVALID_COUNTRY') {
      // The visitor did start with +: what follows it is no country's code.
      return { ok: false, error: { ...fail('phone', 'INVALID_COUNTRY'), message: UNKNOWN_CALLING_CODE } }
    }
    if (error instanceof ParseError && error.message in messages) {
      return { ok: false, error: fail('phone', error.message as ErrorCode) }
    }
    return { ok: false, error: fail('phone', 'NOT_A_NUMBER') }
  }
}

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && (FORMS as readonly string[]).includes(value)
}

/** Validates a whole contact request; every problem is reported, in field order. */
export function validateContact(request: ContactRequest): Validation {
  const errors: FieldError[] = []
  const name = checkName(request.name)
  if (!name.ok) errors.push(name.error)
  const phone = checkPhone(request.phone, request.phoneCountry)
  if (!phone.ok) errors.push(phone.error)
  if (!isFormId(request.form)) errors.push(fail('form', 'UNKNOWN_FORM'))

  if (!name.ok || !phone.ok || !isFormId(request.form)) return { ok: false, errors }
  return {
    ok: true,
    lead: { form: request.form, name: name.name, phone: phone.phone, country: phone.country },
  }
}
