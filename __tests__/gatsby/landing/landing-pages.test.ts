/**
 * @jest-environment node
 *
 * A marketer saves a landing page in both languages: each file's node gets
 * its language, slug and whether it is published; the build makes one page
 * per published file at /lp/<slug>/ and /ar/lp/<slug>/, each saying in its
 * context which languages it exists in, whether search engines may list it
 * and, for a variant, its original. Drafts are made only while developing;
 * pages that break a rule across files stop the build before any page is
 * made. The nodes are built as gatsby-transformer-json makes them.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CreateNodeArgs, CreatePagesArgs, Node } from 'gatsby'
import { checkLandingPage } from '../../../gatsby/landing/checks'
import { writeLandingIndex } from '../../../gatsby/landing/landing-index-file'
import { addLandingFields } from '../../../gatsby/landing/nodes'
import { createLandingPages } from '../../../gatsby/landing/pages'

type Locale = 'en' | 'ar'
type Page = Record<string, unknown>

const blocks = (locale: Locale) => [
  { type: 'hero', heading: locale === 'en' ? 'An honest picture' : 'صورة صادقة', pitch: locale === 'en' ? 'We study your numbers.' : 'ندرس أرقامك.', form: true, formButton: locale === 'en' ? 'Book' : 'احجز' },
]
const content = (locale: Locale, change: Page = {}): Page => ({
  $schema: '../../schemas/landing.schema.json',
  title: locale === 'en' ? 'Free evaluation' : 'تقييم مجاني',
  description: locale === 'en' ? 'A free look.' : 'نظرة مجانية.',
  campaign: 'free-evaluation-2026q4',
  blocks: blocks(locale),
  ...change,
})

/** The site's nodes for a set of landing page files: each File node and the LandingJson node made from it. */
function site(files: { locale: Locale; slug: string; content?: Page }[], env = 'production') {
  const nodes = new Map<string, Node & Record<string, unknown>>()
  const reporter = { panicOnBuild: jest.fn(), info: jest.fn() }
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = env
  try {
    for (const { locale, slug, content: fields } of files) {
      const fileId = `file-${locale}-${slug}`
      const file = {
        id: fileId,
        absolutePath: `${process.cwd()}/content/landing/${locale}/${slug}.json`,
        relativeDirectory: `landing/${locale}`,
        name: slug,
        extension: 'json',
        children: fields ? [`json-${fileId}`] : [],
        internal: { type: 'File' },
      }
      nodes.set(fileId, file as unknown as Node & Record<string, unknown>)
      if (!fields) continue
      const node = { ...fields, id: `json-${fileId}`, parent: fileId, children: [], internal: { type: 'LandingJson' } } as unknown as Node & Record<string, unknown>
      nodes.set(node.id, node)
      const args = {
        node,
        getNode: (id: string) => nodes.get(id),
        actions: { createNodeField: ({ name, value }: { name: string; value: unknown }) => (node.fields = { ...(node.fields as object), [name]: value }) },
        reporter,
      } as unknown as CreateNodeArgs
      // As gatsby-node.ts runs them on each node created: its fields, then its checks.
      addLandingFields(args)
      checkLandingPage(args)
    }
  } finally {
    process.env.NODE_ENV = previous
  }
  const nodeProblems = reporter.panicOnBuild.mock.calls.map(([message]) => message as string)
  return { nodes, nodeProblems }
}

/** What createLandingPages makes of the nodes: the pages, and what stopped the build. */
async function pagesOf(nodes: Map<string, Node & Record<string, unknown>>) {
  const createPage = jest.fn()
  const reporter = { panicOnBuild: jest.fn(), info: jest.fn() }
  await createLandingPages({
    getNodesByType: (type: string) => [...nodes.values()].filter((node) => node.internal.type === type),
    getNode: (id: string) => nodes.get(id),
    actions: { createPage },
    reporter,
  } as unknown as Pick<CreatePagesArgs, 'getNodesByType' | 'getNode' | 'actions' | 'reporter'>)
  const pages = createPage.mock.calls.map(([page]) => ({ path: page.path as string, context: page.context as Record<string, unknown> }))
  return { pages, problems: reporter.panicOnBuild.mock.calls.map(([message]) => message as string) }
}

test("each language's file gets its language, its slug and, unless a draft, published", () => {
  const { nodes, nodeProblems } = site([
    { locale: 'en', slug: 'free-evaluation', content: content('en') },
    { locale: 'ar', slug: 'free-evaluation', content: content('ar', { draft: true }) },
  ])
  expect(nodeProblems).toEqual([])
  expect(nodes.get('json-file-en-free-evaluation')!.fields).toEqual({ locale: 'en', slug: 'free-evaluation', published: true })
  expect(nodes.get('json-file-ar-free-evaluation')!.fields).toEqual({ locale: 'ar', slug: 'free-evaluation', published: false })
})

