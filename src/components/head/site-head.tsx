/**
 * Head tags that are the same on every page of a language: the favicon, the share card's
 * type, site name and image, and, on the language's home page, the
 * company's schema.org Organization record in that language, from
 * content/site.json and content/<lang>/layout.json. Rendered once per page on the server
 * (gatsby-ssr.tsx), so none of it is shipped to the browser as JavaScript;
 * per-page tags are in seo.tsx.
 */
import { localizedPath, type Locale } from '../../lib/i18n/locales'
import { SHARE_IMAGE, shareImagePath } from '../../lib/head/share-image'
import { BRAND_ICON_DATA_URL } from '../../theme/brand-mark'

type SiteFacts = {
  companyName: string
  contactEmail: string
  social: readonly { network: string; url?: string | null }[]
}

type LayoutFacts = { tagline: string; siteDescription: string; postalAddress: string }

type SiteHeadProps = {
  site: SiteFacts
  layout: LayoutFacts
  locale: Locale
  siteUrl: string
  /** The language's Insights feed, linked from every page of the language. */
  feed: { title: string; path: string }
  /** An article's head (insights/article-head.tsx) gives its own share card type and image. */
  isArticle?: boolean
  /**
   * The language's home page: the one page that carries the Organization
   * record, where Google asks for it. Elsewhere it was ~0.2 KB of every
   * page's gzipped HTML, which must fit a phone's first round trip (an
   * article names the agency as its author and publisher all the same).
   */
  isHome?: boolean
}

/** The largest icon gatsby-plugin-manifest draws from src/images/icon.png. */
export const ORGANIZATION_LOGO = '/icons/icon-512x512.png'

export function organizationSchema(site: SiteFacts, layout: LayoutFacts, locale: Locale, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.companyName,
    description: layout.siteDescription,
    url: new URL(localizedPath('/', locale), siteUrl).href,
    logo: new URL(ORGANIZATION_LOGO, siteUrl).href,
    email: site.contactEmail,
    address: layout.postalAddress,
    sameAs: site.social.flatMap((link) => (link.url ? [link.url] : [])),
  }
}

// JSON is safe inside <script> once "<" cannot open a tag.
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The share card's image tags, for the language's image or an article's. */
export function ShareImageTags({ image, alt }: { image: string; alt: string }) {
  return (
    <>
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
    </>
  )
}

export default function SiteHead({ site, layout, locale, siteUrl, feed, isArticle = false, isHome = false }: SiteHeadProps) {
  const image = new URL(shareImagePath(locale), siteUrl).href
  const imageAlt = `${site.companyName}: ${layout.tagline}`
  return (
    <>
      <link rel="icon" type="image/svg+xml" href={BRAND_ICON_DATA_URL} />
      {!isArticle && <meta property="og:type" content="website" />}
      <meta property="og:site_name" content={site.companyName} />
      {!isArticle && <ShareImageTags image={image} alt={imageAlt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <link rel="alternate" type="application/rss+xml" title={feed.title} href={new URL(feed.path, siteUrl).href} />
      {isHome && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(organizationSchema(site, layout, locale, siteUrl)) }} />}
    </>
  )
}
