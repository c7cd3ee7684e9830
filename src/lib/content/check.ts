/**
 * The one checker of the content model (model.ts, landing-model.ts, built with
 * fields.ts): what is wrong with a content file's values, read from the
 * fields the model gives its type. Every kind of field is checked here and
 * nowhere else: text and its rule (a slug, a campaign id, another page's
 * slug, an address, an e-mail), a choice, a number, true/false, a date, an
 * image (its description, through the field's `altField`, and its file),
 * a list of lines, a group, a list of groups, and a list of blocks, each by
 * its type's fields. A field the model requires is required in every
 * language: each language's file is checked alone.
 *
 * Each problem says where it is: the block's position (from 1) and type,
 * the field's path in the file or block ("social[1].url", "items[2].answer",
 * list items from 1 too), and what is wrong, in words an editor can act
 * on. The build (gatsby/<type>/nodes.ts) reports them with the file and
 * its language (`problemText`); what only one type has (a landing page's
 * first block, an article's body) is checked in gatsby/<type>/checks.ts,
 * on top of this. Plain functions, no Gatsby and no file system: whether an
 * image's file is there is asked of the caller (`imageExists`).
 */
import type { Field, ImageField, ObjectType, Rule, TypedListField } from './fields'
import { LOCALES, type Locale } from '../i18n/locales'

/**
 * A problem of a content item, with its place: the file (its path from the
 * repository's root) and its language, as the build adds them to what the
 * checker says (the block and the field); a problem across files names the
 * one to change. The one shape every check of every content type returns,
 * and the one the build reports (gatsby/pipeline/report.ts).
 */
export type ContentProblem = {
  /** The file's path from the repository's root: content/landing/en/free-evaluation.json. */
  file?: string
  /** The file's language; none for a file of every language (content/site.json). */
  language?: Locale
  /** In a list of blocks: the block's position from 1, and its type when it has a known one. */
  block?: { position: number; type?: string }
  /** The field's path in the file, or in its block: "title", "social[1].url", "items[2].answer". */
  field?: string
  /** What is wrong, said after the field's name: "is required", "must start with https:// (got …)". */
  message: string
}

export type CheckOptions = {
  /** Whether the file an image field names (as written, ../images/team.jpg) is there; without it, no file is looked for. */
  imageExists?: (src: string) => boolean
  /** Where this type's images go (content/landing/images), for the message about a missing one. */
  images?: string
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Left out or left empty: nothing, blank text or an empty list. */
export const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)

const got = (value: unknown) => ` (got ${JSON.stringify(value)})`

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** YYYY-MM-DD of a date field (YAML makes a Date of an unquoted one), or nothing when it is not a real day. */
export function dayOf(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10)
  if (typeof value !== 'string') return undefined
  const day = value.trim().slice(0, 10)
  if (!DAY.test(day) || !/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value.trim())) return undefined
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : undefined
}

/** Whether text follows a rule: its pattern, and its test when it has one. */
export const followsRule = (rule: Rule, value: string) => new RegExp(rule.pattern, 'u').test(value) && (!rule.test || rule.test(value))

/** What is wrong with one field's value, its path being `path`. */
function valueProblems(field: Field, value: unknown, path: string, options: CheckOptions): ContentProblem[] {
  if (isEmpty(value)) return field.required ? [{ field: path, message: 'is required' }] : []
  const wrong = (message: string): ContentProblem[] => [{ field: path, message }]
  switch (field.kind) {
    case 'string':
    case 'text':
      if (typeof value !== 'string') return wrong(`must be text${got(value)}`)
      return field.rule && !followsRule(field.rule, value) ? wrong(`${field.rule.message}${got(value)}`) : []
    case 'select':
      return typeof value === 'string' && field.options.includes(value) ? [] : wrong(`${field.message}${got(value)}`)
    case 'integer':
    case 'number': {
      const whole = field.kind === 'integer'
      if (typeof value !== 'number' || (whole && !Number.isInteger(value))) return wrong(`must be ${whole ? 'a whole number' : 'a number'}${got(value)}`)
      return field.minimum !== undefined && value < field.minimum ? wrong(`must be ${field.minimum} or more${got(value)}`) : []
    }
    case 'boolean':
      return typeof value === 'boolean' ? [] : wrong(`must be true or false${got(value)}`)
    case 'date':
      return dayOf(value) ? [] : wrong(`must be a date written YYYY-MM-DD, such as "2026-11-24"${got(value)}`)
    case 'image':
      if (typeof value !== 'string') return wrong(`must be text${got(value)}`)
      return options.imageExists && !options.imageExists(value)
        ? wrong(`names ${value}, which is not there: put the file in ${options.images ?? 'the images folder'}/ and name it ../images/<file>`)
        : []
    case 'strings':
      if (!Array.isArray(value)) return wrong('must be a list of lines')
      return value.flatMap((line, index) => (typeof line === 'string' && line.trim() !== '' ? [] : [{ field: `${path}[${index + 1}]`, message: 'is empty' }]))
    case 'object':
      return groupProblems(field.type, value, path, options, 'group')
    case 'list':
      if (!Array.isArray(value)) return wrong('must be a list')
      return value.flatMap((item, index) => groupProblems(field.type, item, `${path}[${index + 1}]`, options, 'group'))
    case 'blocks':
      return Array.isArray(value) ? blockProblems(field, value, options) : wrong('must be a list of blocks')
  }
}

