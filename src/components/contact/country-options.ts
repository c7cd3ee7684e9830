/**
 * The <option>s of the phone field's native country select, as HTML, with
 * the country names of the page's language: the Gulf states and "another
 * country" (lib/contact/countries.ts, PLAIN_SELECT_COUNTRIES), which is what
 * a visitor without JavaScript chooses from. The phone library, loaded once
 * the visitor reaches for the form, brings every country.
 *
 * The server writes them from the phone library's names in that language,
 * sorted as the library sorts them. The browser takes them back from the
 * select the server rendered instead of shipping the names again as
 * JavaScript. The select says its language (`lang`), so that a page in the
 * other language, rendered while the previous page is still on screen, never
 * takes that page's names. A select first rendered in the browser (after
 * moving to the page without a reload) starts with its country alone and
 * gets its options from its language's chunk (lib/form/contact-messages.ts)
 * there and then.
 */
import { useEffect, useState } from 'react'
import type { CountryOption } from '../../lib/contact/countries'
import type { Locale } from '../../lib/i18n/locales'
import { escapeHtml } from '../../lib/i18n/text'

export const optionsHtml = (options: readonly CountryOption[], selected: string) =>
  options
    .map(({ value, label }) => `<option value="${value}"${value === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`)
    .join('')

type OptionsFor = (locale: Locale, selected: string, otherLabel: string) => readonly CountryOption[]

function plainOptions(countries: typeof import('../../lib/contact/countries'), copy: typeof import('../../lib/leads/http/contact-server-copy')): OptionsFor {
  return (locale, selected, otherLabel) => countries.plainSelectOptions(copy.contactMessages(locale).countryNames, locale, selected, otherLabel)
}

// Gatsby sets BUILD_STAGE at build time, so webpack drops the branch the
// browser bundle never takes, and every language's names with it.
const serverOptions: OptionsFor | undefined =
  process.env.BUILD_STAGE === 'build-javascript'
    ? undefined
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- server and tests only; see above
      plainOptions(require('../../lib/contact/countries'), require('../../lib/leads/http/contact-server-copy'))

const renderedHtml = new Map<Locale, string>()

function initialHtml(country: string, locale: Locale, otherLabel: string): string {
  if (serverOptions) return optionsHtml(serverOptions(locale, country, otherLabel), country)
  if (!renderedHtml.has(locale)) {
    const rendered = document.querySelector(`select[name="phoneCountry"][lang="${locale}"]`)?.innerHTML
    if (rendered) renderedHtml.set(locale, rendered)
  }
  return renderedHtml.get(locale) ?? optionsHtml([{ value: country, label: country }], country)
}

/** The options for a select showing `country` in `locale`, the last one `otherLabel`; the same HTML for its whole life. */
export function useCountryOptionsHtml(country: string, locale: Locale, otherLabel: string): string {
  const [html, setHtml] = useState(() => initialHtml(country, locale, otherLabel))
  useEffect(() => {
    if (serverOptions || renderedHtml.has(locale)) return
    Promise.all([import('../../lib/contact/countries'), import('../../lib/form/contact-messages').then((chunk) => chunk.loadContactMessages(locale))])
      .then(([{ plainSelectOptions }, { countryNames }]) => {
        renderedHtml.set(locale, optionsHtml(plainSelectOptions(countryNames, locale, country, otherLabel), country))
        setHtml(renderedHtml.get(locale) ?? '')
      })
      // Offline: the select keeps its one country, which the form can still send.
      .catch(() => undefined)
    // The list is fetched once; the select's value follows the country after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return html
}
