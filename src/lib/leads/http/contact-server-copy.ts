/**
 * Every language's words for the contact function: the validation messages
 * the rules speak (content/<lang>/validation.json; the countries they name
 * are named by src/lib/contact/country-names.ts, as in the browser), and the
 * function's other answers and the no-JS answer page
 * (content/<lang>/contact-answers.json). For the server and the build only;
 * the browser loads one language on demand (contact-messages.ts).
 */
import arabicAnswers from '../../../../content/ar/contact-answers.json'
import arabicValidation from '../../../../content/ar/validation.json'
import englishAnswers from '../../../../content/en/contact-answers.json'
import englishValidation from '../../../../content/en/validation.json'
import type { ContactMessages } from '../../contact/contact-rules'
import type { Locale } from '../../i18n/locales'

/**
 * content/<lang>/contact-answers.json; {seconds} and {limit} are filled by
 * the handler. Its "$schema" key names the file's JSON Schema for editors,
 * not an answer.
 */
export type ContactAnswers = Record<Exclude<keyof typeof englishAnswers, '$schema'>, string>

// Typed against the English file and the rules' own type, so a language that
// lacks a sentence fails the type check, not a visitor.
const MESSAGES: Record<Locale, ContactMessages> = {
  en: { validation: englishValidation, locale: 'en' },
  ar: { validation: arabicValidation, locale: 'ar' },
}

const ANSWERS: Record<Locale, ContactAnswers> = { en: englishAnswers, ar: arabicAnswers }

export const contactMessages = (locale: Locale): ContactMessages => MESSAGES[locale]

export const contactAnswers = (locale: Locale): ContactAnswers => ANSWERS[locale]
