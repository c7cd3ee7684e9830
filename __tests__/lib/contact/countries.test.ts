/**
 * @jest-environment node
 *
 * The country list of the phone field in each language: names in the page's
 * language, in the order the phone library shows them in that language, and
 * only countries a number can belong to.
 */
import { getCountries } from 'libphonenumber-js/max'
import { OTHER_COUNTRY, PLAIN_SELECT_COUNTRIES, countryOptions, flagUrl, plainSelectOptions } from '../../../src/lib/contact/countries'
import { UAE_IN_ARABIC } from '../../support/contact-messages'

// Every country the phone library lists, as the server and the browser both have them.
const ENGLISH = countryOptions(getCountries(), 'en')
const ARABIC = countryOptions(getCountries(), 'ar')
const labelsOf = (options: typeof ENGLISH) => options.map((option) => option.label)
const valuesOf = (options: typeof ENGLISH) => options.map((option) => option.value)

test('countries are sorted by their English name, accents read as letters', () => {
  const labels = labelsOf(ENGLISH)
  expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')))
  const position = (label: string) => labels.indexOf(label)
  expect(position('Åland Islands')).toBe(position('Afghanistan') + 1)
  expect(position('Albania')).toBe(position('Åland Islands') + 1)
  expect(labels[labels.length - 1]).toBe('Zimbabwe')
})

test('the United Arab Emirates is listed under its English name', () => {
  expect(ENGLISH).toContainEqual({ value: 'AE', label: 'United Arab Emirates' })
})

// The library sorts with localeCompare in the page's language, and the
// Arabic alphabet puts every form of alef (آ أ إ ا) together: إثيوبيا
// (Ethiopia) comes between آيسلندا and أذربيجان, not after every name in أ.
test('on the Arabic page, countries are listed by their Arabic name as an Arabic reader expects', () => {
  const labels = labelsOf(ARABIC)
  expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'ar')))
  expect(labels.indexOf('إثيوبيا')).toBe(labels.indexOf('آيسلندا') + 1)
  expect(labels.indexOf('أذربيجان')).toBe(labels.indexOf('إثيوبيا') + 1)
  expect(ARABIC).toContainEqual({ value: 'AE', label: UAE_IN_ARABIC })
})

test('the list holds each country once, by its two-letter code', () => {
  const values = valuesOf(countryOptions(['AE', 'SA', 'AE'], 'en'))
  expect(values).toEqual(['SA', 'AE'])
})

test('the plain select lists the Gulf states in the order of the whole list, then another country', () => {
  for (const [locale, whole] of [
    ['en', ENGLISH],
    ['ar', ARABIC],
  ] as const) {
    const gulf = whole.filter(({ value }) => PLAIN_SELECT_COUNTRIES.has(value))
    expect(plainSelectOptions(locale, 'AE', 'Another')).toEqual([...gulf, { value: OTHER_COUNTRY, label: 'Another' }])
  }
  // A country outside the Gulf, chosen before, keeps its place in the list.
  expect(valuesOf(plainSelectOptions('en', 'GB', 'Another'))).toEqual(['BH', 'KW', 'OM', 'QA', 'SA', 'AE', 'GB', OTHER_COUNTRY])
})

// The plain select offers only countries the phone rules and the loaded
// library know, so no choice there leads to "Choose your country".
test('every country the plain select offers is one the phone rules and the phone library know', () => {
  expect([...PLAIN_SELECT_COUNTRIES].filter((code) => !getCountries().includes(code as never))).toEqual([])
})

test('flags are served from /flags by country code', () => {
  expect(flagUrl('AE')).toBe('/flags/AE.svg')
})
