/**
 * Per-page head tags through Gatsby's Head API: title, description, the
 * canonical address built from the one `siteUrl` in gatsby-config, and the
 * share card's title, description and address. The tags every page shares
 * (share image, Organization record) are in site-head.tsx; favicon,
 * theme-color and manifest come from gatsby-plugin-manifest.
 */
import type { ReactNode } from 'react'
import { useSiteContent } from './use-site-content'

type SeoProps = {
  title: string
  description: string
  pathname: string
  /** For pages that must not be indexed, such as the 404 page. */
  noIndex?: boolean
  children?: ReactNode
}

export default function Seo({ title, description, pathname, noIndex = false, children }: SeoProps) {
  const { site, siteUrl } = useSiteContent()
  const fullTitle = `${title} | ${site.companyName}`
  const pageUrl = new URL(pathname, siteUrl).href
  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={pageUrl} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={pageUrl} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {children}
    </>
  )
}
