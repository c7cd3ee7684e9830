/**
 * The rules of a landing page (content/landing/<lang>/<slug>.json). Each
 * file's fields by the one checker (src/lib/content/check.ts), from the
 * content model (src/lib/content/landing-model.ts): every block is of a known
 * type, no required field is empty in either language, an image has its
 * description and is there, the campaign is an id the ads can carry, the
 * slug is well formed. On top of it, what only landing pages have: the
 * first block is the hero, the page has exactly one form, a hero carrying
 * the form has its button; across files, both languages have the same
 * blocks in the same order and agree on what the model says they share
 * (LANDING.translations: the campaign, `variantOf`), the slug takes no
 * address the site already has, and a variant (`variantOf`) varies a page
 * of its own language that is not a variant itself, has its campaign, and
 * exists in the same languages.
 *
 * A file's rules are checked on its entry (nodes.ts) as its node is created
 * (checkLandingPage); the rules across files on the entries when the pages
 * are made (pages.ts). Each problem names the file, the language, the
 * block's position (from 1) and the field.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { CreateNodeArgs } from 'gatsby'
import { landingEntry } from './nodes'
import { checkNode } from '../pipeline/check-node'
import { translationProblems as itemTranslationProblems } from '../pipeline/parity'
import { languagesOf } from '../../src/lib/content/entry'
import { blockType, contentProblems, isEmpty, placed, slugProblems, type CheckOptions, type ContentProblem } from '../../src/lib/content/check'
import { FIRST_BLOCK, LANDING, isVariant, type LandingEntry } from '../../src/lib/content/landing-model'
import { LOCALES } from '../../src/lib/i18n/locales'
import { landingPath } from '../../src/lib/landing/landing'

/** A landing page as the checks read it: where it is, and what it holds (unchecked yet, so read as unknown data). */
type Page = Pick<LandingEntry, 'file' | 'language' | 'slug' | 'values'>

const placeOf = ({ file, language }: Page) => ({ file, language })
const valueOf = (page: Page, field: string) => (page.values as Record<string, unknown>)[field]

