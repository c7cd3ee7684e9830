/**
 * Writes `public/robots.txt`: everything may be crawled, and the sitemap is
 * named by its absolute address, built from the one `siteUrl` in
 * gatsby-config. gatsby-plugin-sitemap writes `sitemap-index.xml`; the same
 * index is also published at `/sitemap.xml`, the address crawlers and site
 * owners try first, and robots.txt names that one.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'

type SiteUrlQuery = { site?: { siteMetadata?: { siteUrl?: string | null } | null } | null }

export const SITEMAP_PATH = '/sitemap.xml'
const PLUGIN_SITEMAP_PATH = '/sitemap-index.xml'

export const robotsTxt = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${new URL(SITEMAP_PATH, siteUrl).href}\n`

export async function writeRobotsTxt({ graphql, reporter }: BuildArgs): Promise<void> {
  const { data, errors } = await graphql<SiteUrlQuery>('{ site { siteMetadata { siteUrl } } }')
  const siteUrl = data?.site?.siteMetadata?.siteUrl
  if (errors || !siteUrl) {
    reporter.panicOnBuild('robots.txt: siteMetadata.siteUrl is missing from gatsby-config.ts')
    return
  }
  const publicDir = path.join(process.cwd(), 'public')
  fs.copyFileSync(path.join(publicDir, PLUGIN_SITEMAP_PATH), path.join(publicDir, SITEMAP_PATH))
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl))
}
