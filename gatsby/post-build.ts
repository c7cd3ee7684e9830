/**
 * Finishes the built site once every page exists: bundles started after the
 * first paint (paint-first.ts), robots.txt (robots-txt.ts) and the Insights
 * feeds (rss-feed.ts) written, and the CMS at /admin/ (cms-admin.ts). The
 * Netlify adapter runs after this and hashes the final pages' inline scripts.
 */
import type { GatsbyNode } from 'gatsby'
import { writeCms } from './cms-admin'
import { runBundlesAfterPaint } from './paint-first'
import { writeRobotsTxt } from './robots-txt'
import { writeFeeds } from './rss-feed'

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const pages = runBundlesAfterPaint()
  args.reporter.verbose(`Bundles start after the first paint in ${pages} files`)
  await writeRobotsTxt(args)
  await writeCms(args.reporter)
  await writeFeeds(args)
}
