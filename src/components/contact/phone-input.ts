/**
 * The phone library the form fetches when the visitor reaches for it
 * (phone-library.ts): the input and its metadata, in one file of their own
 * in the islands' build (gatsby/browser/islands.ts), named phone-input-*.js.
 */
export { default as PhoneInput } from 'react-phone-number-input/max'
export { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/max'
