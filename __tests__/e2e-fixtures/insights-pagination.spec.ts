/**
 * The Insights lists past one page, on the site built with the test
 * articles of __tests__/fixtures/insights/ (playwright.fixtures.config.ts):
 * 9 cards a page, newest first, previous and next pages linked for people
 * and, with rel, for search engines; and the draft among the fixtures is
 * nowhere: not listed, not built, not in the sitemap or the feed.
 */
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { LOCALES, LOCALE_CODES, localizedPath } from '../e2e/support/content'
import { expect, test } from '../e2e/support/fixtures'
import { ARTICLES, insightsCopy } from '../e2e/support/insights'
import { visit } from '../e2e/support/quality'
import { FEED_PATH, PAGE_SIZE } from '../../src/lib/insights/insights'
import { listPageTitle } from '../../src/lib/insights/insights-text'

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'insights')
const fixtures = (locale: string) =>
  fs.readdirSync(path.join(FIXTURES, locale)).map((name) => ({ slug: name.replace(/\.md$/, ''), data: matter(fs.readFileSync(path.join(FIXTURES, locale, name), 'utf8')).data }))

for (const locale of LOCALE_CODES) {
  const copy = insightsCopy(locale)
  const published = fixtures(locale).filter(({ data }) => data.draft !== true)
  const draft = fixtures(locale).find(({ data }) => data.draft === true)!
  const total = published.length + ARTICLES.filter((article) => article.locale === locale).length
  const first = localizedPath('/insights/', locale)
  const second = localizedPath('/insights/page/2/', locale)

  test(`${LOCALES[locale].name}: ${total} articles make two list pages, linked both ways`, async ({ page }) => {
    expect(total).toBeGreaterThan(PAGE_SIZE)
    await visit(page, first)
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(PAGE_SIZE)
    const pages = page.getByRole('navigation', { name: copy.paginationLabel })
    await expect(pages.getByRole('link', { name: copy.previousLabel })).toHaveCount(0)
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', new RegExp(`${second}$`))
    await expect(page.locator('head link[rel="prev"]')).toHaveCount(0)

    await pages.getByRole('link', { name: copy.nextLabel }).click()
    await expect(page).toHaveURL(second)
    await expect(cards).toHaveCount(total - PAGE_SIZE)
    await expect(page).toHaveTitle(new RegExp(listPageTitle(copy, copy.title, 2)))
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', new RegExp(`${first}$`))
    await expect(pages.getByRole('link', { name: copy.nextLabel })).toHaveCount(0)
    // The oldest fixture is the last card of the last page.
    const day = (value: unknown) => new Date(value as string).toISOString()
    const oldest = [...published].sort((a, b) => day(a.data.date).localeCompare(day(b.data.date)))[0]
    await expect(cards.last().getByRole('heading')).toHaveText(oldest.data.title)

    await pages.getByRole('link', { name: copy.previousLabel }).click()
    await expect(page).toHaveURL(first)
  })

  test(`${LOCALES[locale].name}: a draft is not listed, not built, and not in the sitemap or the feed`, async ({ page, request }) => {
    for (const list of [first, second]) {
      await page.goto(list)
      await expect(page.getByRole('main').getByText(draft.data.title)).toHaveCount(0)
    }
    expect((await request.get(localizedPath(`/insights/${draft.slug}/`, locale))).status()).toBe(404)
    expect(await (await request.get('/sitemap-0.xml')).text()).not.toContain(`/insights/${draft.slug}/`)
    const feed = await (await request.get(localizedPath(FEED_PATH, locale))).text()
    expect(feed).toContain(published[0].data.title)
    expect(feed).not.toContain(draft.data.title)
  })
}
