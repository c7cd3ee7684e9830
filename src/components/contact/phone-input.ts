/**
 * The phone library the form fetches when the visitor reaches for it
 * (phone-library.ts): the input and its metadata, in one file of their own
 * in the islands' build (gatsby/browser/build-islands.ts), named phone-input-*.js.
 * The small `min` metadata, the one the browser's rules read
 * (src/lib/contact/contact-rules.ts): it formats and reads every country's
 * numbers as the full set does; the contact function checks the digits and
 * the number's type with the full set and decides.
 *
 * Both libraries from their `core` entry points, which carry no metadata
 * and no country names of their own: the input's `min` entry would bring
 * its wrappers and its English names as default labels (a chunk of their
 * own), when the form hands it both anyway (phone-field.tsx), its names
 * from the browser (src/lib/contact/country-names.ts).
 */
import { AsYouType, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/core'
import metadata from 'libphonenumber-js/min/metadata'

export { default as PhoneInput } from 'react-phone-number-input/core'
export { metadata }

/** Every country the metadata knows, as the library's select lists them. */
export const countries = getCountries(metadata)

/** Formats `text` as it is typed, read in `country` unless it starts with +. */
export const asYouType = (country: ConstructorParameters<typeof AsYouType>[0]) => new AsYouType(country, metadata)

/** The number `text` stands for in `country`, if it reads as one. */
export const parsePhoneNumber = (text: string, country: Parameters<typeof parsePhoneNumberFromString>[1] & string) => parsePhoneNumberFromString(text, country, metadata)
