/**
 * Per-page head tags through Gatsby's Head API: title, description and the
 * canonical address built from the one `siteUrl` in gatsby-config.
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
  return (
    <>
      <html lang="en" />
      <title>{`${title} | ${site.companyName}`}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={`${siteUrl}${pathname}`} />}
      {children}
    </>
  )
}
