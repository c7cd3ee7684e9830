/**
 * Country names for the phone field, in English, and the order the country
 * select shows them in. The locale is pinned so the server-rendered list and
 * the browser's list are identical.
 */
import names from 'react-phone-number-input/locale/en.json'

export const COUNTRY_LOCALE = 'en'

const labels = names as Record<string, string>

export const countryName = (country: string): string => labels[country] ?? country

/**
 * Territories the locale names but that have no phone numbering of their own,
 * so libphonenumber-js (and the phone library's select) leaves them out.
 * Listed here so this file need not load the phone metadata; a unit test
 * checks the result against libphonenumber-js's own list.
 */
const NO_PHONE_NUMBERING = new Set(['AQ', 'BV', 'GS', 'HM', 'PN', 'TF', 'UM', 'XA', 'XO', 'ZZ'])

/** Every country with phone numbers, sorted the way react-phone-number-input sorts them. */
export const COUNTRY_OPTIONS: ReadonlyArray<{ value: string; label: string }> = Object.keys(labels)
  .filter((key) => /^[A-Z]{2}$/.test(key) && !NO_PHONE_NUMBERING.has(key))
  .map((value) => ({ value, label: labels[value] }))
  .sort((a, b) => a.label.localeCompare(b.label, COUNTRY_LOCALE))

export const FLAG_URL = '/flags/{XX}.svg'
export const flagUrl = (country: string) => FLAG_URL.replace('{XX}', country)

export { names as countryLabels }
