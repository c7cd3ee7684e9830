/**
 * The <option>s of the phone field's native country select, as HTML.
 *
 * The server writes them from the phone library's English names
 * (lib/countries.ts). The browser takes them back from the select the server
 * rendered instead of shipping the ~250 names again as JavaScript: that list
 * was a fifth of the home page's own script. A select first rendered in the
 * browser (after moving to the page without a reload) starts with its
 * country alone and gets the full list from a chunk loaded there and then.
 */
import { useEffect, useState } from 'react'
import type { CountryOption } from '../lib/countries'

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)

export const optionsHtml = (options: readonly CountryOption[], selected: string) =>
  options
    .map(({ value, label }) => `<option value="${value}"${value === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`)
    .join('')

// Gatsby sets BUILD_STAGE at build time, so webpack drops the branch the
// browser bundle never takes, and the names' module with it.
const serverOptions: readonly CountryOption[] | undefined =
  process.env.BUILD_STAGE === 'build-javascript'
    ? undefined
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- server and tests only; see above
      (require('../lib/countries') as typeof import('../lib/countries')).COUNTRY_OPTIONS

let renderedHtml: string | undefined

function initialHtml(country: string): string {
  if (serverOptions) return optionsHtml(serverOptions, country)
  renderedHtml ??= document.querySelector('select[name="phoneCountry"]')?.innerHTML || undefined
  return renderedHtml ?? optionsHtml([{ value: country, label: country }], country)
}

/** The options for a select showing `country`; the same HTML for its whole life. */
export function useCountryOptionsHtml(country: string): string {
  const [html, setHtml] = useState(() => initialHtml(country))
  useEffect(() => {
    if (serverOptions || renderedHtml) return
    import('../lib/countries').then(({ COUNTRY_OPTIONS }) => {
      renderedHtml = optionsHtml(COUNTRY_OPTIONS, country)
      setHtml(renderedHtml)
    })
    // The list is fetched once; the select's value follows the country after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return html
}
