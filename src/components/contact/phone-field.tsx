/**
 * The phone number field: a country select with flags and a number input
 * that formats as the visitor types (react-phone-number-input). Country names
 * are in the page's language; the last choice of the plain select is
 * "another country" (the number then starts with + and its code), which the
 * library shows as its international option, in the same words (its `ZZ`
 * label); the number always reads left to right, as
 * phone numbers are written in Arabic too, while the field itself mirrors
 * (the country comes first, on the right, on an Arabic page).
 *
 * Until the library has loaded (see phone-library.ts) the same markup is
 * rendered natively: a working select (the Gulf states and another country,
 * country-options.ts) and a plain tel input with the same classes, so the
 * swap causes no layout shift and nothing typed is lost.
 */
import { useMemo, type Ref } from 'react'
import type { CSSObject } from '@emotion/react'
import type { Country } from 'react-phone-number-input'
import { useCountryOptionsHtml } from './country-options'
import type { PhoneLibrary } from './phone-library'
import { useSwapFocus } from './use-phone-library'
import { FLAG_URL, OTHER_COUNTRY, flagUrl } from '../../lib/contact/country-flags'
import { phoneInputLabels } from '../../lib/contact/country-names'
import type { Locale } from '../../lib/i18n/locales'
import { colors, radii, space } from '../../theme/tokens'

export type PhoneCountry = Country | typeof OTHER_COUNTRY

type PhoneFieldProps = {
  id: string
  /** The page's language: the country names' and their order. */
  locale: Locale
  countryLabel: string
  /** The plain select's last option: a country it does not list. */
  otherCountryLabel: string
  /** What the visitor typed, or the E.164 value once the library drives the input. */
  value: string
  /** OTHER_COUNTRY when the number says its country itself (+ and the code). */
  country: PhoneCountry
  onChange: (value: string) => void
  onCountryChange: (country: PhoneCountry) => void
  library: PhoneLibrary | null
  invalid: boolean
  describedBy: string
  inputRef: Ref<HTMLInputElement>
}

// The library's own stylesheet, restated with the site's tokens; it applies
// to the native stand-in too because the class names are the same. Sides are
// logical (inline-end), so the field mirrors on an Arabic page.
export const phoneInputStyle: CSSObject = {
  '.PhoneInput': {
    display: 'flex',
    alignItems: 'stretch',
    border: `1px solid ${colors.line}`,
    borderRadius: radii.small,
    background: colors.paper,
    '&:focus-within': { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
    '&:has([aria-invalid="true"])': { borderColor: colors.error, boxShadow: `inset 0 0 0 1px ${colors.error}` },
  },
  '.PhoneInputCountry': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: space.sm,
    paddingInline: space.md,
    borderInlineEnd: `1px solid ${colors.line}`,
  },
  '.PhoneInputCountrySelect': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    zIndex: 1,
    border: 0,
    opacity: 0,
    cursor: 'pointer',
  },
  '.PhoneInputCountryIcon': { width: 27, height: 18, boxShadow: `0 0 0 1px ${colors.line}` },
  '.PhoneInputCountryIconImg': { display: 'block', width: '100%', height: '100%' },
  // A chevron pointing down, drawn with two borders turned 45 degrees: it
  // points the same way in either direction, so its physical sides stay.
  '.PhoneInputCountrySelectArrow': {
    width: 8,
    height: 8,
    borderStyle: 'solid',
    borderColor: colors.text,
    borderWidth: '0 2px 2px 0',
    transform: 'rotate(45deg) translateY(-3px)',
  },
  '.PhoneInputInput': {
    flex: 1,
    minWidth: 0,
    minHeight: 48,
    padding: `${space.sm} ${space.md}`,
    border: 0,
    borderRadius: radii.small,
    background: 'transparent',
    color: colors.text,
    outline: 'none',
  },
}

export default function PhoneField(props: PhoneFieldProps) {
  const { id, locale, countryLabel, otherCountryLabel, value, country, onChange, onCountryChange, library, invalid, describedBy, inputRef } = props
  // dir="ltr" on both inputs (the library hands unknown props to its own):
  // "+971 50 123 4567" must not be reordered on an Arabic page.
  const inputProps = {
    id,
    name: 'phone',
    autoComplete: 'tel',
    required: true,
    dir: 'ltr',
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
  }
  const optionsHtml = useCountryOptionsHtml(country, locale, otherCountryLabel)
  useSwapFocus(id, library)
  // Built once per library and words: the library sorts its options again for every new `labels`.
  const labels = useMemo(
    () => (library ? phoneInputLabels(library.countries, locale, { countryLabel, otherCountryLabel }) : {}),
    [library, locale, countryLabel, otherCountryLabel],
  )

  if (library) {
    return (
      <library.PhoneInput
        {...inputProps}
        ref={inputRef}
        value={value.startsWith('+') || country === OTHER_COUNTRY ? value : library.toValue(value, country)}
        // Read once, when the library takes over from the stand-in: show the
        // number in the form the visitor typed it, national unless they began with +.
        initialValueFormat={value.startsWith('+') ? undefined : 'national'}
        onChange={(next) => onChange(next ?? '')}
        defaultCountry={country === OTHER_COUNTRY ? undefined : country}
        onCountryChange={(next) => onCountryChange(next ?? OTHER_COUNTRY)}
        // The select's accessible name is `labels.country`, the same words as the plain select's.
        labels={labels}
        metadata={library.metadata}
        locales={locale}
        flagUrl={FLAG_URL}
        // "Another country" chosen before the library came: its international
        // option, which takes a number with + and its code, stands for it.
        addInternationalOption={country === OTHER_COUNTRY}
        // The library would move focus to the number after every change of
        // country; with the keyboard each arrow key is a change, so a visitor
        // could never get past the next country in the list.
        focusInputOnCountrySelection={false}
        countrySelectProps={{ name: 'phoneCountry' }}
      />
    )
  }

  return (
    <div className="PhoneInput">
      <div className="PhoneInputCountry">
        <select
          name="phoneCountry"
          // Which language's names it holds, for the browser to take them back (country-options.ts).
          lang={locale}
          aria-label={countryLabel}
          className="PhoneInputCountrySelect"
          value={country}
          onChange={(event) => onCountryChange(event.target.value as PhoneCountry)}
          dangerouslySetInnerHTML={{ __html: optionsHtml }}
        />
        <div aria-hidden="true" className="PhoneInputCountryIcon PhoneInputCountryIcon--border">
          {/* Decorative (the select names the country) and small: it waits behind the page's text,
              and for the form to come near the screen (on an article the form is at the end, and a flag
              fetched with the page took its share of the line before the cover had arrived). */}
          {country !== OTHER_COUNTRY && (
            <img className="PhoneInputCountryIconImg" alt="" src={flagUrl(country)} loading="lazy" {...{ fetchpriority: 'low' }} />
          )}
        </div>
        <div className="PhoneInputCountrySelectArrow" />
      </div>
      <input
        {...inputProps}
        ref={inputRef}
        type="tel"
        inputMode="tel"
        className="PhoneInputInput"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}

// Where the form has always imported it from.
export { usePhoneLibrary } from './use-phone-library'
