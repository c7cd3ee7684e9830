/**
 * Gives every content node the language of the folder its file is in
 * (content/en/home.json -> "en"), which the schema exposes as `locale`.
 * Language-neutral files at the top of content/ get none.
 */
import type { CreateNodeArgs } from 'gatsby'
import { isLocale } from '../../src/lib/i18n/locales'

export function addContentLocale({ node, getNode, actions }: CreateNodeArgs) {
  if (!node.internal.type.endsWith('Json') || !node.parent) return
  const file = getNode(node.parent) as { sourceInstanceName?: string; relativeDirectory?: string } | undefined
  if (file?.sourceInstanceName !== 'content') return
  const folder = file.relativeDirectory ?? ''
  if (isLocale(folder)) actions.createNodeField({ node, name: 'locale', value: folder })
}
