/**
 * An article's headings never take an id the article page already gives
 * one of its own parts: a "## Related" heading, or one named like the
 * form's fields, gets an id of its own, so its contents link lands on it
 * and every id on the page is unique.
 */
import { render, screen, within } from '@testing-library/react'
import englishInsights from '../../../content/en/insights.json'
import { ARTICLE_PAGE_IDS } from '../../../src/lib/insights/article-ids'
import ArticlePage from '../../../src/components/insights/article-page'
import type { ArticleCardData, InsightsCopy } from '../../../src/components/insights/insights-copy'
import { finishArticleHtml } from '../../../src/lib/insights/article-html'
import { onPage } from '../../support/page-copy'

const copy = englishInsights as unknown as InsightsCopy
const related = {
  id: 'other',
  fields: { path: '/insights/other/', dateText: '2 November 2026', readingTime: '3 minutes', modified: '2026-11-02' },
  frontmatter: { title: 'Another article', description: 'More', date: '2026-11-02', topic: 'branding', coverAlt: null, cover: null },
} as unknown as ArticleCardData
const article = { title: 'Measure sales', description: 'How', date: '2026-11-24', dateText: '24 November 2026', topic: 'measurement', readingTime: '4 minutes' }
// As the build finishes it for the page (gatsby/insights/pages.ts).
const bodyOf = (html: string) => finishArticleHtml(html, { newTabLabel: copy.newTabLabel, tableLabel: copy.tableLabel, pageIds: ARTICLE_PAGE_IDS })

const renderArticle = (html: string) => render(onPage(<ArticlePage article={article} body={bodyOf(html)} related={[related]} copy={copy} />, 'en', '/insights/measure-sales/'))
// Ids a heading could take: words and hyphens (React's useId ids hold colons).
const idsOnPage = () => [...document.querySelectorAll('[id]')].map((element) => element.id).filter((id) => /^[\p{L}\p{N}\p{M}-]+$/u.test(id))

test('every id the page gives its own parts is one headings keep clear of', () => {
  renderArticle('<p>Text</p>')
  expect(idsOnPage().length).toBeGreaterThan(4)
  expect(ARTICLE_PAGE_IDS).toEqual(expect.arrayContaining(idsOnPage()))
})

test("headings named like the page's own parts get ids of their own, and the contents link to them", () => {
  const headings = ['Related', 'Main', 'Article name', 'Toc heading', 'Article phone', 'Related heading']
  renderArticle(headings.map((heading) => `<h2>${heading}</h2><p>Text</p>`).join(''))
  const ids = idsOnPage()
  expect(ids).toEqual([...new Set(ids)])
  const contents = within(screen.getByRole('navigation', { name: copy.tocHeading }))
  for (const heading of headings) {
    const target = contents.getByRole('link', { name: heading }).getAttribute('href')!.slice(1)
    expect(document.getElementById(target)).toHaveTextContent(heading)
    expect(document.getElementById(target)?.tagName).toBe('H2')
  }
})
