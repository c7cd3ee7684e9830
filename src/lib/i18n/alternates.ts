/**
 * The addresses of one page in every language, for hreflang links in the
 * page's head and in the sitemap: one per language and x-default (where a
 * visitor whose language the site does not speak is sent: the English page).
 */
import { DEFAULT_LOCALE, LOCALE_CODES, localizedPath } from './locales'

export type Alternate = { hreflang: string; path: string }

export function hreflangAlternates(originalPath: string): Alternate[] {
  return [
    ...LOCALE_CODES.map((locale) => ({ hreflang: locale, path: localizedPath(originalPath, locale) })),
    { hreflang: 'x-default', path: localizedPath(originalPath, DEFAULT_LOCALE) },
  ]
}
