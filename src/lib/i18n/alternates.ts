/**
 * The addresses of one page in every language, for hreflang links in the
 * page's head and in the sitemap: one per language and x-default (where a
 * visitor whose language the site does not speak is sent: the English page).
 */
import { DEFAULT_LOCALE, LOCALE_CODES, localizedPath, type Locale } from './locales'

export type Alternate = { hreflang: string; path: string }

/**
 * A page that exists in one language only (an untranslated article) has
 * no alternates; x-default is the English page when there is one, else the
 * first language the page exists in.
 */
export function hreflangAlternates(originalPath: string, languages: readonly Locale[] = LOCALE_CODES): Alternate[] {
  if (languages.length < 2) return []
  const fallback = languages.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : languages[0]
  return [
    ...languages.map((locale) => ({ hreflang: locale, path: localizedPath(originalPath, locale) })),
    { hreflang: 'x-default', path: localizedPath(originalPath, fallback) },
  ]
}
