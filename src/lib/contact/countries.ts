/**
 * The country select's options in one language, named by country-names.ts:
 * in the order the phone library sorts them in that language, so the select
 * keeps its order when the library replaces the native stand-in.
 */
import type { Locale } from '../i18n/locales'

import { OTHER_COUNTRY } from './country-flags'
import { countryName } from './country-names'

export { FLAG_URL, OTHER_COUNTRY, flagUrl } from './country-flags'

export type CountryOption = { value: string; label: string }

/**
 * The countries the phone field's plain select offers before its scripts
 * (or without them): the Gulf states the agency's visitors mostly call from.
 * Every other number is typed with its + and country code, which the server
 * reads without a country (the list's last option says so, in the page's
 * language). The whole list of ~240 names made the select a seventh of an
 * article's gzipped HTML, and pushed the page past the first round trip of
 * a phone's connection; the phone library brings every country once the
 * visitor reaches for the form.
 */
export const PLAIN_SELECT_COUNTRIES: ReadonlySet<string> = new Set(['AE', 'BH', 'KW', 'OM', 'QA', 'SA'])

// English names compare by their letters without accents: the order
// `localeCompare` gives (and the library uses), without loading the
// browser's collation data, which alone took ~25 ms of the home page's
// start-up on a fast machine. Arabic has no such shortcut (its hamza forms of
// alef sort together, as no code point order has them), so it takes the
// collator: on the server, or late in the browser on an Arabic page.
const withoutAccents = (label: string) => label.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
const byCodePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** `countries`, named and sorted in `locale` as react-phone-number-input sorts its labels. */
export function countryOptions(countries: Iterable<string>, locale: Locale): CountryOption[] {
  const english = locale === 'en'
  const compare = english ? byCodePoints : new Intl.Collator(locale).compare
  return [...new Set(countries)]
    .map((value) => {
      const label = countryName(value, locale)
      return { value, label, key: english ? withoutAccents(label) : label }
    })
    .sort((a, b) => compare(a.key, b.key))
    .map(({ value, label }) => ({ value, label }))
}

/**
 * The plain select's countries (PLAIN_SELECT_COUNTRIES, and `selected` if it
 * is another), in the order the whole list has them, then the option for
 * every other country: no country, labelled `otherLabel`.
 */
export function plainSelectOptions(locale: Locale, selected: string, otherLabel: string): CountryOption[] {
  const listed = countryOptions([...PLAIN_SELECT_COUNTRIES, ...(selected === OTHER_COUNTRY ? [] : [selected])], locale)
  return [...listed, { value: OTHER_COUNTRY, label: otherLabel }]
}
