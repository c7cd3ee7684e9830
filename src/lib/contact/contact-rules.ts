/**
 * The rules for a contact request, shared by the browser form and the
 * `/api/contact` function so both always agree on what is valid and say so
 * in the same words. Plain TypeScript: no React, no Node APIs, and no copy:
 * the words come in as `messages`, in the form's language (the browser loads
 * only the page's language, src/lib/form/contact-messages.ts; the server has them
 * all, src/lib/leads/contact-server-copy.ts).
 */
import {
  ParseError,
  isSupportedCountry,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/max'
import { MESSAGE_KEYS, fail, type ContactMessages, type ErrorCode, type FieldError } from './contact-errors'
import { localeOr, type Locale } from '../i18n/locales'
import { landingOrigin, type LandingOrigin } from '../landing/landing'

export type { ContactMessages, ErrorCode, Field, FieldError, ValidationCopy } from './contact-errors'

/** The forms a lead can come from. */
export const FORMS = ['home', 'services', 'article', 'landing'] as const
export type FormId = (typeof FORMS)[number]

export const NAME_MAX_LENGTH = 100
/** libphonenumber-js refuses longer input outright; we say so ourselves. */
export const PHONE_MAX_INPUT_LENGTH = 250

export type ContactRequest = {
  name?: unknown
  phone?: unknown
  phoneCountry?: unknown
  form?: unknown
  /** The edition of the site the form is on; anything else is read as English. */
  language?: unknown
  /** A landing page's form only: the page's slug and its campaign. */
  page?: unknown
  campaign?: unknown
  /** A landing page's form only: the page shown, when it is a variant of `page`. */
  variant?: unknown
}

export type Lead = {
  form: FormId
  /** The edition of the site the lead came from. */
  language: Locale
  name: string
  /** E.164, for example +971501234567. */
  phone: string
  /** ISO 3166-1 alpha-2 country of the number, when it can be told. */
  country: CountryCode | null
  /** The landing page the lead came from and its campaign (form `landing` only, when the page sent them well formed). */
  landing?: LandingOrigin
}

export type Validation = { ok: true; lead: Lead } | { ok: false; errors: FieldError[] }

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

/**
 * The name as it is kept: in Unicode's composed form (NFC), so a name typed
 * on a keyboard that sends letter and mark apart (ا + ٓ) is stored, compared
 * and counted as the one letter (آ) every other keyboard sends; white space
 * folded to single spaces.
 */
export function normalizeName(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/g, ' ').trim()
}

export function checkName(raw: unknown, messages: ContactMessages): { ok: true; name: string } | { ok: false; error: FieldError } {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    return { ok: false, error: fail('name', 'NAME_NOT_TEXT', messages) }
  }
  const name = typeof raw === 'string' ? normalizeName(raw) : ''
  if (!name) return { ok: false, error: fail('name', 'NAME_REQUIRED', messages) }
  if (INVISIBLE_CHARACTERS.test(name)) return { ok: false, error: fail('name', 'NAME_INVALID', messages) }
  if ([...name].length > NAME_MAX_LENGTH) return { ok: false, error: fail('name', 'NAME_TOO_LONG', messages, { max: NAME_MAX_LENGTH }) }
  return { ok: true, name }
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && isSupportedCountry(value)
}

export type PhoneCheck =
  | { ok: true; phone: string; country: CountryCode | null }
  | { ok: false; error: FieldError }

const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(MESSAGE_KEYS, value)

/**
 * Checks a phone number typed by a visitor: E.164 or international with a
 * leading +, or national digits read in `country`.
 */
export function checkPhone(raw: unknown, country: unknown, messages: ContactMessages): PhoneCheck {
  const problem = (code: ErrorCode, numberCountry?: string) => ({ ok: false as const, error: fail('phone', code, messages, { country: numberCountry }) })
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return problem('PHONE_NOT_TEXT')
  const input = typeof raw === 'string' ? toAsciiDigits(raw.trim()) : ''
  const defaultCountry = isCountryCode(country) ? country : undefined
  if (!input) return problem('PHONE_REQUIRED')
  if (input.length > PHONE_MAX_INPUT_LENGTH) return problem('TOO_LONG')
  if (!PHONE_CHARACTERS.test(input)) return problem('NOT_A_NUMBER')
  if (!input.startsWith('+') && !defaultCountry) return problem('INVALID_COUNTRY')

  try {
    const number = parsePhoneNumberWithError(input, { defaultCountry, extract: false })
    if (number.isValid()) return { ok: true, phone: number.number, country: number.country ?? null }
    // A valid number always has one of its country's lengths, so only an
    // invalid one is parsed again to tell a wrong length from wrong digits.
    const lengthProblem = validatePhoneNumberLength(input, { defaultCountry })
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

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && (FORMS as readonly string[]).includes(value)
}

/**
 * Validates a whole contact request; every problem is reported, in field
 * order, in the words of `messages`. The language is never a problem: a lead
 * must not be lost over it, so anything but a known one is read as English.
 */
export function validateContact(request: ContactRequest, messages: ContactMessages): Validation {
  const errors: FieldError[] = []
  const name = checkName(request.name, messages)
  if (!name.ok) errors.push(name.error)
  const phone = checkPhone(request.phone, request.phoneCountry, messages)
  if (!phone.ok) errors.push(phone.error)
  if (!isFormId(request.form)) errors.push(fail('form', 'UNKNOWN_FORM', messages))

  if (!name.ok || !phone.ok || !isFormId(request.form)) return { ok: false, errors }
  // Never a reason to refuse a lead: a page and campaign that are not well formed are left out.
  const landing = request.form === 'landing' ? landingOrigin(request.page, request.campaign, request.variant) : undefined
  return {
    ok: true,
    lead: { form: request.form, language: localeOr(request.language), name: name.name, phone: phone.phone, country: phone.country, ...(landing && { landing }) },
  }
}
