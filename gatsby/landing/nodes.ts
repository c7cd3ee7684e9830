/**
 * Makes each landing page's one record (LandingEntry, src/lib/content/landing-model.ts:
 * its file, language and slug from its folder and file name, whether it is
 * published, what it holds; ../pipeline/node-entry.ts) from its node
 * (LandingJson, from content/landing/<lang>/<slug>.json), and gives the
 * node its language, slug and `published` as fields; the GraphQL type reads
 * the first two as `locale` and `slug` (gatsby/pipeline/sdl.ts). Its checks
 * are checks.ts's, at the same step; the pages, the tracker's index of
 * landing pages and the lead index read the entries (`landingEntries`).
 */
import type { CreateNodeArgs, Node, NodePluginArgs, ParentSpanPluginArgs } from 'gatsby'
import { refreshPublished } from '../pipeline/drafts'
import { fileContent } from '../pipeline/files'
import { entryOfNode, type NodeEntry } from '../pipeline/node-entry'
import { LANDING } from '../../src/lib/content/landing-model'

/** A landing page's entry, with its node's id. */
export type LandingNodeEntry = NodeEntry<typeof LANDING.type>

/** The landing page a node is; nothing for any other node. */
export function landingEntry(node: Node, getNode: NodePluginArgs['getNode']): LandingNodeEntry | undefined {
  return node.internal.type === LANDING.type.name ? entryOfNode<typeof LANDING.type>(node, getNode) : undefined
}

/** Every landing page, published or not. */
export function landingEntries({ getNodesByType, getNode }: Pick<ParentSpanPluginArgs, 'getNodesByType' | 'getNode'>): LandingNodeEntry[] {
  return getNodesByType(LANDING.type.name).flatMap((node) => landingEntry(node, getNode) ?? [])
}

export function addLandingFields({ node, getNode, actions }: Pick<CreateNodeArgs, 'node' | 'getNode' | 'actions'>) {
  const page = landingEntry(node, getNode)
  if (!page) return
  actions.createNodeField({ node, name: 'locale', value: page.language })
  actions.createNodeField({ node, name: 'slug', value: page.slug })
  actions.createNodeField({ node, name: 'published', value: page.published })
}

/** Says again which landing pages are published (../pipeline/drafts.ts). */
export function refreshLandingPublished(args: Pick<ParentSpanPluginArgs, 'getNodesByType' | 'actions'>) {
  refreshPublished(args, LANDING.type.name, fileContent)
}
