/**
 * @jest-environment node
 *
 * The phone field and the contact rules name countries in the visitor's
 * language from the platform's own names (Intl.DisplayNames): every country
 * the phone rules know has a name in English and in Arabic, a code the
 * platform cannot name is shown as itself, and the field's own words come
 * from the form's copy in content/.
 */
import { getCountries } from 'libphonenumber-js/max'
import arabicForm from '../../../content/ar/form.json'
import englishForm from '../../../content/en/form.json'
import { countryName, phoneInputLabels } from '../../../src/lib/contact/country-names'
import { LOCALE_CODES } from '../../../src/lib/i18n/locales'

test('a country is named in English on the English page and in Arabic on the Arabic one', () => {
  expect(countryName('AE', 'en')).toBe('United Arab Emirates')
  expect(countryName('AE', 'ar')).toBe('الإمارات العربية المتحدة')
  expect(countryName('GB', 'en')).toBe('United Kingdom')
  expect(countryName('GB', 'ar')).toBe('المملكة المتحدة')
})

// Ascension Island, Tristan da Cunha and Kosovo have numbers (or codes) of
// their own in libphonenumber and are not ISO 3166 countries of the usual kind.
test('every country the phone rules know has a name of its own in both languages', () => {
  for (const locale of LOCALE_CODES) {
    const unnamed = getCountries().filter((code) => countryName(code, locale) === code)
    expect({ locale, unnamed }).toEqual({ locale, unnamed: [] })
  }
  expect(['AC', 'TA', 'XK'].map((code) => countryName(code, 'en'))).toEqual(['Ascension Island', 'Tristan da Cunha', 'Kosovo'])
  expect(['AC', 'TA', 'XK'].map((code) => countryName(code, 'ar'))).toEqual(['جزيرة أسينشيون', 'تريستان دا كونا', 'كوسوفو'])
})

test('Palestine and Hong Kong go by the names their visitors know, not "territories" or "SAR China"', () => {
  expect(countryName('PS', 'en')).toBe('Palestine')
  expect(countryName('PS', 'ar')).toBe('فلسطين')
  expect(countryName('HK', 'en')).toBe('Hong Kong')
  expect(countryName('MO', 'en')).toBe('Macao')
})

test('a code the platform cannot name, or no region code at all, is shown as it is', () => {
  expect(countryName('AA', 'en')).toBe('AA')
  expect(countryName('AA', 'ar')).toBe('AA')
  expect(countryName('ext', 'en')).toBe('ext')
})

test("the phone library's labels: every country named, and the field's own words from the form's copy", () => {
  for (const [locale, form] of [
    ['en', englishForm],
    ['ar', arabicForm],
  ] as const) {
    const words = { countryLabel: form.countryLabel, otherCountryLabel: form.otherCountryLabel }
    const labels = phoneInputLabels(getCountries(), locale, words)
    // `country` names the library's select; `ZZ` is its option for a number with + and its code.
    expect(labels.country).toBe(form.countryLabel)
    expect(labels.ZZ).toBe(form.otherCountryLabel)
    expect(labels.AE).toBe(countryName('AE', locale))
    expect(Object.keys(labels).sort()).toEqual([...getCountries(), 'ZZ', 'country'].sort())
  }
})
