/**
 * @jest-environment node
 *
 * The build refuses a landing page that breaks a rule of the content
 * contract, naming the file, the language, the block's position (from 1)
 * and the field: each rule is tried with a page that breaks it and nothing
 * else, in either language. A file's rules are checked on its node
 * (landingProblems, through the one checker); the rules across files when
 * the pages are made (acrossPagesProblems).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as checks from '../../../gatsby/landing/checks'
import { problemText } from '../../../src/lib/content/check'
import { BLOCK_TYPES, type LandingEntry } from '../../../src/lib/content/landing-model'

type Page = Pick<LandingEntry, 'file' | 'language' | 'slug' | 'values'>
const { pagePathsIn } = checks
// Each problem as the build says it: file and language, block, field, what is wrong.
const landingProblems = (...args: Parameters<typeof checks.landingProblems>) => checks.landingProblems(...args).map(problemText)
const acrossPagesProblems = (...args: Parameters<typeof checks.acrossPagesProblems>) => checks.acrossPagesProblems(...args).map(problemText)
const translationProblems = (...args: Parameters<typeof checks.translationProblems>) => checks.translationProblems(...args).map(problemText)
const collisionProblems = (...args: Parameters<typeof checks.collisionProblems>) => checks.collisionProblems(...args).map(problemText)

type Block = Record<string, unknown>

const englishBlocks: Block[] = [
  { type: 'hero', heading: 'Get an honest picture of your marketing', pitch: 'A strategist studies your numbers with you.', points: ['Free'] },
  { type: 'benefits', heading: 'What we look at', items: [{ title: 'Who buys', text: 'Your customers.' }] },
  { type: 'faq', heading: 'Questions', items: [{ question: 'Is it free?', answer: 'Yes.' }] },
  { type: 'form', heading: 'Book it', intro: 'Leave your number.', button: 'Book my evaluation' },
]
const arabicBlocks: Block[] = [
  { type: 'hero', heading: 'صورة صادقة عن تسويقك', pitch: 'يدرس معك مستشار أرقامك.' },
  { type: 'benefits', heading: 'ما ننظر فيه', items: [{ title: 'من يشتري', text: 'عملاؤك.' }] },
  { type: 'faq', heading: 'أسئلة', items: [{ question: 'هل هو مجاني؟', answer: 'نعم.' }] },
  { type: 'form', heading: 'احجز', intro: 'اترك رقمك.', button: 'احجز تقييمي' },
]

const page = (locale: 'en' | 'ar', change: Record<string, unknown> = {}, slug = 'free-evaluation'): Page => ({
  file: `content/landing/${locale}/${slug}.json`,
  language: locale,
  slug,
  values: {
    $schema: '../../schemas/landing.schema.json',
    title: locale === 'en' ? 'Free evaluation' : 'تقييم مجاني',
    description: locale === 'en' ? 'A free look at your marketing.' : 'نظرة مجانية على تسويقك.',
    campaign: 'free-evaluation-2026q4',
    noindex: true,
    draft: false,
    blocks: locale === 'en' ? englishBlocks : arabicBlocks,
    ...change,
  } as unknown as Page['values'],
})

/** The page with block `position` (from 1) changed, or replaced when `block` is a whole block. */
const withBlock = (locale: 'en' | 'ar', position: number, change: Block, replace = false): Page => {
  const blocks = (locale === 'en' ? englishBlocks : arabicBlocks).map((block, index) => (index === position - 1 ? (replace ? change : { ...block, ...change }) : block))
  return page(locale, { blocks })
}

const EN = 'content/landing/en/free-evaluation.json (English, en)'
const AR = 'content/landing/ar/free-evaluation.json (العربية, ar)'

test('a complete page in both languages passes', () => {
  const pages = [page('en'), page('ar')]
  expect([...pages.flatMap((file) => landingProblems(file)), ...acrossPagesProblems(pages, ['/', '/ourservices/'])]).toEqual([])
})

test('an unknown block type fails, naming the block and listing the types', () => {
  expect(landingProblems(withBlock('ar', 3, { type: 'faqs' }))).toEqual([
    `${AR}: block 3 has the unknown type "faqs": a block's type is one of hero, benefits, program, stats, quotes, faq, cta, form`,
  ])
})

