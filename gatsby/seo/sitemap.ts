/**
 * The sitemap lists every page in every language, each entry naming the
 * page's addresses in the other languages it exists in (and x-default, the
 * English one), as the hreflang links in the pages' heads do
 * (components/head/seo.tsx). An article in one language only has no
 * alternates; every article carries the day it was last modified. Drafts
 * are never pages of a production build, so never here.
 */
import { THANK_YOU_PATH } from '../../src/lib/contact/contact-fields'
import { LOCALE_CODES, localizedPath, splitLocalePath, type Locale } from '../../src/lib/i18n/locales'
import { hreflangAlternates } from '../../src/lib/i18n/alternates'

/** Pages marked noindex: the no-JavaScript thank-you page and each language's 404 page. */
export const sitemapExcludes = () =>
  LOCALE_CODES.flatMap((locale) => [THANK_YOU_PATH, '/404/', '/404.html'].map((path) => localizedPath(path, locale)))

/** What the sitemap reads of each page: its address and its context (languages, date modified). */
export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
}`

type SitemapPage = { path: string; pageContext?: { languages?: Locale[]; modified?: string } | null }

/** One sitemap entry; `links` become <xhtml:link rel="alternate" hreflang=...>. */
export function sitemapEntry({ path, pageContext }: SitemapPage) {
  const { path: originalPath } = splitLocalePath(path)
  const links = hreflangAlternates(originalPath, pageContext?.languages ?? LOCALE_CODES).map(({ hreflang, path: href }) => ({ lang: hreflang, url: href }))
  return { url: path, links, ...(pageContext?.modified && { lastmod: pageContext.modified }) }
}
