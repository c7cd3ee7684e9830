/**
 * The GraphQL types of the content, written from the content model
 * (src/lib/content/model.ts) as the SDL that schema.ts gives to `createTypes`.
 *
 * Each file is a `@dontInfer` node type named after it (home.json ->
 * HomeJson), its required fields non-null (`!`), so the generated TypeScript
 * types are exact; a language's file also gets `locale`, the folder it is in
 * (set by locale.ts), which page queries filter on. Groups of fields
 * become types of their own (HomeHero, FormSection...); a group used twice,
 * such as FormSection, is declared once. Labels and hints become the types'
 * descriptions, so a developer reads what an editor reads.
 */
import type { Field, ObjectType } from '../../src/lib/content/fields'
import { ARTICLE, CONTENT_FILES, type ContentFile } from '../../src/lib/content/model'

const SCALARS = { string: 'String', text: 'String', select: 'String', integer: 'Int', number: 'Float', boolean: 'Boolean', date: 'Date', image: 'File' } as const
// Dates can be formatted by a query; an image is the file at the path written, relative to the content file.
const DIRECTIVES: Partial<Record<Field['kind'], string>> = { date: ' @dateformat', image: ' @fileByRelativePath' }

function graphqlType(field: Field): string {
  const type =
    field.kind === 'strings' ? '[String!]' : field.kind === 'list' ? `[${field.type.name}!]` : field.kind === 'object' ? field.type.name : SCALARS[field.kind]
  return field.required ? `${type}!` : type
}

// A GraphQL string is written as a JSON one (same quotes and escapes).
const description = (text: string | undefined, indent: string) => (text ? `${indent}${JSON.stringify(text)}\n` : '')

const fieldDescription = ({ label, hint }: Field) => (hint ? `${label}: ${hint}` : label)

function typeDefinition(type: ObjectType, file?: ContentFile): string {
  const head = file ? `type ${type.name} implements Node @dontInfer {` : `type ${type.name} {`
  const locale = file?.scope === 'language' ? '  locale: String! @proxy(from: "fields.locale")\n' : ''
  const fields = Object.entries(type.fields)
    .map(([name, field]) => `${description(fieldDescription(field), '  ')}  ${name}: ${graphqlType(field)}${DIRECTIVES[field.kind] ?? ''}\n`)
    .join('')
  return `${description(file?.description, '')}${head}\n${locale}${fields}}\n`
}

/** Every group of fields used inside `type`, innermost first, each once. */
function nestedTypes(type: ObjectType, found: Map<string, ObjectType>): Map<string, ObjectType> {
  for (const field of Object.values(type.fields)) {
    if (field.kind !== 'object' && field.kind !== 'list') continue
    nestedTypes(field.type, found)
    const known = found.get(field.type.name)
    if (known && known !== field.type) throw new Error(`content model: two different groups are named ${field.type.name}`)
    found.set(field.type.name, field.type)
  }
  return found
}

/** The SDL of every content type. */
export function contentTypeDefs(files: readonly ContentFile[] = CONTENT_FILES): string {
  const nested = new Map<string, ObjectType>()
  for (const file of files) nestedTypes(file.type, nested)
  return [...[...nested.values()].map((type) => typeDefinition(type)), ...files.map((file) => typeDefinition(file.type, file))].join('\n')
}

/**
 * An Insights article: gatsby-transformer-remark's MarkdownRemark with its
 * front matter typed from the model (ARTICLE) and the fields the build adds
 * (gatsby/insights/article-nodes.ts).
 */
export function articleTypeDefs(): string {
  const nested = nestedTypes(ARTICLE.type, new Map())
  return [
    ...[...nested.values()].map((type) => typeDefinition(type)),
    typeDefinition(ARTICLE.type),
    `type ArticleFields {
  "The article's language: the folder it is in."
  locale: String!
  "The file name: the last part of its address."
  slug: String!
  "Its address, with the language prefix."
  path: String!
  "False for a draft in a production build."
  published: Boolean!
  "YYYY-MM-DD: updated, or published when never updated."
  modified: String!
  dateText: String!
  updatedText: String
  readingTime: String!
}
type MarkdownRemark implements Node {
  frontmatter: ${ARTICLE.type.name}!
  fields: ArticleFields!
}
`,
  ].join('\n')
}
