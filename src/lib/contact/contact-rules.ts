/**
 * The rules for a contact request, shared by the browser form and the
 * `/api/contact` function so both always agree on what is valid and say so
 * in the same words. Plain TypeScript: no React, no Node APIs, and no copy:
 * the words come in as `messages`, in the form's language (the browser loads
 * only the page's language, src/lib/form/contact-messages.ts; the server has them
 * all, src/lib/leads/http/contact-server-copy.ts).
 */
import type { CountryCode } from 'libphonenumber-js/core'
import minMetadata from 'libphonenumber-js/min/metadata'
import { fail, type ContactMessages, type ErrorCode, type FieldError } from './contact-errors'
import { checkPhoneWith, isCountryCodeIn, type PhoneCheck, type PhoneRule } from './phone-check'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'
import { landingOrigin, type LandingOrigin } from '../landing/landing'

export type { ContactMessages, ErrorCode, Field, FieldError, ValidationCopy } from './contact-errors'
export { PHONE_MAX_INPUT_LENGTH, type PhoneCheck, type PhoneRule } from './phone-check'

/** The forms a lead can come from. */
export const FORMS = ['home', 'services', 'article', 'landing'] as const
export type FormId = (typeof FORMS)[number]

export const NAME_MAX_LENGTH = 100

export type ContactRequest = {
  name?: unknown
  phone?: unknown
  phoneCountry?: unknown
  form?: unknown
  /** The edition of the site the form is on (en, ar); absent, English. */
  language?: unknown
  /** A landing page's form only: the page's slug and its campaign. */
  page?: unknown
  campaign?: unknown
  /** A landing page's form only: the page shown, when it is a variant of `page`. */
  variant?: unknown
  /** The ad consent box (AD_CONSENT_FIELD): `on` from a browser, `true` from the site's script; read by src/lib/conversions/ad-consent.ts, never refused. */
  adConsent?: unknown
}

/**
 * Every field of ContactRequest, in the form's order: what the contact
 * function's confirmation page (for a form sent without JavaScript) carries
 * on, so a field added to the request is listed here or the type check fails.
 */
export const REQUEST_FIELDS = ['name', 'phone', 'phoneCountry', 'form', 'language', 'page', 'campaign', 'variant', 'adConsent'] as const satisfies ReadonlyArray<keyof ContactRequest>
// Fails to compile while a field of ContactRequest is missing from REQUEST_FIELDS.
export const EVERY_REQUEST_FIELD_LISTED: [Exclude<keyof ContactRequest, (typeof REQUEST_FIELDS)[number]>] extends [never] ? true : never = true

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
// (line breaks and tabs included) is folded to single spaces, and characters
// that show nothing are refused: controls, format characters such as bidi
// overrides, lone surrogates, private-use characters, Unicode's default-ignorable
// ones (zero-width spaces, the Hangul fillers U+3164, U+115F, U+1160, U+FFA0) and
// the braille blank U+2800; except the zero-width (non-)joiners that Persian
// and Arabic names need.
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cs}\p{Co}\u2800]|(?![\u200c\u200d])[\p{Cf}\p{Default_Ignorable_Code_Point}]/u
const LETTER = /\p{L}/u
const MARK = /\p{M}/u
const JOINER = /[\u200c\u200d]/u
const JOINERS = /[\u200c\u200d]/gu
// The scripts whose words need a zero-width (non-)joiner between two of
// their letters: Arabic (Persian مهر‌ناز, Urdu), Syriac, and the Indic
// scripts, where it picks a consonant's half form. Anywhere else it only
// hides something, such as a link (w‍ww.).
const JOINING_SCRIPTS = ['Arabic', 'Syriac', 'Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala'].map(
  (script) => new RegExp(`^\\p{Script=${script}}$`, 'u'),
)
// Every character that renders as a dot counts as a dot in an address, as
// a reader takes `evil·com` for evil.com: the full stops of other scripts
// and widths (ideographic 。 and its full- and half-width forms, Arabic ۔,
// Armenian ։, Syriac, Mongolian), middle dots and bullets (· ‧ • ・ ∙ ⋅),
// one-dot leaders, and the rest of what Unicode's confusables (UTS #39)
// read as . or ·, the Arabic-Indic zeros ٠ and ۰ among them
// (__tests__/lib/contact/names-and-numbers.test.ts checks that list against them).
export const DOTS =
  '.\u00b7\u0387\u0589\u06d4\u0660\u06f0\u0701\u0702\u1427\u16eb\u1803\u1809\u2022\u2024\u2027\u2219\u22c5\u2e31\u2e3c\u3002\u30fb\ua4f8\ua60e\ua78f\ufe52\uff0e\uff61\uff65\u{10101}\u{10a50}\u{1d16d}'
