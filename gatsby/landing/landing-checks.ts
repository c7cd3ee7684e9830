/**
 * The rules of a landing page (content/landing/<lang>/<slug>.json), from the
 * content model (src/lib/content/landing.ts): every block is of a known
 * type, the first is the hero, the page has exactly one form, no required
 * field is empty, an image has its description and is there, the campaign
 * is an id the ads can carry; across languages, both have the same blocks in
 * the same order and the same campaign; the slug is well formed and takes
 * no address the site already has; a variant (`variantOf`) varies a page of
 * its own language that is not a variant itself, has its campaign, and
 * exists in the same languages. Pure functions: the build
 * (landing-pages.ts) reports what they find, each problem naming the file,
 * the language, the block's position (from 1) and the field.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Field, ObjectType } from '../../src/lib/content/fields'
import { ruleProblems } from '../content/checks'
import { BLOCK_TYPES, FIRST_BLOCK, LANDING, LANDING_BLOCKS, type LandingBlockType } from '../../src/lib/content/landing'
import { LOCALES, type Locale } from '../../src/lib/i18n/locales'
import { landingPath } from '../../src/lib/landing/landing'

export type LandingFile = {
  /** The file's path from the repository's root: content/landing/en/free-evaluation.json. */
  path: string
  locale: Locale
  slug: string
  /** The file's parsed JSON. */
  content: unknown
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)

/** "content/landing/en/x.json (English, en)": how every problem starts. */
export const whereIs = (file: Pick<LandingFile, 'path' | 'locale'>) => `${file.path} (${LOCALES[file.locale].name}, ${file.locale})`

const blockTypeOf = (block: unknown): string | undefined => (isObject(block) && typeof block.type === 'string' ? block.type : undefined)
const isBlockType = (type: string | undefined): type is LandingBlockType => type !== undefined && Object.hasOwn(LANDING_BLOCKS, type)

/** What is wrong with one field's value, said after its name, or nothing. */
function fieldProblems(name: string, field: Field, value: unknown): string[] {
  if (isEmpty(value)) return field.required ? [`"${name}" is required`] : []
  switch (field.kind) {
    case 'string':
    case 'text':
    case 'image':
      return typeof value === 'string' ? [] : [`"${name}" must be text (got ${JSON.stringify(value)})`]
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`"${name}" must be true or false (got ${JSON.stringify(value)})`]
    case 'strings':
      if (!Array.isArray(value)) return [`"${name}" must be a list of lines`]
      return value.flatMap((line, index) => (typeof line === 'string' && line.trim() !== '' ? [] : [`"${name}" line ${index + 1} is empty`]))
    case 'list':
      if (!Array.isArray(value)) return [`"${name}" must be a list`]
      return value.flatMap((item, index) => groupProblems(field.type, item).map((problem) => `${name} ${index + 1}: ${problem}`))
    default:
      return []
  }
}

/** Every problem of a group of fields' values: missing or empty required fields, wrong kinds, fields the group does not have. */
function groupProblems(type: ObjectType, value: unknown, ignore: readonly string[] = []): string[] {
  if (!isObject(value)) return ['must be a group of fields']
  const unknown = Object.keys(value).filter((key) => !ignore.includes(key) && !Object.hasOwn(type.fields, key))
  return [
    ...Object.entries(type.fields).flatMap(([name, field]) => fieldProblems(name, field, value[name])),
    ...unknown.map((key) => `"${key}" is not a field of this block: check its spelling`),
  ]
}

/** The rules a block's fields cannot say alone: an image needs its description and must exist; a hero with the form needs its button. */
function heroProblems(block: Json, fileDir: string): string[] {
  const problems: string[] = []
  if (!isEmpty(block.image)) {
    if (isEmpty(block.imageAlt)) problems.push('"imageAlt" is required when "image" is set: describe the image for visitors who cannot see it')
    if (typeof block.image === 'string' && !fs.existsSync(path.resolve(fileDir, block.image))) {
      problems.push(`"image" names ${block.image}, which is not there: put the file in ${LANDING.images}/ and name it ../images/<file>`)
    }
  }
  if (block.form === true && isEmpty(block.formButton)) problems.push('"formButton" is required when "form" is true: the label of the button that sends the form')
  return problems
}

