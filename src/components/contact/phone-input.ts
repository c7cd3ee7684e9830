/**
 * The phone library the form fetches when the visitor reaches for it
 * (phone-library.ts): the input and its metadata, in one file of their own
 * in the islands' build (gatsby/browser/islands.ts), named phone-input-*.js.
 * The small `min` metadata, the one the browser's rules read
 * (src/lib/contact/contact-rules.ts): it formats and reads every country's
 * numbers as the full set does; the contact function checks the digits and
 * the number's type with the full set and decides.
 */
export { default as PhoneInput } from 'react-phone-number-input/min'
export { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/min'
