/**
 * The contact rules' words for the browser, one language at a time: the
 * page's validation messages, fetched when the visitor reaches for the form.
 * Each language is one chunk of its own, contact-messages-en or
 * contact-messages-ar, so a visitor never downloads the other language's
 * words. Country names come from the browser itself
 * (src/lib/contact/country-names.ts). The server has every language at
 * hand: src/lib/leads/http/contact-server-copy.ts.
 */
import type { ContactMessages, ValidationCopy } from '../contact/contact-rules'
import type { Locale } from '../i18n/locales'

type Loaded = { default: ValidationCopy }

// Spelled out per language, not built from `locale`: webpack makes one chunk
// per import() it can read, and a template path would bundle every file the
// pattern matches into one context, in whichever chunk asks first.
const LANGUAGES: Record<Locale, () => Promise<Loaded>> = {
  en: () => import(/* webpackChunkName: "contact-messages-en" */ '../../../content/en/validation.json'),
  ar: () => import(/* webpackChunkName: "contact-messages-ar" */ '../../../content/ar/validation.json'),
}

const loading = new Map<Locale, Promise<ContactMessages>>()

/** The messages of `locale`, fetched once; a failed fetch is tried again on the next call. */
export function loadContactMessages(locale: Locale): Promise<ContactMessages> {
  let messages = loading.get(locale)
  if (!messages) {
    messages = LANGUAGES[locale]().then((validation) => ({ validation: validation.default, locale }))
    loading.set(locale, messages)
    messages.catch(() => loading.delete(locale))
  }
  return messages
}
