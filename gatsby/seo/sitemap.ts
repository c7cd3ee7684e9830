/**
 * The sitemap lists every page in every language, each entry naming the
 * page's addresses in the other languages it exists in (and x-default, the
 * English one), as the hreflang links in the pages' heads do
 * (components/head/seo.tsx). An article in one language only has no
 * alternates; every article carries the day it was last modified. Drafts
 * are never pages of a production build, so never here; nor is a page
 * kept out of search engines: every page's context says `noindex`
 * (gatsby/site-content/pages.ts for src/pages, each type's pages.ts for the rest).
 */
import { LOCALE_CODES, splitLocalePath, type Locale } from '../../src/lib/i18n/locales'
import { hreflangAlternates } from '../../src/lib/i18n/alternates'

/** What the sitemap reads of each page: its address and its context (languages, date modified). */
export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
}`

type SitemapPage = { path: string; pageContext?: { languages?: Locale[]; modified?: string; noindex?: boolean } | null }

/** The pages listed: all but those whose context marks them noindex. */
export const sitemapPages = ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) => allSitePage.nodes.filter((page) => page.pageContext?.noindex !== true)

/** One sitemap entry; `links` become <xhtml:link rel="alternate" hreflang=...>. */
export function sitemapEntry({ path, pageContext }: SitemapPage) {
  const { path: originalPath } = splitLocalePath(path)
  const links = hreflangAlternates(originalPath, pageContext?.languages ?? LOCALE_CODES).map(({ hreflang, path: href }) => ({ lang: hreflang, url: href }))
  return { url: path, links, ...(pageContext?.modified && { lastmod: pageContext.modified }) }
}
