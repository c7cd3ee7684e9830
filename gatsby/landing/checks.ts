/**
 * The rules of a landing page (content/landing/<lang>/<slug>.json). Each
 * file's fields by the one checker (src/lib/content/check.ts), from the
 * content model (src/lib/content/landing.ts): every block is of a known
 * type, no required field is empty in either language, an image has its
 * description and is there, the campaign is an id the ads can carry, the
 * slug is well formed. On top of it, what only landing pages have: the
 * first block is the hero, the page has exactly one form, a hero carrying
 * the form has its button; across files, both languages have the same
 * blocks in the same order and the same campaign, the slug takes no
 * address the site already has, and a variant (`variantOf`) varies a page
 * of its own language that is not a variant itself, has its campaign, and
 * exists in the same languages.
 *
 * A file's rules are checked on its node as it is created
 * (checkLandingPage); the rules across files on the nodes when the pages
 * are made (pages.ts). Each problem names the file, the language, the
 * block's position (from 1) and the field.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { CreateNodeArgs } from 'gatsby'
import { landingOf, type LandingFile } from './nodes'
import { reportProblems } from '../pipeline/report'
import { blockType, contentProblems, isEmpty, problemText, slugProblems, whereIs, type CheckOptions, type ContentProblem } from '../../src/lib/content/check'
import { FIRST_BLOCK, LANDING } from '../../src/lib/content/landing'
import { LOCALES } from '../../src/lib/i18n/locales'
import { landingPath } from '../../src/lib/landing/landing'

const where = (file: Pick<LandingFile, 'path' | 'locale'>) => whereIs(file.path, file.locale)

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
export function landingProblems(file: LandingFile, options: CheckOptions = {}): string[] {
  const { blocks } = file.content
  const problems = [
    ...slugProblems(file.slug, LANDING.slugRule),
    ...contentProblems(LANDING.type, file.content, { images: LANDING.images, ...options }),
    ...(Array.isArray(blocks) && blocks.length > 0 ? blockRules(blocks) : []),
  ]
  return problems.map((problem) => problemText(where(file), problem))
}

/** Fails the build for a landing page that breaks a rule, as its node is created; an image is looked for beside the file. */
export function checkLandingPage({ node, getNode, reporter }: Pick<CreateNodeArgs, 'node' | 'getNode' | 'reporter'>) {
  const page = landingOf(node, getNode)
  if (!page) return
  const folder = page.file.absolutePath ? path.dirname(page.file.absolutePath) : undefined
  const imageExists = folder ? (src: string) => fs.existsSync(path.resolve(folder, src)) : undefined
  reportProblems(reporter, page, landingProblems(page, { imageExists }))
}

/** The two languages of a page (files with the same slug): the same blocks in the same order, and the same campaign. */
export function translationProblems(files: readonly LandingFile[]): string[] {
  const slugs = [...new Set(files.map((file) => file.slug))]
  return slugs.map((slug) => files.filter((file) => file.slug === slug)).flatMap((translations) => {
    const [first, ...others] = translations
    const typesOf = (file: LandingFile) => (Array.isArray(file.content.blocks) ? file.content.blocks.map(blockType) : [])
    const campaignOf = (file: LandingFile) => file.content.campaign
    return others.flatMap((other) => {
      const problems: string[] = []
      const [mine, theirs] = [typesOf(other), typesOf(first)]
      const differs = Array.from({ length: Math.max(mine.length, theirs.length) }, (_, index) => index).find((index) => mine[index] !== theirs[index])
      if (differs !== undefined) {
        const name = (type: string | undefined) => (type ? `"${type}"` : 'missing')
        problems.push(
          `${where(other)}: block ${differs + 1} is ${name(mine[differs])} in ${LOCALES[other.locale].name} but ${name(theirs[differs])} in ${LOCALES[first.locale].name} (${first.path}): both languages must have the same blocks in the same order (${LOCALES[other.locale].name}: ${mine.join(', ')}; ${LOCALES[first.locale].name}: ${theirs.join(', ')})`,
        )
      }
      if (campaignOf(other) !== campaignOf(first)) {
        problems.push(`${where(other)}: "campaign" is ${JSON.stringify(campaignOf(other))} but ${JSON.stringify(campaignOf(first))} in ${LOCALES[first.locale].name} (${first.path}): both languages of a page belong to the same campaign`)
      }
      return problems
    })
  })
}

/** A landing page whose address another page of the site already has (`taken`: addresses without a language prefix). */
export function collisionProblems(files: readonly LandingFile[], taken: readonly string[]): string[] {
  return files.flatMap((file) =>
    taken.includes(landingPath(file.slug)) ? [`${where(file)}: the file name "${file.slug}" makes the address ${landingPath(file.slug, file.locale)}, which another page of the site has: choose another`] : [],
  )
}

const fieldOf = (file: LandingFile, name: string) => file.content[name]
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
    const named = `${where(file)}: "variantOf" names "${original}"`
    if (original === file.slug) return [`${named}, the page itself: a variant names the page it is tested against`]
    const twin = files.find((other) => other.slug === original && other.locale === file.locale)
    if (!twin) return [`${named}, but there is no ${LOCALES[file.locale].name} page ${landingPath(original, file.locale)} (content/landing/${file.locale}/${original}.json): a variant varies a page of its own language`]
    const problems: string[] = []
    const twice = fieldOf(twin, 'variantOf')
    if (typeof twice === 'string' && twice !== '') problems.push(`${named}, which is itself a variant of "${twice}": name the original, "${twice}" (no variant of a variant)`)
    if (fieldOf(twin, 'campaign') !== fieldOf(file, 'campaign')) {
      problems.push(`${where(file)}: "campaign" is ${JSON.stringify(fieldOf(file, 'campaign'))} but ${JSON.stringify(fieldOf(twin, 'campaign'))} on its original (${twin.path}): a variant belongs to its original's campaign`)
    }
    const [mine, theirs] = [languagesOf(files, file.slug), languagesOf(files, original)]
    // Said once, by the first language's file.
    if (mine.join() !== theirs.join() && mine[0] === file.locale) {
      problems.push(`${where(file)}: the variant exists in ${mine.join(', ')} but its original "${original}" in ${theirs.join(', ')}: a variant exists in the same languages as its original`)
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
export function acrossPagesProblems(files: readonly LandingFile[], taken: readonly string[]): string[] {
  return [...translationProblems(files), ...collisionProblems(files, taken), ...variantProblems(files)]
}