/** Everything wrong with one landing page file, each naming the file, the language, the block and the field. */
export function landingProblems(file: LandingFile, root = process.cwd()): string[] {
  const where = whereIs(file)
  const { content } = file
  if (!isObject(content)) return [`${where}: the file must hold the page's fields between { }`]
  const problems: string[] = []
  // The page's own fields here; its blocks below, each by its type's fields.
  const page = Object.fromEntries(Object.entries(LANDING.type.fields).filter(([name]) => name !== 'blocks'))
  for (const [field, problem] of ruleProblems({ name: LANDING.type.name, fields: page }, content)) problems.push(`${where}: "${field}" ${problem}`)
  for (const name of ['noindex', 'draft']) {
    const value = content[name]
    if (value !== undefined && value !== null && typeof value !== 'boolean') problems.push(`${where}: "${name}" must be true or false (got ${JSON.stringify(value)})`)
  }
  if (!new RegExp(LANDING.slugRule.pattern).test(file.slug)) problems.push(`${where}: the file name "${file.slug}" ${LANDING.slugRule.message}`)

  const blocks = content.blocks
  if (!Array.isArray(blocks) || blocks.length === 0) return [...problems, `${where}: "blocks" is required: a page is a list of blocks, the hero first`]
  const fileDir = path.dirname(path.resolve(root, file.path))
  blocks.forEach((block, index) => {
    const at = `${where}: block ${index + 1}`
    const type = blockTypeOf(block)
    if (!isBlockType(type)) {
      problems.push(`${at} has ${type === undefined ? 'no "type"' : `the unknown type "${type}"`}: a block's type is one of ${BLOCK_TYPES.join(', ')}`)
      return
    }
    const found = [...groupProblems(LANDING_BLOCKS[type].type, block, ['type']), ...(type === 'hero' ? heroProblems(block as Json, fileDir) : [])]
    for (const problem of found) problems.push(`${at} (${type}): ${problem}`)
  })
  const first = blockTypeOf(blocks[0])
  if (first !== FIRST_BLOCK) problems.push(`${where}: block 1 is ${first ? `"${first}"` : 'not a block'}: the first block must be the "${FIRST_BLOCK}"`)
  const forms = blocks.flatMap((block, index) => (blockTypeOf(block) === 'form' || (blockTypeOf(block) === 'hero' && (block as Json).form === true) ? [index + 1] : []))
  if (forms.length === 0) problems.push(`${where}: the page has no form: add a "form" block, or set "form": true on the hero`)
  if (forms.length > 1) problems.push(`${where}: the page has ${forms.length} forms (blocks ${forms.join(' and ')}): a page has exactly one, a "form" block or the hero's`)
  return problems
}