// One of them, as alternatives: U+1D16D is a combining mark, which a character class would join to the character before it.
const DOT = `(?:${[...DOTS].map((dot) => (dot === '.' ? '\\.' : dot)).join('|')})`
// What a name holding an address holds, each a link a spammer wants shown
// in the agency's inbox: a web address (scheme://, www., or any word.word
// whose last part is a top-level domain's 2 to 24 letters), an e-mail
// address or an @handle, or a bare IPv4 (1.2.3.4) or IPv6 (2001:db8::1,
// ::1) address.
const WEB_ADDRESS = `[a-z][a-z\\d+.-]*:\\/\\/|www${DOT}|[\\p{L}\\p{N}-]${DOT}\\p{L}{2,24}(?![\\p{L}\\p{N}])`
const EMAIL_OR_HANDLE = '\\S@\\S|@[\\p{L}\\p{N}_]'
const IPV4 = `(?<!\\p{N})\\p{Nd}{1,3}(?:${DOT}\\p{Nd}{1,3}){3}(?!\\p{N})`
const IPV6 = '(?<![\\p{L}\\p{N}:])(?=[\\da-f:]*[\\da-f])(?:[\\da-f]{1,4}|(?=::))(?::[\\da-f]{0,4}){2,7}(?![\\p{L}\\p{N}:])'
const ADDRESS = new RegExp([WEB_ADDRESS, EMAIL_OR_HANDLE, IPV4, IPV6].join('|'), 'iu')
// A letter carries at most two combining marks (an Arabic shadda and its
// vowel); more pile up over the lines around it ("Zalgo" text), which no
// name needs.
const STACKED_MARKS = /\p{M}{3}/u
// Letters that look alike across these alphabets (Latin a, Cyrillic а, Greek α)
// mixed within one word are a disguise, not a name. The function checks
// every alphabet against Unicode's look-alikes (src/lib/leads/lookalike-letters.ts).
const LOOKALIKE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u]
const mixesScripts = (word: string) => LOOKALIKE_SCRIPTS.filter((script) => script.test(word)).length > 1

/** Whether each zero-width (non-)joiner stands between two letters (the first with its marks) of one script that uses it. */
function joinersBetweenLetters(name: string): boolean {
  const characters = [...name]
  return characters.every((character, index) => {
    if (!JOINER.test(character)) return true
    let before = index - 1
    while (before > 0 && MARK.test(characters[before])) before -= 1
    const [letter, next] = [characters[before] ?? '', characters[index + 1] ?? '']
    return LETTER.test(letter) && LETTER.test(next) && JOINING_SCRIPTS.some((script) => script.test(letter) && script.test(next))
  })
}

/** The text an address is looked for in: joiners dropped (they hide nothing from a browser), compatibility forms folded (ｃｏｍ is com). */
const addressView = (name: string) => name.replace(JOINERS, '').normalize('NFKC')

export type NameCheck = { ok: true; name: string } | { ok: false; error: FieldError }
export type NameRule = (raw: unknown, messages: ContactMessages) => NameCheck

/**
 * The name as it is kept: in Unicode's composed form (NFC), so a name typed
 * on a keyboard that sends letter and mark apart (ا + ٓ) is stored, compared
 * and counted as the one letter (آ) every other keyboard sends; white space
 * folded to single spaces.
 */
export function normalizeName(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/g, ' ').trim()
}

