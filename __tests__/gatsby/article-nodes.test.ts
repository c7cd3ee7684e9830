/**
 * @jest-environment node
 *
 * What the build adds to each article as its file is read: its language,
 * slug and address from where the file is, its reading time and date in its
 * language, whether it is published (a draft only while developing), and a
 * failed build, naming file, field and language, for a broken article.
 */
import fs from 'node:fs'
import type { CreateNodeArgs } from 'gatsby'
import { checkArticle } from '../../gatsby/insights/checks'
import { addArticleFields } from '../../gatsby/insights/nodes'

function created(frontmatter: Record<string, unknown>, { env = 'production', body = 'كلمة '.repeat(400) } = {}) {
  const fields: Record<string, unknown> = {}
  const reporter = { panicOnBuild: jest.fn(), info: jest.fn() }
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = env
  try {
    // As gatsby-node.ts runs them on each node created: its fields, then its checks.
    const args = {
      node: { id: 'md', parent: 'file', internal: { type: 'MarkdownRemark' }, frontmatter, rawMarkdownBody: body },
      getNode: () => ({ relativeDirectory: 'insights/ar', name: 'one-brand-two-languages', absolutePath: `${process.cwd()}/content/insights/ar/one-brand-two-languages.md` }),
      actions: { createNodeField: ({ name, value }: { name: string; value: unknown }) => (fields[name] = value) },
      reporter,
    } as unknown as CreateNodeArgs
    addArticleFields(args)
    checkArticle(args)
  } finally {
    process.env.NODE_ENV = previous
  }
  return { fields, problems: reporter.panicOnBuild.mock.calls.flatMap(([message]) => message.split('\n')), notes: reporter.info.mock.calls.map(([message]) => message) }
}

const article = { title: 'علامة واحدة بلغتين', description: 'وصف', date: '2026-11-02T00:00:00.000Z', topic: 'branding' }

test('an Arabic article gets its language, address, date and reading time in Arabic', () => {
  const { fields, problems } = created(article)
  expect(problems).toEqual([])
  expect(fields).toMatchObject({
    locale: 'ar',
    slug: 'one-brand-two-languages',
    path: '/ar/insights/one-brand-two-languages/',
    published: true,
    modified: '2026-11-02',
    dateText: '2 نوفمبر 2026',
    readingTime: 'دقيقتان',
  })
})

test('a draft is published while developing and never in a production build', () => {
  expect(created({ ...article, draft: true }).fields.published).toBe(false)
  expect(created({ ...article, draft: true }, { env: 'development' }).fields.published).toBe(true)
})

test('a broken article fails the build naming the file, the field and the language', () => {
  expect(created({ ...article, topic: undefined }).problems).toEqual(['content/insights/ar/one-brand-two-languages.md (العربية, ar): "topic" is required'])
})

test('the empty Arabic file the CMS saves with an English-only article is no article: no address, no failed build', () => {
  // What Decap writes for a language left blank: nothing, or the Draft toggle's default; gatsby-transformer-remark adds title ''.
  for (const frontmatter of [{ title: '' }, { title: '', draft: false }]) {
    const { fields, problems, notes } = created(frontmatter, { body: '\n' })
    expect(fields).toEqual({})
    expect(problems).toEqual([])
    expect(notes).toEqual(['Insights: content/insights/ar/one-brand-two-languages.md is empty, so "one-brand-two-languages" is not published in العربية'])
  }
})

test('an Arabic side begun and left unfinished fails the build, naming what is missing', () => {
  const { problems } = created({ title: 'علامة واحدة بلغتين', draft: false }, { body: '' })
  expect(problems).toEqual([
    'content/insights/ar/one-brand-two-languages.md (العربية, ar): "description" is required',
    'content/insights/ar/one-brand-two-languages.md (العربية, ar): "date" is required',
    'content/insights/ar/one-brand-two-languages.md (العربية, ar): "topic" is required',
  ])
})

test('a draft kept from a development run in the cache is unpublished again for a production build', async () => {
  const { refreshArticlesPublished } = await import('../../gatsby/insights/nodes')
  const cached = { id: 'md', internal: { type: 'MarkdownRemark' }, frontmatter: { ...article, draft: true }, fields: { published: true } }
  const published = { ...cached, id: 'other', frontmatter: article, fields: { published: true } }
  const createNodeField = jest.fn()
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    refreshArticlesPublished({ getNodesByType: () => [cached, published], actions: { createNodeField } } as never)
  } finally {
    process.env.NODE_ENV = previous
  }
  expect(createNodeField.mock.calls).toEqual([[{ node: cached, name: 'published', value: false }]])
})

test("a cover whose file is not in the images folder fails, naming it; one that is there passes", () => {
  const [cover] = fs.readdirSync('content/insights/images')
  expect(created({ ...article, cover: `../images/${cover}`, coverAlt: 'وصف الصورة' }).problems).toEqual([])
  expect(created({ ...article, cover: '../images/missing.png', coverAlt: 'وصف الصورة' }).problems).toEqual([
    'content/insights/ar/one-brand-two-languages.md (العربية, ar): "cover" names ../images/missing.png, which is not there: put the file in content/insights/images/ and name it ../images/<file>',
  ])
})