/** The two languages of a page (files with the same slug): the same blocks in the same order, and the same campaign. */
export function translationProblems(files: readonly LandingFile[]): string[] {
  const slugs = [...new Set(files.map((file) => file.slug))]
  return slugs.map((slug) => files.filter((file) => file.slug === slug)).flatMap((translations) => {
    const [first, ...others] = translations
    const typesOf = (file: LandingFile) => (isObject(file.content) && Array.isArray(file.content.blocks) ? file.content.blocks.map(blockTypeOf) : [])
    const campaignOf = (file: LandingFile) => (isObject(file.content) ? file.content.campaign : undefined)
    return others.flatMap((other) => {
      const problems: string[] = []
      const [mine, theirs] = [typesOf(other), typesOf(first)]
      const differs = Array.from({ length: Math.max(mine.length, theirs.length) }, (_, index) => index).find((index) => mine[index] !== theirs[index])
      if (differs !== undefined) {
        const name = (type: string | undefined) => (type ? `"${type}"` : 'missing')
        problems.push(
          `${whereIs(other)}: block ${differs + 1} is ${name(mine[differs])} in ${LOCALES[other.locale].name} but ${name(theirs[differs])} in ${LOCALES[first.locale].name} (${first.path}): both languages must have the same blocks in the same order (${LOCALES[other.locale].name}: ${mine.join(', ')}; ${LOCALES[first.locale].name}: ${theirs.join(', ')})`,
        )
      }
      if (campaignOf(other) !== campaignOf(first)) {
        problems.push(`${whereIs(other)}: "campaign" is ${JSON.stringify(campaignOf(other))} but ${JSON.stringify(campaignOf(first))} in ${LOCALES[first.locale].name} (${first.path}): both languages of a page belong to the same campaign`)
      }
      return problems
    })
  })
}

/** A landing page whose address another page of the site already has (`taken`: addresses without a language prefix). */
export function collisionProblems(files: readonly LandingFile[], taken: readonly string[]): string[] {
  return files.flatMap((file) =>
    taken.includes(landingPath(file.slug)) ? [`${whereIs(file)}: the file name "${file.slug}" makes the address ${landingPath(file.slug, file.locale)}, which another page of the site has: choose another`] : [],
  )
}

const fieldOf = (file: LandingFile, name: string) => (isObject(file.content) ? file.content[name] : undefined)
const languagesOf = (files: readonly LandingFile[], slug: string) => files.filter((file) => file.slug === slug).map((file) => file.locale).sort()

/**
 * Each variant against its original: the original is a page of the same
 * language, not the variant itself and not a variant in turn, with the same
 * campaign; the variant exists in exactly the original's languages.
 */
export function variantProblems(files: readonly LandingFile[]): string[] {
  return files.flatMap((file) => {
    const original = fieldOf(file, 'variantOf')
    if (typeof original !== 'string' || original === '') return []
    const where = `${whereIs(file)}: "variantOf" names "${original}"`
    if (original === file.slug) return [`${where}, the page itself: a variant names the page it is tested against`]
    const twin = files.find((other) => other.slug === original && other.locale === file.locale)
    if (!twin) return [`${where}, but there is no ${LOCALES[file.locale].name} page ${landingPath(original, file.locale)} (content/landing/${file.locale}/${original}.json): a variant varies a page of its own language`]
    const problems: string[] = []
    const twice = fieldOf(twin, 'variantOf')
    if (typeof twice === 'string' && twice !== '') problems.push(`${where}, which is itself a variant of "${twice}": name the original, "${twice}" (no variant of a variant)`)
    if (fieldOf(twin, 'campaign') !== fieldOf(file, 'campaign')) {
      problems.push(`${whereIs(file)}: "campaign" is ${JSON.stringify(fieldOf(file, 'campaign'))} but ${JSON.stringify(fieldOf(twin, 'campaign'))} on its original (${twin.path}): a variant belongs to its original's campaign`)
    }
    const [mine, theirs] = [languagesOf(files, file.slug), languagesOf(files, original)]
    // Said once, by the first language's file.
    if (mine.join() !== theirs.join() && mine[0] === file.locale) {
      problems.push(`${whereIs(file)}: the variant exists in ${mine.join(', ')} but its original "${original}" in ${theirs.join(', ')}: a variant exists in the same languages as its original`)
    }
    return problems
  })
}

/** Every problem of a set of landing pages: each file's, then the languages', the addresses' and the variants'. */
export function allLandingProblems(files: readonly LandingFile[], taken: readonly string[], root = process.cwd()): string[] {
  return [...files.flatMap((file) => landingProblems(file, root)), ...translationProblems(files), ...collisionProblems(files, taken), ...variantProblems(files)]
}