test('a page in both languages is made at /lp/<slug>/ and /ar/lp/<slug>/, each knowing the other, kept out of search engines by default', async () => {
  const { nodes } = site([
    { locale: 'en', slug: 'free-evaluation', content: content('en') },
    { locale: 'ar', slug: 'free-evaluation', content: content('ar') },
  ])
  const { pages, problems } = await pagesOf(nodes)
  expect(problems).toEqual([])
  expect(pages).toEqual([
    {
      path: '/lp/free-evaluation/',
      context: { locale: 'en', originalPath: '/lp/free-evaluation/', languages: ['en', 'ar'], fallbackPath: '/', id: 'json-file-en-free-evaluation', slug: 'free-evaluation', campaign: 'free-evaluation-2026q4', noindex: true },
    },
    {
      path: '/ar/lp/free-evaluation/',
      context: { locale: 'ar', originalPath: '/lp/free-evaluation/', languages: ['en', 'ar'], fallbackPath: '/', id: 'json-file-ar-free-evaluation', slug: 'free-evaluation', campaign: 'free-evaluation-2026q4', noindex: true },
    },
  ])
})

test('a page that says "noindex": false is for search engines; its variant never is, and names its original', async () => {
  const { nodes } = site([
    { locale: 'en', slug: 'offer', content: content('en', { noindex: false }) },
    { locale: 'en', slug: 'offer-b', content: content('en', { noindex: false, variantOf: 'offer' }) },
  ])
  const { pages } = await pagesOf(nodes)
  expect(pages.map(({ path, context }) => [path, context.noindex, context.variantOf])).toEqual([
    ['/lp/offer/', false, undefined],
    ['/lp/offer-b/', true, 'offer'],
  ])
})

test('a draft is made while developing and not in a production build; the other language is then its only one', async () => {
  const files = [
    { locale: 'en' as const, slug: 'free-evaluation', content: content('en') },
    { locale: 'ar' as const, slug: 'free-evaluation', content: content('ar', { draft: true }) },
  ]
  const built = await pagesOf(site(files).nodes)
  expect(built.pages.map(({ path, context }) => [path, context.languages])).toEqual([['/lp/free-evaluation/', ['en']]])
  const developed = await pagesOf(site(files, 'development').nodes)
  expect(developed.pages.map(({ path }) => path)).toEqual(['/lp/free-evaluation/', '/ar/lp/free-evaluation/'])
})

test('a broken file stops the build as its node is made, naming the file, the language, the block and the field', () => {
  const { nodeProblems } = site([{ locale: 'ar', slug: 'free-evaluation', content: content('ar', { blocks: [{ ...blocks('ar')[0], heading: '' }] }) }])
  expect(nodeProblems).toEqual(['content/landing/ar/free-evaluation.json (العربية, ar): block 1 (hero): "heading" is required'])
})

test('languages that disagree stop the build before any page is made', async () => {
  const { nodes } = site([
    { locale: 'en', slug: 'free-evaluation', content: content('en') },
    { locale: 'ar', slug: 'free-evaluation', content: content('ar', { campaign: 'another-2026q4' }) },
  ])
  const { pages, problems } = await pagesOf(nodes)
  expect(pages).toEqual([])
  expect(problems).toEqual([
    'Landing pages:\n- content/landing/ar/free-evaluation.json (العربية, ar): "campaign" is "another-2026q4" but "free-evaluation-2026q4" in English (content/landing/en/free-evaluation.json): both languages of a page belong to the same campaign',
  ])
})

test('a file that holds no page of fields (a list, a number) stops the build, naming it', async () => {
  const { nodes } = site([{ locale: 'en', slug: 'free-evaluation', content: content('en') }, { locale: 'en', slug: 'broken' }])
  const { pages, problems } = await pagesOf(nodes)
  expect(pages).toEqual([])
  expect(problems).toEqual(["Landing pages:\n- content/landing/en/broken.json (English, en): the file must hold the page's fields between { }"])
})

test('the build writes the published pages, campaigns and variants for the contact function, drafts left out', () => {
  const { nodes } = site([
    { locale: 'en', slug: 'free-evaluation', content: content('en') },
    { locale: 'ar', slug: 'free-evaluation', content: content('ar') },
    { locale: 'en', slug: 'free-evaluation-b', content: content('en', { variantOf: 'free-evaluation' }) },
    { locale: 'ar', slug: 'free-evaluation-b', content: content('ar', { variantOf: 'free-evaluation' }) },
    { locale: 'en', slug: 'summer', content: content('en', { campaign: 'summer-2027', draft: true }) },
  ])
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'landing-index-')), 'netlify', 'published-landing-pages.json')
  const verbose = jest.fn()
  writeLandingIndex({ getNodesByType: (type: string) => [...nodes.values()].filter((node) => node.internal.type === type), getNode: (id: string) => nodes.get(id), reporter: { verbose } } as unknown as Parameters<typeof writeLandingIndex>[0], file)
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
    'free-evaluation': { campaign: 'free-evaluation-2026q4' },
    'free-evaluation-b': { campaign: 'free-evaluation-2026q4', variantOf: 'free-evaluation' },
  })
  expect(verbose).toHaveBeenCalledWith(expect.stringMatching(/^Landing pages: 2 published pages written to /))
})
