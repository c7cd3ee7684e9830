/**
 * Loads react-phone-number-input and its metadata on demand. The library is
 * the largest piece of JavaScript on the site; loading it when the visitor
 * reaches for the form keeps it off the first paint. Its labels are no
 * file to fetch: the field builds them (phone-field.tsx) from the browser's
 * own country names (lib/contact/country-names.ts) and its own words.
 */
import type { ComponentType } from 'react'
import type { Country, Metadata, Props as PhoneInputProps } from 'react-phone-number-input'

export type PhoneLibrary = {
  PhoneInput: ComponentType<PhoneInputProps<Record<string, unknown>> & { metadata: Metadata; labels: Record<string, string> }>
  /** The phone numbers' rules the input formats and reads with (libphonenumber's `min` set, as the form's rules). */
  metadata: Metadata
  /** Every country the metadata knows: what the library's select lists, and so what its labels must name. */
  countries: readonly Country[]
  /** Turns what a visitor typed (national or international) into the E.164 value the input takes. */
  toValue: (text: string, country: Country) => string | undefined
  /**
   * Whether the library's input, handed `text`, shows what the visitor typed.
   * It redraws a national number from its E.164 value, which only works for a
   * complete number: "050" would come back as "50".
   */
  showsAsTyped: (text: string, country: Country) => boolean
}

let loading: Promise<PhoneLibrary> | undefined

/** The library, fetched once; a failed fetch is tried again on the next call. */
export function loadPhoneLibrary(): Promise<PhoneLibrary> {
  if (loading) return loading
  const library: Promise<PhoneLibrary> = import(/* webpackChunkName: "phone-input" */ './phone-input').then((phone) => ({
    PhoneInput: phone.PhoneInput as PhoneLibrary['PhoneInput'],
    metadata: phone.metadata,
    countries: phone.countries,
    toValue: (text, country) => {
      const typing = phone.asYouType(text.trim().startsWith('+') ? undefined : country)
      typing.input(text)
      return typing.getNumberValue()
    },
    showsAsTyped: (text, country) => {
      const typed = text.trim()
      return typed === '' || typed.startsWith('+') || Boolean(phone.parsePhoneNumber(typed, country)?.isValid())
    },
  }))
  loading = library
  library.catch(() => {
    loading = undefined
  })
  return library
}
