/**
 * @jest-environment node
 *
 * An editor publishes articles, some in one language only, one a draft:
 * the build makes each published article's page and the lists from the
 * articles' entries (their file, language, slug and front matter), asking
 * GraphQL only for each article's rendered HTML, by its node's id. Each
 * article's page names the languages it is written in, the articles to read
 * next and the day it was last modified; a draft gets no page, and
 * rendered HTML that breaks the rules fails the build naming the file.
 */
import type { CreatePagesArgs } from 'gatsby'
import { createInsightsPages } from '../../gatsby/insights/pages'
import { article, articleSite, type Article } from '../support/article-nodes'

async function pagesOf(articles: readonly Article[]) {
  const { lookups, graphql, asked } = articleSite(articles)
  const createPage = jest.fn()
  const reporter = { panicOnBuild: jest.fn() }
  await createInsightsPages({
    graphql,
    ...lookups,
    actions: { createPage },
    reporter,
  } as unknown as CreatePagesArgs)
  const pages = createPage.mock.calls.map(([page]) => page as { path: string; context: Record<string, unknown> })
  return { pages, asked, problems: reporter.panicOnBuild.mock.calls.map(([message]) => message as string) }
}

const ARTICLES = [
  article('en', 'older', '2026-09-22'),
  article('en', 'newer', '2026-11-10', { topic: 'measurement', updated: '2026-11-20T00:00:00.000Z' }),
  article('ar', 'older', '2026-09-22'),
  article('en', 'unfinished', '2026-11-25', { draft: true }),
]

test("each published article gets its page, with the languages it is written in, what to read next, the day it was modified and its HTML", async () => {
  const { pages, asked, problems } = await pagesOf(ARTICLES)
  expect(problems).toEqual([])
  expect(asked).toEqual([{ ids: ['md-en-newer', 'md-en-older', 'md-ar-older'] }])
  const articlePages = Object.fromEntries(pages.filter((page) => page.context.id).map((page) => [page.path, page.context]))
  expect(Object.keys(articlePages)).toEqual(['/insights/newer/', '/insights/older/', '/ar/insights/older/'])
  expect(articlePages['/insights/newer/']).toMatchObject({ locale: 'en', languages: ['en'], related: ['md-en-older'], modified: '2026-11-20', body: { html: '<p>newer</p>' } })
  expect(articlePages['/insights/older/']).toMatchObject({ locale: 'en', languages: ['en', 'ar'], related: ['md-en-newer'], modified: '2026-09-22' })
  expect(articlePages['/ar/insights/older/']).toMatchObject({ locale: 'ar', languages: ['en', 'ar'], related: [], body: { html: '<p>older</p>' } })
})

test('the lists count the published articles of their language, and a topic has a list where it has articles', async () => {
  const { pages } = await pagesOf(ARTICLES)
  const lists = pages.filter((page) => !page.context.id).map((page) => page.path)
  expect(lists).toEqual(['/insights/', '/ar/insights/', '/insights/topic/strategy/', '/ar/insights/topic/strategy/', '/insights/topic/measurement/'])
})

test("an article whose rendered HTML breaks the rules fails the build naming its file and language", async () => {
  const overlay = '<p><span style="position:absolute;top:0;left:0;width:100%;height:100%">Log in again</span></p>'
  const { problems } = await pagesOf([article('ar', 'broken', '2026-11-02', {}, overlay)])
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatch(/^content\/insights\/ar\/broken\.md \(العربية, ar\): "body", as rendered: /)
})
