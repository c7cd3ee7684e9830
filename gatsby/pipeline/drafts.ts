/**
 * Drafts, the same for every content type that has them (Insights
 * articles, landing pages): a file whose `draft` is true is published in
 * `gatsby develop` (editors see it) and never in a production build. Each
 * type's nodes.ts writes the answer as the node field `published`, which
 * every page, list, feed and the sitemap go by.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { ParentSpanPluginArgs } from 'gatsby'
import { isPublishedWhere } from '../../src/lib/content/entry'

/** Drafts are shown while developing and in the CMS preview only. */
export const showsDrafts = () => process.env.NODE_ENV !== 'production'

/** Whether an item whose file holds `values` is published in this build (src/lib/content/entry.ts says what a draft is). */
export const isPublished = (values: { draft?: unknown }) => isPublishedWhere(values, showsDrafts())

// Named when only articles had drafts; kept, so a cache marked before is still refused.
const DRAFTS_MARKER = path.join('.cache', 'insights-drafts-shown')

/**
 * Gatsby keeps the pages of the last run in .cache/, so a production build
 * right after `gatsby develop` (which makes drafts' pages) would publish
 * them. Development marks the cache; a production build on a marked cache
 * stops and says to clean it (Netlify's builds never run develop).
 */
export function guardDraftCache({ reporter }: Pick<ParentSpanPluginArgs, 'reporter'>) {
  if (showsDrafts()) {
    fs.mkdirSync('.cache', { recursive: true })
    fs.writeFileSync(DRAFTS_MARKER, 'gatsby develop built drafts (Insights articles, landing pages) from this cache\n')
  } else if (fs.existsSync(DRAFTS_MARKER)) {
    reporter.panicOnBuild('Drafts: .cache/ holds pages from `gatsby develop`, drafts included; run `npm run clean` before a production build, so no draft is published.')
  }
}

/**
 * Says again whether each node of `type` is published (`valuesOf` reads
 * what its file holds), before any page is made: Gatsby keeps unchanged nodes, their
 * fields included, from the last run in .cache/, so a production build
 * after `gatsby develop` would otherwise find drafts marked published.
 */
export function refreshPublished({ getNodesByType, actions }: Pick<ParentSpanPluginArgs, 'getNodesByType' | 'actions'>, type: string, valuesOf: (node: Record<string, unknown>) => { draft?: unknown }) {
  for (const node of getNodesByType(type)) {
    const published = (node.fields as { published?: boolean } | undefined)?.published
    const now = isPublished(valuesOf(node))
    if (published !== undefined && published !== now) actions.createNodeField({ node, name: 'published', value: now })
  }
}
