/**
 * The contact rules' words in each language, as the server hands them to the
 * rules, and the copy files they come from: tests compare what a visitor
 * reads with content/, so an editor's change keeps them true.
 */
import arabicWords from '../../content/ar/validation.json'
import englishWords from '../../content/en/validation.json'
import { contactMessages } from '../../src/lib/leads/http/contact-server-copy'

export const english = contactMessages('en')
export const arabic = contactMessages('ar')
export { arabicWords, englishWords }

/** The United Arab Emirates as the Arabic country list names it (CLDR, through src/lib/contact/country-names.ts). */
export const UAE_IN_ARABIC = 'الإمارات العربية المتحدة'
