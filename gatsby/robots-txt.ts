/**
 * Writes `public/robots.txt`: everything may be crawled, and the sitemap
 * (gatsby-plugin-sitemap) is named by its absolute address, built from the
 * one `siteUrl` in gatsby-config.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'

type SiteUrlQuery = { site?: { siteMetadata?: { siteUrl?: string | null } | null } | null }

export const SITEMAP_PATH = '/sitemap-index.xml'

export const robotsTxt = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${new URL(SITEMAP_PATH, siteUrl).href}\n`

export async function writeRobotsTxt({ graphql, reporter }: BuildArgs): Promise<void> {
  const { data, errors } = await graphql<SiteUrlQuery>('{ site { siteMetadata { siteUrl } } }')
  const siteUrl = data?.site?.siteMetadata?.siteUrl
  if (errors || !siteUrl) {
    reporter.panicOnBuild('robots.txt: siteMetadata.siteUrl is missing from gatsby-config.ts')
    return
  }
  fs.writeFileSync(path.join(process.cwd(), 'public', 'robots.txt'), robotsTxt(siteUrl))
}
