/**
 * Finishes the built site once every page exists: bundles started after the
 * first paint (paint-first.ts), robots.txt written (robots-txt.ts) and the
 * CMS at /admin/ (cms-admin.ts). The Netlify adapter runs after this and
 * hashes the final pages' inline scripts.
 */
import type { GatsbyNode } from 'gatsby'
import { writeCms } from './cms-admin'
import { runBundlesAfterPaint } from './paint-first'
import { writeRobotsTxt } from './robots-txt'

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const pages = runBundlesAfterPaint()
  args.reporter.verbose(`Bundles start after the first paint in ${pages} files`)
  await writeRobotsTxt(args)
  await writeCms(args.reporter)
}