test('a block without a type fails', () => {
  expect(landingProblems(withBlock('en', 2, { heading: 'What we look at', items: [] }, true))).toEqual([`${EN}: block 2 has no "type": a block's type is one of hero, benefits, program, stats, quotes, faq, cta, form`])
})

test('a page whose first block is not the hero fails', () => {
  const blocks = [englishBlocks[1], englishBlocks[0], ...englishBlocks.slice(2)]
  expect(landingProblems(page('en', { blocks }))).toEqual([`${EN}: block 1 is "benefits": the first block must be the "hero"`])
})

test('a page without a form fails and says how to add one', () => {
  expect(landingProblems(page('en', { blocks: englishBlocks.slice(0, 3) }))).toEqual([`${EN}: the page has no form: add a "form" block, or set "form": true on the hero`])
})

test('a page with two forms fails, naming both blocks: a form block and a hero carrying the form', () => {
  expect(landingProblems(withBlock('ar', 1, { form: true, formButton: 'احجز' }))).toEqual([
    `${AR}: the page has 2 forms (blocks 1 and 4): a page has exactly one, a "form" block or the hero's`,
  ])
})

test('a hero carrying the form is the page\'s one form, and needs its button label', () => {
  const blocks = [{ ...englishBlocks[0], form: true, formButton: 'Book' }, ...englishBlocks.slice(1, 3)]
  expect(landingProblems(page('en', { blocks }))).toEqual([])
  expect(landingProblems(page('en', { blocks: [{ ...blocks[0], formButton: '' }, ...blocks.slice(1)] }))).toEqual([
    `${EN}: block 1 (hero): "formButton" is required when "form" is true: the label of the button that sends the form`,
  ])
})

test.each([
  ['en', 1, 'heading'],
  ['ar', 1, 'pitch'],
  ['en', 4, 'button'],
  ['ar', 4, 'intro'],
] as const)('an empty required field fails in %s, naming block %i and "%s"', (locale, position, field) => {
  const [block] = [withBlock(locale, position, { [field]: '  ' })]
  const type = (locale === 'en' ? englishBlocks : arabicBlocks)[position - 1].type
  expect(landingProblems(block)).toEqual([`${locale === 'en' ? EN : AR}: block ${position} (${type}): "${field}" is required`])
})

test('an empty field of a list item fails, naming the item from 1', () => {
  expect(landingProblems(withBlock('ar', 3, { items: [{ question: 'هل هو مجاني؟', answer: 'نعم.' }, { question: 'متى؟', answer: '' }] }))).toEqual([
    `${AR}: block 3 (faq): "items[2].answer" is required`,
  ])
})

test('an empty list of items fails', () => {
  expect(landingProblems(withBlock('en', 2, { items: [] }))).toEqual([`${EN}: block 2 (benefits): "items" is required`])
})

test('an empty point of the hero fails, naming the line', () => {
  expect(landingProblems(withBlock('en', 1, { points: ['Free', ''] }))).toEqual([`${EN}: block 1 (hero): "points[2]" is empty`])
})

test('a misspelt field fails instead of being left out unseen', () => {
  expect(landingProblems(withBlock('en', 4, { buton: 'Book' }))).toEqual([`${EN}: block 4 (form): "buton" is not a field of this block: check its spelling`])
})

test.each(['title', 'description', 'campaign'])('an empty page field "%s" fails', (field) => {
  expect(landingProblems(page('ar', { [field]: '' }))).toEqual([`${AR}: "${field}" is required`])
})

test('a malformed campaign id fails and shows the form it takes', () => {
  expect(landingProblems(page('en', { campaign: 'Free Evaluation Q4' }))).toEqual([
    `${EN}: "campaign" must be lower-case letters, digits and single hyphens, such as "free-evaluation-2026q4" (got "Free Evaluation Q4")`,
  ])
})

test('noindex and draft are true or false', () => {
  expect(landingProblems(page('en', { noindex: 'yes' }))).toEqual([`${EN}: "noindex" must be true or false (got "yes")`])
})

