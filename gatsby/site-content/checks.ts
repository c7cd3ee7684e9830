/**
 * Checks every site content file (content/site.json, content/<lang>/*.json:
 * the content model's CONTENT_FILES) as its node is created, with the one
 * checker (src/lib/content/check.ts): every required field is there in
 * each language, and every value follows its field's rule, such as an
 * allowed value (the default phone country, a social network), a whole
 * number at or above its minimum (the lead retention period, which deletes
 * leads: 0 would delete them at once), a pattern (https:// addresses, an
 * international WhatsApp number) or a test only code can make (that the
 * number exists). The build fails naming the file, its language and the
 * field, so an editor's typo never reaches visitors.
 *
 * On top of it, what one file's fields cannot say alone: each language's
 * program steps are numbered in the order listed, and insights.json names
 * every topic once. Across files, once every node exists: every language
 * has the same files, fields and placeholders (../pipeline/parity.ts).
 */
import type { CreateNodeArgs, ParentSpanPluginArgs } from 'gatsby'
import { fileContent, fileLocation, repositoryPath, type FileNode } from '../pipeline/files'
import { fileOf } from '../pipeline/node-entry'
import { contentParityProblems, type ContentByLocale, type Json } from '../pipeline/parity'
import { reportProblems } from '../pipeline/report'
import { contentProblems, placed, type ContentProblem } from '../../src/lib/content/check'
import { CONTENT_FILES } from '../../src/lib/content/model'
import { TOPICS, type TopicName } from '../../src/lib/content/topics'

/**
 * The program's steps are shown in the order the file lists them, each with
 * its `number` in the circle, so the numbers must run 1, 2, 3... in that
 * order: an editor who moves a step in the CMS is told to renumber, instead
 * of the site showing 1, 3, 2.
 */
export function stepOrderProblems(steps: readonly { number?: unknown }[]): ContentProblem[] {
  return steps.flatMap((step, index) =>
    step.number === index + 1
      ? []
      : [{ field: `steps[${index + 1}].number`, message: `is ${JSON.stringify(step.number)}, but it is step ${index + 1} in the list: number the steps 1 to ${steps.length} in the order they are listed` }],
  )
}

/** Each topic named once in a language's insights.json: a topic without a name would show as its id. */
export function topicNameProblems(topics: readonly Partial<TopicName>[]): ContentProblem[] {
  return TOPICS.flatMap((topic) => {
    const count = topics.filter((entry) => entry.topic === topic).length
    return count === 1 ? [] : [{ field: 'topics', message: count === 0 ? `has no name for the topic "${topic}": add one` : `names the topic "${topic}" ${count} times: keep one` }]
  })
}

/** The rules of one file beyond its fields', by its model's type. */
const TYPE_RULES: Record<string, (content: Record<string, unknown>) => ContentProblem[]> = {
  StepsJson: (content) => (Array.isArray(content.steps) ? stepOrderProblems(content.steps) : []),
  InsightsJson: (content) => (Array.isArray(content.topics) ? topicNameProblems(content.topics) : []),
}

export function checkContent({ node, getNode, reporter }: CreateNodeArgs) {
  const model = CONTENT_FILES.find((file) => file.type.name === node.internal.type)
  if (!model) return
  const file = ((node.parent && getNode(node.parent)) ?? { name: model.name }) as FileNode
  const content = fileContent(node)
  const problems = [...contentProblems(model.type, content), ...(TYPE_RULES[model.type.name]?.(content) ?? [])]
  reportProblems(reporter, placed({ file: repositoryPath(file), language: fileLocation(file)?.locale }, problems))
}

/** Each language's content files, from their nodes: { en: { 'home.json': {...} }, ar: {...} }. */
export function contentOfNodes({ getNodesByType, getNode }: Pick<ParentSpanPluginArgs, 'getNodesByType' | 'getNode'>): ContentByLocale {
  const content: ContentByLocale = {}
  for (const file of CONTENT_FILES.filter((candidate) => candidate.scope === 'language')) {
    for (const node of getNodesByType(file.type.name)) {
      const locale = fileLocation(fileOf(node, getNode))?.locale
      if (locale) content[locale] = { ...content[locale], [`${file.name}.json`]: fileContent(node) as Json }
    }
  }
  return content
}

/** Fails the build where the languages' site content differs. */
export function checkContentParity(args: Pick<ParentSpanPluginArgs, 'getNodesByType' | 'getNode' | 'reporter'>) {
  reportProblems(args.reporter, contentParityProblems(contentOfNodes(args)), "The languages' content differs")
}
