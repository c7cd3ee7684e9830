/**
 * @jest-environment node
 *
 * An article's HTML as the page shows it: headings carry ids made from
 * their words (Arabic too), the same on every build; links to other sites
 * open in a new tab safely and say so; tables scroll in a named box.
 */
import { finishArticleHtml } from '../../../src/lib/insights/article-html'

const copy = { newTabLabel: '(opens another site in a new tab)', tableLabel: 'Table' }

test('h2 and h3 get ids from their words, unique on the page, and are listed in order', () => {
  const { html, headings } = finishArticleHtml('<h2>Why clicks are <em>not</em> the goal</h2><p>x</p><h3>If you sell online</h3><h2>أي الأرقام تقرأ؟</h2><h2>Why clicks are not the goal</h2>', copy)
  expect(headings).toEqual([
    { id: 'why-clicks-are-not-the-goal', text: 'Why clicks are not the goal', level: 2 },
    { id: 'if-you-sell-online', text: 'If you sell online', level: 3 },
    { id: 'أي-الأرقام-تقرأ', text: 'أي الأرقام تقرأ؟', level: 2 },
    { id: 'why-clicks-are-not-the-goal-1', text: 'Why clicks are not the goal', level: 2 },
  ])
  expect(html).toContain('<h2 id="why-clicks-are-not-the-goal">Why clicks are <em>not</em> the goal</h2>')
  expect(finishArticleHtml('<h2>Why clicks are not the goal</h2>', copy).html).toBe('<h2 id="why-clicks-are-not-the-goal">Why clicks are not the goal</h2>')
})

test('links to other sites open in a new tab without access to this page, and say so; the site’s own links do not', () => {
  const { html } = finishArticleHtml('<p><a href="https://support.google.com/google-ads">Google</a> and <a href="/ourservices/">our services</a></p>', copy)
  expect(html).toContain(
    '<a href="https://support.google.com/google-ads" target="_blank" rel="noopener noreferrer" class="external">Google<span class="visually-hidden"> (opens another site in a new tab)</span></a>',
  )
  expect(html).toContain('<a href="/ourservices/">our services</a>')
})

test('a table scrolls inside a focusable box named for screen readers', () => {
  expect(finishArticleHtml('<table><tr><td>1</td></tr></table>', copy).html).toBe(
    '<div class="table-scroll" role="region" tabindex="0" aria-label="Table"><table><tr><td>1</td></tr></table></div>',
  )
})
