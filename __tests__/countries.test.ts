/**
 * @jest-environment node
 *
 * The country list of the phone field: English names, in the order the
 * phone library shows them, and only countries a number can belong to.
 */
import { getCountries } from 'libphonenumber-js/max'
import { COUNTRY_OPTIONS, countryName, flagUrl } from '../src/lib/countries'

const values = COUNTRY_OPTIONS.map((option) => option.value)

test('countries are sorted by their English name, accents read as letters', () => {
  const labels = COUNTRY_OPTIONS.map((option) => option.label)
  expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')))
  const position = (label: string) => labels.indexOf(label)
  expect(position('Åland Islands')).toBe(position('Afghanistan') + 1)
  expect(position('Albania')).toBe(position('Åland Islands') + 1)
  expect(labels[labels.length - 1]).toBe('Zimbabwe')
})

test('the United Arab Emirates is listed under its English name', () => {
  expect(COUNTRY_OPTIONS).toContainEqual({ value: 'AE', label: 'United Arab Emirates' })
  expect(countryName('AE')).toBe('United Arab Emirates')
})

test('the list holds only two-letter country codes, once each', () => {
  for (const notACountry of ['ZZ', 'ext', 'country', 'phone']) expect(values).not.toContain(notACountry)
  values.forEach((value) => expect(value).toMatch(/^[A-Z]{2}$/))
  expect(new Set(values).size).toBe(values.length)
})

// en.json also names places with no phone numbering (Antarctica, Bouvet
// Island, ...) and the non-ISO codes XA and XO; offering them would only lead
// to "Choose your country", and the loaded library would list fewer.
test('every country offered is one the phone rules and the phone library know', () => {
  expect([...values].sort()).toEqual([...getCountries()].sort())
})

test('an unknown code is shown as itself rather than as nothing', () => {
  expect(countryName('QQ')).toBe('QQ')
})

test('flags are served from /flags by country code', () => {
  expect(flagUrl('AE')).toBe('/flags/AE.svg')
})
