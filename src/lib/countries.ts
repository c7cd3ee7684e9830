/**
 * Country names for the phone field, in English, and the order the country
 * select shows them in. The locale is pinned so the server-rendered list and
 * the browser's list are identical.
 */
import names from 'react-phone-number-input/locale/en.json'

export { COUNTRY_LOCALE, FLAG_URL, flagUrl } from './country-flags'

const labels = names as Record<string, string>

// Compares names by their letters without accents. For these English names
// that is the order `localeCompare` gives (and the library uses), without
// loading the browser's collation data: that alone took ~25 ms of the home
// page's start-up on a fast machine.
const sortKey = (label: string) => label.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
const byName = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)

export const countryName = (country: string): string => labels[country] ?? country

export type CountryOption = { value: string; label: string }

/**
 * Territories the locale names but that have no phone numbering of their own,
 * so libphonenumber-js (and the phone library's select) leaves them out.
 * Listed here so this file need not load the phone metadata; a unit test
 * checks the result against libphonenumber-js's own list.
 */
const NO_PHONE_NUMBERING = new Set(['AQ', 'BV', 'GS', 'HM', 'PN', 'TF', 'UM', 'XA', 'XO', 'ZZ'])

/** Every country with phone numbers, sorted the way react-phone-number-input sorts them. */
export const COUNTRY_OPTIONS: readonly CountryOption[] = Object.keys(labels)
  .filter((key) => /^[A-Z]{2}$/.test(key) && !NO_PHONE_NUMBERING.has(key))
  .map((value) => ({ value, label: labels[value], key: sortKey(labels[value]) }))
  .sort(byName)
  .map(({ value, label }) => ({ value, label }))

export { names as countryLabels }
