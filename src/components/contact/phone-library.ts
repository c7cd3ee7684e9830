/**
 * Loads react-phone-number-input and its metadata on demand. The library is
 * the largest piece of JavaScript on the site; loading it when the visitor
 * reaches for the form keeps it off the first paint. Its country names come
 * from the page language's chunk (lib/form/contact-messages.ts), which the form's
 * validation loads at the same moment, so they are fetched once.
 */
import type { ComponentType } from 'react'
import type { Country, Metadata, Props as PhoneInputProps } from 'react-phone-number-input'
import type { Locale } from '../../lib/i18n/locales'

export type PhoneLibrary = {
  PhoneInput: ComponentType<PhoneInputProps<Record<string, unknown>> & { metadata: Metadata; labels: Record<string, string> }>
  /** The phone numbers' rules the input formats and reads with (libphonenumber's `min` set, as the form's rules). */
  metadata: Metadata
  /** Country names in the page's language, for the library's own select. */
  labels: Record<string, string>
  /** Turns what a visitor typed (national or international) into the E.164 value the input takes. */
  toValue: (text: string, country: Country) => string | undefined
  /**
   * Whether the library's input, handed `text`, shows what the visitor typed.
   * It redraws a national number from its E.164 value, which only works for a
   * complete number: "050" would come back as "50".
   */
  showsAsTyped: (text: string, country: Country) => boolean
}

const loading = new Map<Locale, Promise<PhoneLibrary>>()

export function loadPhoneLibrary(locale: Locale): Promise<PhoneLibrary> {
  const loaded = loading.get(locale)
  if (loaded) return loaded
  const library: Promise<PhoneLibrary> = Promise.all([
    import(/* webpackChunkName: "phone-input" */ './phone-input'),
    import('../../lib/form/contact-messages').then((chunk) => chunk.loadContactMessages(locale)),
  ]).then(([phone, messages]) => ({
    PhoneInput: phone.PhoneInput as PhoneLibrary['PhoneInput'],
    metadata: phone.metadata,
    labels: messages.countryNames as Record<string, string>,
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
  loading.set(locale, library)
  library.catch(() => loading.delete(locale))
  return library
}
