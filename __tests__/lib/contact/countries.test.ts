/**
 * @jest-environment node
 *
 * The country list of the phone field in each language: names in the page's
 * language, in the order the phone library shows them in that language, and
 * only countries a number can belong to.
 */
import { getCountries } from 'libphonenumber-js/max'
import { countryOptions, flagUrl } from '../../../src/lib/contact/countries'
import { UAE_IN_ARABIC, arabic, english } from '../../support/contact-messages'

const ENGLISH = countryOptions(english.countryNames, 'en')
const ARABIC = countryOptions(arabic.countryNames, 'ar')
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

test('the list holds only two-letter country codes, once each', () => {
  const values = valuesOf(ENGLISH)
  for (const notACountry of ['ZZ', 'ext', 'country', 'phone']) expect(values).not.toContain(notACountry)
  values.forEach((value) => expect(value).toMatch(/^[A-Z]{2}$/))
  expect(new Set(values).size).toBe(values.length)
})

// The locale files also name places with no phone numbering (Antarctica,
// Bouvet Island, ...) and the non-ISO codes XA and XO; offering them would
// only lead to "Choose your country", and the loaded library would list fewer.
test('every country offered, in either language, is one the phone rules and the phone library know', () => {
  expect([...valuesOf(ENGLISH)].sort()).toEqual([...getCountries()].sort())
  expect([...valuesOf(ARABIC)].sort()).toEqual([...getCountries()].sort())
})

test('flags are served from /flags by country code', () => {
  expect(flagUrl('AE')).toBe('/flags/AE.svg')
})