/** The rules of a page's blocks that no block says alone: the hero first, exactly one form, the hero's form with its button. */
function blockRules(blocks: readonly unknown[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  const first = blockType(blocks[0])
  if (first !== FIRST_BLOCK) problems.push({ message: `block 1 is ${first ? `"${first}"` : 'not a block'}: the first block must be the "${FIRST_BLOCK}"` })
  const carriesForm = (block: unknown) => blockType(block) === 'hero' && (block as { form?: unknown }).form === true
  blocks.forEach((block, index) => {
    if (carriesForm(block) && isEmpty((block as { formButton?: unknown }).formButton)) {
      problems.push({ block: { position: index + 1, type: 'hero' }, field: 'formButton', message: 'is required when "form" is true: the label of the button that sends the form' })
    }
  })
  const forms = blocks.flatMap((block, index) => (blockType(block) === 'form' || carriesForm(block) ? [index + 1] : []))
  if (forms.length === 0) problems.push({ message: 'the page has no form: add a "form" block, or set "form": true on the hero' })
  if (forms.length > 1) problems.push({ message: `the page has ${forms.length} forms (blocks ${forms.join(' and ')}): a page has exactly one, a "form" block or the hero's` })
  return problems
}

/** Everything wrong with one landing page file, each naming the file, the language, the block and the field. */
export function landingProblems(page: Page, options: CheckOptions = {}): ContentProblem[] {
  const blocks = valueOf(page, 'blocks')
  return placed(placeOf(page), [
    ...slugProblems(page.slug, LANDING.slugRule),
    ...contentProblems(LANDING.type, page.values, { images: LANDING.images, ...options }),
    ...(Array.isArray(blocks) && blocks.length > 0 ? blockRules(blocks) : []),
  ])
}

/** Fails the build for a landing page that breaks a rule, as its node is created; an image is looked for beside the file. */
export function checkLandingPage(args: Pick<CreateNodeArgs, 'node' | 'getNode' | 'reporter'>) {
  checkNode(args, landingEntry, landingProblems)
}

const languageName = (page: Page) => LOCALES[page.language].name

/** A page's languages have the same blocks in the same order. */
function blockOrderProblems(other: Page, first: Page): ContentProblem[] {
  const typesOf = (page: Page) => {
    const blocks = valueOf(page, 'blocks')
    return Array.isArray(blocks) ? blocks.map(blockType) : []
  }
  const [mine, theirs] = [typesOf(other), typesOf(first)]
  const differs = Array.from({ length: Math.max(mine.length, theirs.length) }, (_, index) => index).find((index) => mine[index] !== theirs[index])
  if (differs === undefined) return []
  const name = (type: string | undefined) => (type ? `"${type}"` : 'missing')
  return [
    {
      ...placeOf(other),
      message: `block ${differs + 1} is ${name(mine[differs])} in ${languageName(other)} but ${name(theirs[differs])} in ${languageName(first)} (${first.file}): both languages must have the same blocks in the same order (${languageName(other)}: ${mine.join(', ')}; ${languageName(first)}: ${theirs.join(', ')})`,
    },
  ]
}

/**
 * The languages of a page (the files the model pairs, LANDING.translations):
 * the same blocks in the same order, and the same value of each field the
 * model says they share (the campaign, the original a variant is tested against).
 */
export const translationProblems = (pages: readonly Page[]): ContentProblem[] => itemTranslationProblems(pages, LANDING.translations, blockOrderProblems)

/** A landing page whose address another page of the site already has (`taken`: addresses without a language prefix). */
export function collisionProblems(pages: readonly Page[], taken: readonly string[]): ContentProblem[] {
  return pages.flatMap((page) =>
    taken.includes(landingPath(page.slug)) ? [{ ...placeOf(page), message: `the file name "${page.slug}" makes the address ${landingPath(page.slug, page.language)}, which another page of the site has: choose another` }] : [],
  )
}

/**
 * Each variant against its original: the original is a page of the same
 * language, not the variant itself and not a variant in turn, with the same
 * campaign; the variant exists in exactly the original's languages.
 */
export function variantProblems(pages: readonly Page[]): ContentProblem[] {
  return pages.flatMap((page): ContentProblem[] => {
    if (!isVariant(page.values)) return []
    const original = page.values.variantOf
    const named = { ...placeOf(page), field: 'variantOf' }
    const names = `names "${original}"`
    if (original === page.slug) return [{ ...named, message: `${names}, the page itself: a variant names the page it is tested against` }]
    const twin = pages.find((other) => other.slug === original && other.language === page.language)
    if (!twin) return [{ ...named, message: `${names}, but there is no ${languageName(page)} page ${landingPath(original, page.language)} (content/landing/${page.language}/${original}.json): a variant varies a page of its own language` }]
    const problems: ContentProblem[] = []
    if (isVariant(twin.values)) problems.push({ ...named, message: `${names}, which is itself a variant of "${twin.values.variantOf}": name the original, "${twin.values.variantOf}" (no variant of a variant)` })
    if (valueOf(twin, 'campaign') !== valueOf(page, 'campaign')) {
      problems.push({ ...placeOf(page), field: 'campaign', message: `is ${JSON.stringify(valueOf(page, 'campaign'))} but ${JSON.stringify(valueOf(twin, 'campaign'))} on its original (${twin.file}): a variant belongs to its original's campaign` })
    }
    const [mine, theirs] = [page, twin].map((item) => languagesOf(item, pages, LANDING.translations).sort())
    // Said once, by the first language's file.
    if (mine.join() !== theirs.join() && mine[0] === page.language) {
      problems.push({ ...placeOf(page), message: `the variant exists in ${mine.join(', ')} but its original "${original}" in ${theirs.join(', ')}: a variant exists in the same languages as its original` })
    }
    return problems
  })
}

/** The addresses the site's own pages (src/pages/) take: src/pages/lp/offer.tsx is /lp/offer/. */
export function pagePathsIn(pagesDir: string): string[] {
  if (!fs.existsSync(pagesDir)) return []
  return fs.readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).flatMap((file) => {
    const match = /^(.*?)(?:index)?\.(tsx|ts|jsx|js)$/.exec(file.split(path.sep).join('/'))
    if (!match) return []
    const page = match[1].replace(/\/$/, '')
    return [page ? `/${page}/` : '/']
  })
}

/** Every problem across a set of landing pages: the languages', the addresses' and the variants'. */
export function acrossPagesProblems(pages: readonly Page[], taken: readonly string[]): ContentProblem[] {
  return [...translationProblems(pages), ...collisionProblems(pages, taken), ...variantProblems(pages)]
}
