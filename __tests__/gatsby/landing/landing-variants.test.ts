/**
 * @jest-environment node
 *
 * A variant of a landing page (`variantOf`) is refused by the build, naming
 * its file and language, unless it varies a page of its own language that is
 * not a variant itself, belongs to that page's campaign and exists in the
 * same languages.
 */
import * as checks from '../../../gatsby/landing/checks'
import { problemText } from '../../../src/lib/content/check'
import { isNoindex, type LandingEntry } from '../../../src/lib/content/landing-model'

type Page = Pick<LandingEntry, 'file' | 'language' | 'slug' | 'values'>
// Each problem as the build says it: file and language, field, what is wrong.
const landingProblems = (page: Page) => checks.landingProblems(page).map(problemText)
const acrossPagesProblems = (pages: Page[], taken: string[]) => checks.acrossPagesProblems(pages, taken).map(problemText)
const variantProblems = (pages: Page[]) => checks.variantProblems(pages).map(problemText)

const blocks = [
  { type: 'hero', heading: 'A heading', pitch: 'A pitch.', form: true, formButton: 'Send' },
]

const page = (locale: 'en' | 'ar', slug: string, change: Record<string, unknown> = {}): Page => ({
  file: `content/landing/${locale}/${slug}.json`,
  language: locale,
  slug,
  values: { title: 'Title', description: 'Description.', campaign: 'offer-2026q4', blocks, ...change } as Page['values'],
})

const both = (slug: string, change: Record<string, unknown> = {}) => [page('en', slug, change), page('ar', slug, change)]

/** What the build says of a set of pages: each file's problems, then those across them. */
const allProblems = (files: Page[]) => [...files.flatMap((file) => landingProblems(file)), ...acrossPagesProblems(files, [])]

test('a variant of a page, in its languages and its campaign, passes', () => {
  expect(allProblems([...both('offer'), ...both('offer-b', { variantOf: 'offer' })])).toEqual([])
})

test('a variant is always kept out of search engines, whatever its noindex says', () => {
  expect(isNoindex({ noindex: false, variantOf: 'offer' })).toBe(true)
  expect(isNoindex({ noindex: false })).toBe(false)
})

test('a variant of a page that does not exist in its language fails, naming the file and the missing page', () => {
  expect(variantProblems([page('en', 'offer'), ...both('offer-b', { variantOf: 'offer' })])).toEqual([
    expect.stringMatching(/^content\/landing\/ar\/offer-b\.json \(العربية, ar\): "variantOf" names "offer", but there is no العربية page \/ar\/lp\/offer\/ \(content\/landing\/ar\/offer\.json\)/),
  ])
})

test('a variant in fewer languages than its original fails once, saying both sets of languages', () => {
  expect(variantProblems([...both('offer'), page('en', 'offer-b', { variantOf: 'offer' })])).toEqual([
    'content/landing/en/offer-b.json (English, en): the variant exists in en but its original "offer" in ar, en: a variant exists in the same languages as its original',
  ])
})

test('a variant of another campaign fails, naming both campaigns', () => {
  const problems = variantProblems([...both('offer'), ...both('offer-b', { variantOf: 'offer', campaign: 'other-2026q4' })])
  expect(problems).toHaveLength(2)
  expect(problems[0]).toBe(
    'content/landing/en/offer-b.json (English, en): "campaign" is "other-2026q4" but "offer-2026q4" on its original (content/landing/en/offer.json): a variant belongs to its original\'s campaign',
  )
})

test('a variant of a variant fails, naming the original to use', () => {
  const problems = variantProblems([...both('offer'), ...both('offer-b', { variantOf: 'offer' }), ...both('offer-c', { variantOf: 'offer-b' })])
  expect(problems).toEqual([
    expect.stringContaining('content/landing/en/offer-c.json (English, en): "variantOf" names "offer-b", which is itself a variant of "offer": name the original, "offer"'),
    expect.stringContaining('content/landing/ar/offer-c.json (العربية, ar): "variantOf" names "offer-b", which is itself a variant of "offer"'),
  ])
})

test('a page that names itself fails', () => {
  expect(variantProblems([page('en', 'offer', { variantOf: 'offer' })])).toEqual([
    'content/landing/en/offer.json (English, en): "variantOf" names "offer", the page itself: a variant names the page it is tested against',
  ])
})

test('a variantOf that is not a slug fails as a field of the page', () => {
  expect(allProblems([page('en', 'offer'), page('en', 'offer-b', { variantOf: 'Offer Page' })])).toContainEqual(
    expect.stringContaining('content/landing/en/offer-b.json (English, en): "variantOf" must be the file name of another landing page'),
  )
})

test("a page whose languages disagree on its original fails, naming the file, the language and \"variantOf\"", () => {
  // The English page is a variant of "offer"; its Arabic translation is an ordinary page.
  const pages = [...both('offer'), page('en', 'offer-b', { variantOf: 'offer' }), page('ar', 'offer-b')]
  expect(allProblems(pages)).toContainEqual(
    'content/landing/ar/offer-b.json (العربية, ar): "variantOf" is "" but "offer" in English (content/landing/en/offer-b.json): both languages of a page are tested against the same original (or neither is a variant)',
  )
})

test('both languages of a variant name the same original, or the build says which differs', () => {
  const pages = [...both('offer'), ...both('offer-2'), page('en', 'offer-b', { variantOf: 'offer' }), page('ar', 'offer-b', { variantOf: 'offer-2' })]
  expect(allProblems(pages)).toContainEqual(expect.stringMatching(/^content\/landing\/ar\/offer-b\.json \(العربية, ar\): "variantOf" is "offer-2" but "offer" in English/))
})
