/**
 * Gives every landing page node (LandingJson, from
 * content/landing/<lang>/<slug>.json) its language and slug, from its
 * folder and file name (../pipeline/files.ts), and whether it is published
 * (../pipeline/drafts.ts), as fields; the GraphQL type reads the first two
 * as `locale` and `slug` (gatsby/pipeline/sdl.ts). Its checks are
 * checks.ts's, at the same step.
 */
import type { CreateNodeArgs, Node, NodePluginArgs, ParentSpanPluginArgs } from 'gatsby'
import { isPublished, refreshPublished } from '../pipeline/drafts'
import { fileContent, fileLocation, repositoryPath, type FileNode } from '../pipeline/files'
import { LANDING } from '../../src/lib/content/landing'
import type { Locale } from '../../src/lib/i18n/locales'

/** A landing page as the checks read it: its file, language and slug, and what the file holds. */
export type LandingFile = {
  /** The file's path from the repository's root: content/landing/en/free-evaluation.json. */
  path: string
  locale: Locale
  slug: string
  /** What the file holds (its node without Gatsby's keys). */
  content: Record<string, unknown>
}

/** The landing page a node is, with its file; nothing for any other node. */
export function landingOf(node: Node, getNode: NodePluginArgs['getNode']): (LandingFile & { file: FileNode }) | undefined {
  if (node.internal.type !== LANDING.type.name || !node.parent) return undefined
  const file = (getNode(node.parent) ?? {}) as FileNode
  const location = fileLocation(file)
  return location && { path: repositoryPath(file), ...location, content: fileContent(node), file }
}

export function addLandingFields({ node, getNode, actions }: Pick<CreateNodeArgs, 'node' | 'getNode' | 'actions'>) {
  const page = landingOf(node, getNode)
  if (!page) return
  actions.createNodeField({ node, name: 'locale', value: page.locale })
  actions.createNodeField({ node, name: 'slug', value: page.slug })
  actions.createNodeField({ node, name: 'published', value: isPublished(page.content.draft) })
}

/** Says again which landing pages are published (../pipeline/drafts.ts). */
export function refreshLandingPublished(args: Pick<ParentSpanPluginArgs, 'getNodesByType' | 'actions'>) {
  refreshPublished(args, LANDING.type.name, (node) => node.draft)
}
