/**
 * The sitemap lists every page in every language, each entry naming the
 * page's addresses in the other languages (and x-default, the English one),
 * as the hreflang links in the pages' heads do (components/head/seo.tsx).
 */
import { THANK_YOU_PATH } from '../src/lib/contact/contact-fields'
import { LOCALE_CODES, localizedPath, splitLocalePath } from '../src/lib/i18n/locales'
import { hreflangAlternates } from '../src/lib/i18n/alternates'

/** Pages marked noindex: the no-JavaScript thank-you page and each language's 404 page. */
export const sitemapExcludes = () =>
  LOCALE_CODES.flatMap((locale) => [THANK_YOU_PATH, '/404/', '/404.html'].map((path) => localizedPath(path, locale)))

/** One sitemap entry; `links` become <xhtml:link rel="alternate" hreflang=...>. */
export function sitemapEntry({ path }: { path: string }) {
  const { path: originalPath } = splitLocalePath(path)
  return { url: path, links: hreflangAlternates(originalPath).map(({ hreflang, path: href }) => ({ lang: hreflang, url: href })) }
}
