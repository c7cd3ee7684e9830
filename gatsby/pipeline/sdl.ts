/**
 * The GraphQL types of the content, written from the content model
 * (src/lib/content/model.ts) as the SDL that schema.ts gives to `createTypes`.
 *
 * Each file is a `@dontInfer` node type named after it (home.json ->
 * HomeJson), its required fields non-null (`!`), so the generated TypeScript
 * types are exact; a language's file also gets `locale`, the folder it is in
 * (set by nodes.ts), which page queries filter on. Groups of fields
 * become types of their own (HomeHero, FormSection...); a group used twice,
 * such as FormSection, is declared once. Labels and hints become the types'
 * descriptions, so a developer reads what an editor reads.
 */
import type { Field, ObjectField, ObjectType, TypedListField } from '../../src/lib/content/fields'
import { ARTICLE, CONTENT_FILES, LANDING, type ContentFile } from '../../src/lib/content/model'

const SCALARS = { string: 'String', text: 'String', select: 'String', integer: 'Int', number: 'Float', boolean: 'Boolean', date: 'Date', image: 'File' } as const
// Dates can be formatted by a query; an image is the file at the path written, relative to the content file.
const DIRECTIVES: Partial<Record<Field['kind'], string>> = { date: ' @dateformat', image: ' @fileByRelativePath' }

function graphqlType(field: Field): string {
  const type =
    field.kind === 'strings'
      ? '[String!]'
      : field.kind === 'list'
        ? `[${field.type.name}!]`
        : field.kind === 'blocks'
          ? `[${field.name}!]`
          : field.kind === 'object'
            ? field.type.name
            : SCALARS[field.kind]
  return field.required ? `${type}!` : type
}

// A GraphQL string is written as a JSON one (same quotes and escapes).
const description = (text: string | undefined, indent: string) => (text ? `${indent}${JSON.stringify(text)}\n` : '')

const fieldDescription = ({ label, hint }: Field) => (hint ? `${label}: ${hint}` : label)

function typeDefinition(type: ObjectType, file?: Pick<ContentFile, 'scope' | 'description'>, extra = ''): string {
  const head = file ? `type ${type.name} implements Node @dontInfer {` : `type ${type.name} {`
  const locale = `${file?.scope === 'language' ? '  locale: String! @proxy(from: "fields.locale")\n' : ''}${extra}`
  const fields = Object.entries(type.fields)
    .map(([name, field]) => `${description(fieldDescription(field), '  ')}  ${name}: ${graphqlType(field)}${DIRECTIVES[field.kind] ?? ''}\n`)
    .join('')
  return `${description(file?.description, '')}${head}\n${locale}${fields}}\n`
}

const capitalized = (name: string) => `${name[0].toUpperCase()}${name.slice(1)}`

/**
 * Groups of fields as one type that has every field of each, none required
 * (each group lacks some): a block's kinds as one GraphQL type, as a query
 * selects the fields of every kind it draws. Lists and groups of the same
 * name are merged in turn (`items` -> LandingBlockItems).
 */
function mergedGroup(name: string, groups: readonly ObjectType[]): ObjectType {
  const names = [...new Set(groups.flatMap((group) => Object.keys(group.fields)))]
  const fields = names.map((key): [string, Field] => {
    const found = groups.flatMap((group) => (group.fields[key] ? [group.fields[key]] : []))
    const [first] = found
    // Two kinds of the same GraphQL type (string and text) merge; lists and groups merge below.
    const clashes = (field: Field) => field.kind !== first.kind && graphqlType({ ...field, required: true }) !== graphqlType({ ...first, required: true })
    if (found.some(clashes)) {
      throw new Error(`content model: "${key}" has two different kinds in the groups merged as ${name}`)
    }
    if ((first.kind === 'list' || first.kind === 'object') && found.length > 1) {
      return [key, { ...first, required: false, type: mergedGroup(`${name}${capitalized(key)}`, found.map((field) => (field as ObjectField).type)) }]
    }
    return [key, { ...first, required: false }]
  })
  return { name, fields: Object.fromEntries(fields) }
}

/** A typed list's item as GraphQL sees it: its kind (`type`) and every kind's fields. */
const blockItemType = (field: TypedListField): ObjectType => {
  const merged = mergedGroup(field.name, Object.values(field.types).map((block) => block.type))
  const kinds = Object.keys(field.types)
  return { name: field.name, fields: { type: { kind: 'select', label: 'Block', hint: `One of ${kinds.join(', ')}.`, required: true, options: kinds, message: '' }, ...merged.fields } }
}

/** Every group of fields used inside `type`, innermost first, each once. */
function nestedTypes(type: ObjectType, found: Map<string, ObjectType>): Map<string, ObjectType> {
  for (const field of Object.values(type.fields)) {
    if (field.kind !== 'object' && field.kind !== 'list' && field.kind !== 'blocks') continue
    const inner = field.kind === 'blocks' ? blockItemType(field) : field.type
    nestedTypes(inner, found)
    const known = found.get(inner.name)
    if (known && known !== inner && field.kind !== 'blocks') throw new Error(`content model: two different groups are named ${inner.name}`)
    found.set(inner.name, inner)
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
 * (gatsby/insights/nodes.ts).
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

/**
 * A landing page (content/landing/<lang>/<slug>.json): its language and
 * slug come from its folder and file name (gatsby/landing/nodes.ts).
 */
export function landingTypeDefs(): string {
  const nested = nestedTypes(LANDING.type, new Map())
  const ids = '  "The file name: the last part of its address."\n  slug: String! @proxy(from: "fields.slug")\n'
  return [...[...nested.values()].map((type) => typeDefinition(type)), typeDefinition(LANDING.type, { scope: 'language', description: LANDING.description }, ids)].join('\n')
}