/** An image set without its description (the field the model names as the image's `altField`). */
function altProblems(type: ObjectType, value: Json, at: (name: string) => string): ContentProblem[] {
  return Object.entries(type.fields).flatMap(([name, field]) => {
    if (field.kind !== 'image' || isEmpty(value[name])) return []
    const { altField } = field as ImageField
    return isEmpty(value[altField]) ? [{ field: at(altField), message: `is required when "${name}" is set: describe the image for visitors who cannot see it` }] : []
  })
}

/** Every problem of a group of fields (a file, a block, a group inside them): its fields', an image's description, and fields it does not have. */
function groupProblems(type: ObjectType, value: unknown, path: string, options: CheckOptions, noun: 'file' | 'block' | 'group', own: readonly string[] = []): ContentProblem[] {
  if (!isObject(value)) return [{ ...(path && { field: path }), message: 'must be a group of fields' }]
  const at = (name: string) => (path ? `${path}.${name}` : name)
  const unknown = Object.keys(value).filter((key) => !own.includes(key) && !Object.hasOwn(type.fields, key))
  return [
    ...Object.entries(type.fields).flatMap(([name, field]) => valueProblems(field, value[name], at(name), options)),
    ...altProblems(type, value, at),
    ...unknown.map((key) => ({ field: at(key), message: `is not a field of this ${noun}: check its spelling` })),
  ]
}

/** Each block of a list of blocks, by the fields of its type; a block of no known type says which types there are. */
function blockProblems(field: TypedListField, blocks: readonly unknown[], options: CheckOptions): ContentProblem[] {
  return blocks.flatMap((block, index) => {
    const position = index + 1
    const type = blockType(block)
    if (type === undefined || !Object.hasOwn(field.types, type)) {
      return [{ block: { position }, message: `has ${type === undefined ? 'no "type"' : `the unknown type "${type}"`}: a block's type is one of ${Object.keys(field.types).join(', ')}` }]
    }
    return groupProblems(field.types[type].type, block, '', options, 'block', ['type']).map((problem) => ({ ...problem, block: { position, type } }))
  })
}

/** A block's `type`, when it has one. */
export const blockType = (block: unknown): string | undefined => (isObject(block) && typeof block.type === 'string' ? block.type : undefined)

/** Everything wrong with a content file's values (its "$schema" key aside), by the fields of its type in the model. */
export function contentProblems(type: ObjectType, content: unknown, options: CheckOptions = {}): ContentProblem[] {
  return groupProblems(type, content, '', options, 'file', ['$schema'])
}

/** A file name that is not a slug of the type's rule: its slug is its address. */
export function slugProblems(slug: string, rule: Pick<Rule, 'pattern' | 'message'>): ContentProblem[] {
  return followsRule(rule, slug) ? [] : [{ message: `the file name "${slug}" ${rule.message}` }]
}

/** "content/landing/en/x.json (English, en)", or the path alone for a file of every language: how every problem starts. */
export const whereIs = (path: string, locale?: Locale) => (locale ? `${path} (${LOCALES[locale].name}, ${locale})` : path)

/** The problems of one file: each given the file's place. */
export const placed = (place: Pick<ContentProblem, 'file' | 'language'>, problems: readonly ContentProblem[]): ContentProblem[] =>
  problems.map((problem) => ({ ...place, ...problem }))

/** A problem as the build says it: the file and its language, the block, the field, what is wrong. */
export function problemText({ file, language, block, field, message }: ContentProblem): string {
  const inBlock = block ? `block ${block.position}${block.type ? ` (${block.type}):` : ''} ` : ''
  const where = file ? `${whereIs(file, language)}: ` : ''
  return `${where}${inBlock}${field ? `"${field}" ` : ''}${message}`
}
