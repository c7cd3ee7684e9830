/**
 * Drafts, the same for every content type that has them (Insights
 * articles, landing pages): a file whose `draft` is true is published in
 * `gatsby develop` (editors see it) and never in a production build. Each
 * type's nodes.ts writes the answer as the node field `published`, which
 * every page, list, feed and the sitemap go by.
 */
import type { ParentSpanPluginArgs } from 'gatsby'
import { isPublishedWhere } from '../../src/lib/content/entry'

/** Drafts are shown while developing and in the CMS preview only. */
export const showsDrafts = () => process.env.NODE_ENV !== 'production'

/** Whether an item whose file holds `values` is published in this build (src/lib/content/entry.ts says what a draft is). */
export const isPublished = (values: { draft?: unknown }) => isPublishedWhere(values, showsDrafts())

/**
 * Says again whether each node of `type` is published (`valuesOf` reads
 * what its file holds), before any page is made: Gatsby keeps unchanged nodes, their
 * fields included, from the last run in .cache/, so a production build
 * after `gatsby develop` would otherwise find drafts marked published.
 * Such a build already starts from scratch (cache-trust.ts); this says it
 * again node by node, so no draft's fate hangs on that one check.
 */
export function refreshPublished({ getNodesByType, actions }: Pick<ParentSpanPluginArgs, 'getNodesByType' | 'actions'>, type: string, valuesOf: (node: Record<string, unknown>) => { draft?: unknown }) {
  for (const node of getNodesByType(type)) {
    const published = (node.fields as { published?: boolean } | undefined)?.published
    const now = isPublished(valuesOf(node))
    if (published !== undefined && published !== now) actions.createNodeField({ node, name: 'published', value: now })
  }
}
