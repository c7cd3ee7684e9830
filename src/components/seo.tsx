/**
 * Per-page head tags through Gatsby's Head API: title, description, the
 * canonical address built from the one `siteUrl` in gatsby-config, Open
 * Graph and Twitter card tags with the brand's share image, and the
 * company's Organization record (JSON-LD) from content/site.json.
 * The favicon, theme-color and manifest links come from gatsby-plugin-manifest.
 */
import type { ReactNode } from 'react'
import { useLogo } from './use-logo'
import { useSiteContent, type SiteContent } from './use-site-content'
import { SHARE_IMAGE } from '../lib/share-image'

type SeoProps = {
  title: string
  description: string
  pathname: string
  /** For pages that must not be indexed, such as the 404 page. */
  noIndex?: boolean
  children?: ReactNode
}

/** schema.org Organization: who the company is and how to reach it. */
export function organizationSchema(site: SiteContent, siteUrl: string, logoUrl: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.companyName,
    description: site.siteDescription,
    url: new URL('/', siteUrl).href,
    ...(logoUrl ? { logo: new URL(logoUrl, siteUrl).href } : {}),
    email: site.contactEmail,
    address: site.postalAddress,
    sameAs: site.social.flatMap((link) => (link.url ? [link.url] : [])),
  }
}

// JSON is safe inside <script> once "<" cannot open a tag.
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

export default function Seo({ title, description, pathname, noIndex = false, children }: SeoProps) {
  const { site, siteUrl } = useSiteContent()
  const logo = useLogo()
  const fullTitle = `${title} | ${site.companyName}`
  const pageUrl = new URL(pathname, siteUrl).href
  const image = new URL(SHARE_IMAGE.path, siteUrl).href
  const imageAlt = `${site.companyName}: ${site.tagline}`
  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={pageUrl} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.companyName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={pageUrl} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(organizationSchema(site, siteUrl, logo.url)) }}
      />
      {children}
    </>
  )
}
