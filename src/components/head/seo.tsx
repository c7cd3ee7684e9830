/**
 * Per-page head tags through Gatsby's Head API: the page's language and
 * direction on <html>, title, description, the canonical address in the
 * page's language, its addresses in the other languages (hreflang) and the
 * share card's title, description, address and locale. All addresses are
 * built from the one `siteUrl` in gatsby-config. The tags every page of a
 * language shares (favicon, share image, Organization record) are in
 * site-head.tsx; theme-color and the manifest come from
 * gatsby-plugin-manifest (the manifest's link after the first paint:
 * gatsby-ssr.tsx).
 */
import type { ReactNode } from 'react'
import { useSiteFacts } from '../i18n/page-copy'
import { hreflangAlternates } from '../../lib/i18n/alternates'
import { LOCALES, localizedPath, pageLanguages, type PageContext } from '../../lib/i18n/locales'

type SeoProps = {
  title: string
  description: string
  /** The page's context: its language, its address without the language prefix, and `noindex`, which the build puts on every page (gatsby/site-content/pages.ts and each content type's pages.ts), as the sitemap and _headers read it too. */
  page: PageContext
  /** The canonical page, when it is another (a landing page's variant names its original; address without the language prefix): written even when the page is noindex. */
  canonicalPath?: string
  /** Link the page's translations (hreflang); by default only a page that is indexed does. */
  hreflang?: boolean
  children?: ReactNode
}

export default function Seo({ title, description, page, canonicalPath, hreflang = !page.noindex, children }: SeoProps) {
  const { site, siteUrl } = useSiteFacts()
  const noIndex = page.noindex
  const { locale, originalPath } = page
  const fullTitle = `${title} | ${site.companyName}`
  const address = (path: string) => new URL(path, siteUrl).href
  const pageUrl = address(localizedPath(originalPath, locale))
  return (
    <>
      <html lang={locale} dir={LOCALES[locale].dir} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex && <meta name="robots" content="noindex" />}
      {(canonicalPath || !noIndex) && <link rel="canonical" href={canonicalPath ? address(localizedPath(canonicalPath, locale)) : pageUrl} />}
      {hreflang &&
        hreflangAlternates(originalPath, pageLanguages(page)).map(({ hreflang: language, path }) => (
          <link key={language} rel="alternate" hrefLang={language} href={address(path)} />
        ))}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={pageUrl} />
      <meta property="og:locale" content={LOCALES[locale].ogLocale} />
      {pageLanguages(page).filter((code) => code !== locale).map((code) => (
        <meta key={code} property="og:locale:alternate" content={LOCALES[code].ogLocale} />
      ))}
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {children}
    </>
  )
}
