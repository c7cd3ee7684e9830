/**
 * `X-Robots-Tag: noindex` for every page whose context says `noindex` (a
 * landing page kept out of search engines, the thank-you page, each
 * language's 404 page): the header keeps the page out of search engines
 * also for a crawler that does not read the HTML's head. Read from each
 * page's context as the build made it (its SitePage node), the same
 * context the head tags and the sitemap read, so the three cannot
 * disagree. The build's last step (onPostBuild) writes the rules down; the
 * Netlify adapter (gatsby/netlify/adapter.ts), which runs after it, adds
 * them to public/_headers.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { HeaderRoutes, ParentSpanPluginArgs } from 'gatsby'

type BuiltPage = { path: string; pageContext?: { noindex?: unknown } | null }

/** Where the build leaves the rules for the adapter (Gatsby's cache folder, which every build rewrites). */
export const NOINDEX_ROUTES_FILE = path.join('.cache', 'noindex-routes.json')

/** The header rule of each page whose context says noindex, by its address, in order. */
export function noindexRoutes(pages: readonly BuiltPage[]): HeaderRoutes {
  return pages
    .flatMap((page) => (page.pageContext?.noindex === true ? [page.path] : []))
    .sort()
    .map((address) => ({ path: address, headers: [{ key: 'x-robots-tag', value: 'noindex' }] }))
}

/** A page's node holds its context as `context` (GraphQL calls it `pageContext`). */
type SitePageNode = { path: string; context?: BuiltPage['pageContext'] }

/** Writes the rules of this build's pages (their SitePage nodes) for the adapter. */
export function writeNoindexRoutes({ getNodesByType }: Pick<ParentSpanPluginArgs, 'getNodesByType'>, file = NOINDEX_ROUTES_FILE) {
  const pages = (getNodesByType('SitePage') as unknown as SitePageNode[]).map((node) => ({ path: node.path, pageContext: node.context }))
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(noindexRoutes(pages), null, 1))
}

/** The rules the build wrote; a build that wrote none (it stopped before its last step) has none to add. */
export function readNoindexRoutes(file = NOINDEX_ROUTES_FILE): HeaderRoutes {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as HeaderRoutes) : []
}
