/**
 * Finishes the built site once every page exists: bundles deferred
 * (defer-scripts.ts) and robots.txt written (robots-txt.ts). The Netlify
 * adapter runs after this and hashes the final pages' inline scripts.
 */
import type { GatsbyNode } from 'gatsby'
import { deferBundleScripts } from './defer-scripts'
import { writeRobotsTxt } from './robots-txt'

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const pages = deferBundleScripts()
  args.reporter.verbose(`Deferred Gatsby's bundles in ${pages} files`)
  await writeRobotsTxt(args)
}
