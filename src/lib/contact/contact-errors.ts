/**
 * The problems the contact rules can find, and how each is said: every code
 * has its sentence in content/<lang>/validation.json, which reaches the rules
 * as `messages` (see contact-rules.ts). Plain TypeScript, no copy.
 */
import type { Locale } from '../i18n/locales'
import { fillTemplate } from '../i18n/text'
import { countryName } from './country-names'

export type Field = 'name' | 'phone' | 'form' | 'language'

export type ErrorCode =
  | 'NAME_REQUIRED'
  | 'NAME_NOT_TEXT'
  | 'NAME_TOO_LONG'
  | 'NAME_INVALID'
  | 'NAME_NO_LETTER'
  | 'NAME_HAS_ADDRESS'
  | 'NAME_MIXED_SCRIPTS'
  | 'PHONE_REQUIRED'
  | 'PHONE_NOT_TEXT'
  | 'NOT_A_NUMBER'
  | 'INVALID_COUNTRY'
  | 'TOO_SHORT'
  | 'TOO_LONG'
  | 'INVALID_NUMBER'
  | 'NOT_CALLED_BACK'
  | 'NON_GEOGRAPHIC'
  | 'UNKNOWN_FORM'
  | 'UNKNOWN_LANGUAGE'

export type FieldError = { field: Field; code: ErrorCode; message: string }

/** Each code's sentence in content/<lang>/validation.json. */
export const MESSAGE_KEYS = {
  NAME_REQUIRED: 'nameRequired',
  NAME_NOT_TEXT: 'nameNotText',
  NAME_TOO_LONG: 'nameTooLong',
  NAME_INVALID: 'nameInvalid',
  NAME_NO_LETTER: 'nameNoLetter',
  NAME_HAS_ADDRESS: 'nameHasAddress',
  NAME_MIXED_SCRIPTS: 'nameMixedScripts',
  PHONE_REQUIRED: 'phoneRequired',
  PHONE_NOT_TEXT: 'phoneNotText',
  NOT_A_NUMBER: 'notANumber',
  INVALID_COUNTRY: 'invalidCountry',
  TOO_SHORT: 'tooShort',
  TOO_LONG: 'tooLong',
  INVALID_NUMBER: 'invalidNumber',
  NOT_CALLED_BACK: 'notCalledBack',
  NON_GEOGRAPHIC: 'nonGeographic',
  UNKNOWN_FORM: 'unknownForm',
  UNKNOWN_LANGUAGE: 'unknownLanguage',
} as const satisfies Record<ErrorCode, string>

/**
 * One language's content/<lang>/validation.json: a sentence per code, and two
 * that say more when the rules know more (the + code no country has; the
 * country a number is not valid in, as {country}). {max} is NAME_MAX_LENGTH.
 */
export type ValidationCopy = Record<
  (typeof MESSAGE_KEYS)[ErrorCode] | 'unknownCallingCode' | 'invalidNumberForCountry',
  string
>

/** What the rules say, in one language: its sentences, and the language the countries they name are named in (country-names.ts). */
export type ContactMessages = { validation: ValidationCopy; locale: Locale }

/**
 * What a sentence may name: `max` (a number) in nameTooLong, `country` (a
 * country code, said as its name in the messages' language) in
 * invalidNumberForCountry, which INVALID_NUMBER uses when it has a country.
 */
export type ErrorDetails = { max?: number; country?: string }

function messageFor(code: ErrorCode, { validation, locale }: ContactMessages, { max, country }: ErrorDetails): string {
  if (code === 'INVALID_NUMBER' && country) {
    return fillTemplate(validation.invalidNumberForCountry, { country: countryName(country, locale) })
  }
  return fillTemplate(validation[MESSAGE_KEYS[code]], max === undefined ? {} : { max })
}

export const fail = (field: Field, code: ErrorCode, messages: ContactMessages, details: ErrorDetails = {}): FieldError => ({
  field,
  code,
  message: messageFor(code, messages, details),
})