test('an image needs its description, and must be in the images folder', () => {
  // What the build asks of the file system: whether the file the field names is there.
  const imageExists = (src: string) => src === '../images/team.jpg'
  expect(landingProblems(withBlock('en', 1, { image: '../images/team.jpg', imageAlt: 'The team' }), { imageExists })).toEqual([])
  expect(landingProblems(withBlock('en', 1, { image: '../images/team.jpg' }), { imageExists })).toEqual([
    `${EN}: block 1 (hero): "imageAlt" is required when "image" is set: describe the image for visitors who cannot see it`,
  ])
  expect(landingProblems(withBlock('ar', 1, { image: '../images/missing.jpg', imageAlt: 'الفريق' }), { imageExists })).toEqual([
    `${AR}: block 1 (hero): "image" names ../images/missing.jpg, which is not there: put the file in content/landing/images/ and name it ../images/<file>`,
  ])
})

test('an invalid file name (slug) fails', () => {
  const file = { ...page('en'), slug: 'Free_Evaluation', file: 'content/landing/en/Free_Evaluation.json' }
  expect(landingProblems(file)).toEqual([
    'content/landing/en/Free_Evaluation.json (English, en): the file name "Free_Evaluation" must be Latin lower-case letters, digits and single hyphens, such as "free-evaluation"',
  ])
})

test('the two languages must have the same blocks in the same order, naming the first block that differs', () => {
  const arabic = page('ar', { blocks: [arabicBlocks[0], arabicBlocks[2], arabicBlocks[1], arabicBlocks[3]] })
  expect(translationProblems([page('en'), arabic])).toEqual([
    `${AR}: block 2 is "faq" in العربية but "benefits" in English (content/landing/en/free-evaluation.json): both languages must have the same blocks in the same order (العربية: hero, faq, benefits, form; English: hero, benefits, faq, form)`,
  ])
})

test('a block missing from one language fails', () => {
  expect(translationProblems([page('en'), page('ar', { blocks: arabicBlocks.slice(0, 3) })])[0]).toMatch(/^content\/landing\/ar\/free-evaluation\.json \(العربية, ar\): block 4 is missing in العربية but "form" in English/)
})

test('both languages belong to the same campaign', () => {
  expect(translationProblems([page('en'), page('ar', { campaign: 'free-evaluation-2027q1' })])).toEqual([
    `${AR}: "campaign" is "free-evaluation-2027q1" but "free-evaluation-2026q4" in English (content/landing/en/free-evaluation.json): both languages of a page belong to the same campaign`,
  ])
})

test('pages of different slugs are not compared', () => {
  expect(translationProblems([page('en'), page('ar', { blocks: arabicBlocks.slice(0, 1).concat(arabicBlocks[3]) }, 'another-page')])).toEqual([])
})

test('a slug whose address another page of the site has fails, in each language', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'))
  fs.mkdirSync(path.join(dir, 'lp'))
  fs.writeFileSync(path.join(dir, 'index.tsx'), '')
  fs.writeFileSync(path.join(dir, 'lp', 'free-evaluation.tsx'), '')
  const taken = pagePathsIn(dir)
  expect(taken.sort()).toEqual(['/', '/lp/free-evaluation/'])
  expect(collisionProblems([page('en'), page('ar')], taken)).toEqual([
    `${EN}: the file name "free-evaluation" makes the address /lp/free-evaluation/, which another page of the site has: choose another`,
    `${AR}: the file name "free-evaluation" makes the address /ar/lp/free-evaluation/, which another page of the site has: choose another`,
  ])
})

test('the fixture page uses every kind of block and passes every check, in both languages', () => {
  const root = path.join(__dirname, '../../..')
  const files = (['en', 'ar'] as const).map((locale) => {
    const file = `__tests__/fixtures/landing/${locale}/every-block.json`
    return { file, language: locale, slug: 'every-block', values: JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) }
  })
  const imageExists = (src: string) => fs.existsSync(path.join(root, '__tests__/fixtures/landing/en', src))
  expect([...files.flatMap((file) => landingProblems(file, { imageExists })), ...acrossPagesProblems(files, pagePathsIn(path.join(root, 'src/pages')))]).toEqual([])
  expect(files[0].values.blocks.map((block: Block) => block.type).sort()).toEqual([...BLOCK_TYPES].sort())
})
