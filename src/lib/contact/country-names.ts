/**
 * A country's name in one of the site's languages, from the platform's own
 * CLDR data (Intl.DisplayNames): the one place the phone field's selects,
 * the contact rules' messages and the leads commands take names from, in
 * the browser, the build and the function alike. The browser ships no list
 * of names (the phone library's locale files were 2.4 KiB of gzip on an
 * English page and 2.6 on an Arabic one); the server renders the plain
 * select with the same function.
 */
import type { Locale } from '../i18n/locales'

/**
 * Codes named by CLDR's short form, the name a Gulf visitor knows them by
 * (and the one the site used before): the long form says "Palestinian
 * Territories" / "الأراضي الفلسطينية" and "Hong Kong SAR China". Elsewhere
 * the long form stays: the short one says "UK" and "US", and "Bosnia".
 */
const SHORT_NAMED = new Set(['HK', 'MO', 'PS'])

type Style = 'long' | 'short'

const displayNames = new Map<string, Intl.DisplayNames>()

function namesIn(locale: Locale, style: Style): Intl.DisplayNames {
  const key = `${locale}:${style}`
  let names = displayNames.get(key)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', style, fallback: 'none' })
    displayNames.set(key, names)
  }
  return names
}

/**
 * `code`'s name in `locale`. A code the platform cannot name (or no region
 * code at all) is shown as the code itself, as the phone library shows a
 * country its labels lack: the flag beside it still says which it is.
 */
export function countryName(code: string, locale: Locale): string {
  if (!/^[A-Z]{2}$/.test(code)) return code
  return namesIn(locale, SHORT_NAMED.has(code) ? 'short' : 'long').of(code) ?? code
}

/** The phone field's own words, from the form's copy (content/<lang>/form.json). */
export type PhoneFieldWords = { countryLabel: string; otherCountryLabel: string }

/**
 * react-phone-number-input's `labels` in `locale`: a name for each of
 * `countries`, and the two words of its own the library shows, `country`
 * (its select's accessible name) and `ZZ` (its international option, which
 * stands for the plain select's "another country", so it reads the same).
 * Its locale files also carry `phone` and `ext`, which this version of the
 * library no longer reads.
 */
export function phoneInputLabels(countries: readonly string[], locale: Locale, words: PhoneFieldWords): Record<string, string> {
  const labels: Record<string, string> = { country: words.countryLabel, ZZ: words.otherCountryLabel }
  for (const code of countries) labels[code] = countryName(code, locale)
  return labels
}
