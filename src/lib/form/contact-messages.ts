/**
 * The contact rules' words for the browser, one language at a time: the
 * page's validation messages and country names (which the phone library's
 * select shows too), fetched when the visitor reaches for the form. Each
 * language is one chunk of its own, contact-messages-en or
 * contact-messages-ar, so a visitor never downloads the other language's
 * words. The server has every language at hand: contact-server-copy.ts.
 */
import type { ContactMessages, ValidationCopy } from '../contact/contact-rules'
import type { Locale } from '../i18n/locales'

type Names = Record<string, string>
type Loaded = [{ default: ValidationCopy }, { default: Names }]

// Spelled out per language, not built from `locale`: webpack makes one chunk
// per import() it can read, and a template path would bundle every file the
// pattern matches into one context, in whichever chunk asks first.
const LANGUAGES: Record<Locale, () => Promise<Loaded>> = {
  en: () =>
    Promise.all([
      import(/* webpackChunkName: "contact-messages-en" */ '../../../content/en/validation.json'),
      import(/* webpackChunkName: "contact-messages-en" */ 'react-phone-number-input/locale/en.json'),
    ]),
  ar: () =>
    Promise.all([
      import(/* webpackChunkName: "contact-messages-ar" */ '../../../content/ar/validation.json'),
      import(/* webpackChunkName: "contact-messages-ar" */ 'react-phone-number-input/locale/ar.json'),
    ]),
}

const loading = new Map<Locale, Promise<ContactMessages>>()

/** The messages of `locale`, fetched once; a failed fetch is tried again on the next call. */
export function loadContactMessages(locale: Locale): Promise<ContactMessages> {
  let messages = loading.get(locale)
  if (!messages) {
    messages = LANGUAGES[locale]().then(([validation, names]) => ({ validation: validation.default, countryNames: names.default }))
    loading.set(locale, messages)
    messages.catch(() => loading.delete(locale))
  }
  return messages
}
