/**
 * Gives every node of a site content file (content/<lang>/home.json...,
 * the files of the content model's CONTENT_FILES) the language of the
 * folder its file is in (content/en/home.json -> "en"), which the schema
 * exposes as `locale`. content/site.json, in no language's folder, gets
 * none. Insights articles and landing pages get theirs in
 * gatsby/insights/nodes.ts and gatsby/landing/nodes.ts, from the same
 * helper (files.ts).
 */
import type { CreateNodeArgs } from 'gatsby'
import { fileLocation, type FileNode } from '../pipeline/files'
import { CONTENT_FILES } from '../../src/lib/content/model'

const TYPES = new Set(CONTENT_FILES.map((file) => file.type.name))

export function addContentLocale({ node, getNode, actions }: CreateNodeArgs) {
  if (!TYPES.has(node.internal.type) || !node.parent) return
  const location = fileLocation((getNode(node.parent) ?? {}) as FileNode)
  if (location) actions.createNodeField({ node, name: 'locale', value: location.locale })
}
