/**
 * The checks runner every content type's checks.ts uses as a node is
 * created: makes the node's entry (the type's nodes.ts), runs the type's
 * checks on it with an image looked for beside its file, and fails the
 * build on any problem through the one reporter (report.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { CreateNodeArgs, Node, NodePluginArgs } from 'gatsby'
import { fileOf } from './node-entry'
import { reportProblems } from './report'
import type { CheckOptions, ContentProblem } from '../../src/lib/content/check'
import type { FileNode } from './files'

export function checkNode<E>(
  { node, getNode, reporter }: Pick<CreateNodeArgs, 'node' | 'getNode' | 'reporter'>,
  entryOf: (node: Node, getNode: NodePluginArgs['getNode']) => E | undefined,
  problemsOf: (entry: E, options: CheckOptions, file: FileNode) => ContentProblem[],
) {
  const entry = entryOf(node, getNode)
  if (entry === undefined) return
  const file = fileOf(node, getNode)
  const folder = file.absolutePath ? path.dirname(file.absolutePath) : undefined
  const imageExists = folder ? (src: string) => fs.existsSync(path.resolve(folder, src)) : undefined
  reportProblems(reporter, problemsOf(entry, { imageExists }, file))
}
