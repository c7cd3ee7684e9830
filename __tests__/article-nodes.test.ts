/**
 * @jest-environment node
 *
 * What the build adds to each article as its file is read: its language,
 * slug and address from where the file is, its reading time and date in its
 * language, whether it is published (a draft only while developing), and a
 * failed build, naming file, field and language, for a broken article.
 */
import type { CreateNodeArgs } from 'gatsby'
import { addArticleFields } from '../gatsby/article-nodes'

function created(frontmatter: Record<string, unknown>, { env = 'production', body = 'كلمة '.repeat(400) } = {}) {
  const fields: Record<string, unknown> = {}
  const reporter = { panicOnBuild: jest.fn() }
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = env
  try {
    addArticleFields({
      node: { id: 'md', parent: 'file', internal: { type: 'MarkdownRemark' }, frontmatter, rawMarkdownBody: body },
      getNode: () => ({ relativeDirectory: 'insights/ar', name: 'one-brand-two-languages', absolutePath: `${process.cwd()}/content/insights/ar/one-brand-two-languages.md` }),
      actions: { createNodeField: ({ name, value }: { name: string; value: unknown }) => (fields[name] = value) },
      reporter,
    } as unknown as CreateNodeArgs)
  } finally {
    process.env.NODE_ENV = previous
  }
  return { fields, problems: reporter.panicOnBuild.mock.calls.map(([message]) => message) }
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
