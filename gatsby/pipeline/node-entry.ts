/**
 * A content node's one record (src/lib/content/entry.ts), made the same way
 * for every content type: its file's path, its language and slug from
 * where the file is (files.ts), whether this build publishes it
 * (drafts.ts) and what it holds. Each type's nodes.ts calls it for its own
 * nodes; the checks and pages read what it gives.
 */
import type { Node, NodePluginArgs } from 'gatsby'
import { showsDrafts } from './drafts'
import { fileContent, fileLocation, repositoryPath, type FileNode } from './files'
import { entryOf, type Entry } from '../../src/lib/content/entry'
import type { ObjectType } from '../../src/lib/content/fields'

/** An entry with its node's id, which a page's query asks for. */
export type NodeEntry<T extends ObjectType> = Entry<T> & { id: string }

/** The file a node was made from (gatsby-source-filesystem's File node). */
export const fileOf = (node: Node, getNode: NodePluginArgs['getNode']): FileNode => ((node.parent && getNode(node.parent)) ?? {}) as FileNode

/**
 * The entry of `node`, whose file is in a language's folder; nothing for a
 * file in none. `content` is what the file holds: a JSON file's node
 * without Gatsby's keys, unless the type says otherwise (an article's
 * front matter).
 */
export function entryOfNode<T extends ObjectType>(node: Node, getNode: NodePluginArgs['getNode'], content: Record<string, unknown> = fileContent(node)): NodeEntry<T> | undefined {
  const file = fileOf(node, getNode)
  const location = fileLocation(file)
  if (!location) return undefined
  const entry = entryOf<T>({ file: repositoryPath(file), language: location.locale, slug: location.slug }, content, showsDrafts())
  // Once the node has its `published` field (decided as it was made, said
  // again by refreshPublished), that answer is the entry's.
  const published = (node.fields as { published?: unknown } | undefined)?.published
  return { id: node.id, ...entry, ...(typeof published === 'boolean' && { published }) }
}