/**
 * A name: text with at least one letter, no character that shows nothing
 * (a zero-width joiner only between two letters of a script that uses it)
 * and no letter under more than two marks, no address (web, e-mail, IP or
 * @handle), and no word mixing look-alike alphabets. Each
 * refusal says what a name may hold (content/<lang>/validation.json).
 */
export function checkName(raw: unknown, messages: ContactMessages): NameCheck {
  const problem = (code: ErrorCode, details?: { max: number }) => ({ ok: false as const, error: fail('name', code, messages, details) })
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return problem('NAME_NOT_TEXT')
  const name = typeof raw === 'string' ? normalizeName(raw) : ''
  if (!name) return problem('NAME_REQUIRED')
  if (INVISIBLE_CHARACTERS.test(name) || STACKED_MARKS.test(name)) return problem('NAME_INVALID')
  if ([...name].length > NAME_MAX_LENGTH) return problem('NAME_TOO_LONG', { max: NAME_MAX_LENGTH })
  // An address first: a bare IP address has no letter, and is refused as the address it is.
  if (ADDRESS.test(addressView(name))) return problem('NAME_HAS_ADDRESS')
  if (!LETTER.test(name)) return problem('NAME_NO_LETTER')
  if (!joinersBetweenLetters(name)) return problem('NAME_INVALID')
  if (name.split(' ').some(mixesScripts)) return problem('NAME_MIXED_SCRIPTS')
  return { ok: true, name }
}

export const isCountryCode = (value: unknown): value is CountryCode => isCountryCodeIn(minMetadata, value)

/**
 * Checks a phone number typed by a visitor, as the browser can: with
 * libphonenumber's small `min` metadata, which knows every country's codes,
 * lengths and formats but not every digit pattern nor any number's type. It
 * never refuses a number the function would take (the lengths are the same);
 * it may let through one the function then refuses, by the field, in the
 * same words: the function reads it with the full metadata (lead-checks.ts).
 */
export const checkPhone: PhoneRule = (raw, country, messages): PhoneCheck => checkPhoneWith(minMetadata, raw, country, messages)

/** How the name and the number are checked: the browser's rules here; the function's in src/lib/leads/lead-checks.ts. */
export type FieldRules = { name: NameRule; phone: PhoneRule }
const BROWSER_RULES: FieldRules = { name: checkName, phone: checkPhone }

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && (FORMS as readonly string[]).includes(value)
}

/** The language the form was on: absent means English (a client that does not say); anything else must be a language the site has. */
const knownLanguage = (language: unknown): language is Locale | undefined => language === undefined || isLocale(language)

/**
 * Validates a whole contact request; every problem is reported, in field
 * order, in the words of `messages`; the name and the number by `rules`
 * (the browser's, or the function's own). Every chosen value (the form, the
 * language) is one of the site's own, read by a typed guard, never looked up
 * in an object, so no value can reach an object's prototype.
 */
export function validateContact(request: ContactRequest, messages: ContactMessages, rules: FieldRules = BROWSER_RULES): Validation {
  const errors: FieldError[] = []
  const name = rules.name(request.name, messages)
  if (!name.ok) errors.push(name.error)
  const phone = rules.phone(request.phone, request.phoneCountry, messages)
  if (!phone.ok) errors.push(phone.error)
  const { form, language } = request
  if (!isFormId(form)) errors.push(fail('form', 'UNKNOWN_FORM', messages))
  if (!knownLanguage(language)) errors.push(fail('language', 'UNKNOWN_LANGUAGE', messages))

  if (!name.ok || !phone.ok || !isFormId(form) || !knownLanguage(language)) return { ok: false, errors }
  // Never a reason to refuse a lead: a page and campaign that are not well formed are left out.
  const landing = form === 'landing' ? landingOrigin(request.page, request.campaign, request.variant) : undefined
  return {
    ok: true,
    lead: { form, language: language ?? DEFAULT_LOCALE, name: name.name, phone: phone.phone, country: phone.country, ...(landing && { landing }) },
  }
}
