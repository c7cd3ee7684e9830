/**
 * Insights, as a reader meets it in both languages: from the list to an
 * article, to a related article and to its topic's page; the table of
 * contents; the language switch on translated and untranslated articles;
 * the Arabic article mirrored; the home page's latest articles; the feed
 * every page links; an article's share card and structured data; and a lead
 * sent from the form under an article, recorded as form "article" with the
 * article's address.
 */
import type { Page } from '@playwright/test'
import { LOCALES, LOCALE_CODES, contentFor, localizedPath, otherLocale, switchName, type Locale } from './support/content'
import { leadsNamed, submitForAnswer, uniqueName, waitForHumanPace } from './support/contact'
import { expect, test } from './support/fixtures'
import { ARTICLES, articlesFor, hasTableAndList, hasTableOfContents, insightsCopy, insightsListPath, topicPageFor } from './support/insights'
import { visit, waitForIsland } from './support/quality'
import { absolute } from './support/seo'
import { topicName } from '../../src/lib/content/topics'
import { FEED_PATH, NOT_TRANSLATED_ID } from '../../src/lib/insights/insights'

const main = (page: Page) => page.getByRole('main')
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

for (const locale of LOCALE_CODES) {
  const copy = insightsCopy(locale)
  const articles = articlesFor(locale)
  const translated = articles.find((article) => article.languages.length > 1)!
  const untranslated = articles.find((article) => article.languages.length === 1)!

  test.describe(`${LOCALES[locale].name}`, () => {
    test('the list leads to an article, the article to a related one, and that one to its topic page', async ({ page }) => {
      await visit(page, insightsListPath(locale))
      await expect(h1(page)).toHaveText(copy.heading)
      const cards = main(page).getByRole('article')
      await expect(cards).toHaveCount(articles.length)
      // Newest first, each with its date, topic and reading time.
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(articles.map((article) => article.title))
      await expect(cards.first()).toContainText(topicName(copy.topics, articles[0].topic))

      await cards.first().getByRole('link', { name: articles[0].title }).click()
      await expect(page).toHaveURL(articles[0].path)
      await expect(h1(page)).toHaveText(articles[0].title)

      const related = page.getByRole('region', { name: copy.relatedHeading })
      await expect(related.getByRole('article')).toHaveCount(Math.min(3, articles.length - 1))
      const next = articles.find((article) => article.slug !== articles[0].slug && article.topic === articles[0].topic) ?? articles[1]
      await related.getByRole('link', { name: next.title }).click()
      await expect(page).toHaveURL(next.path)
      await expect(h1(page)).toHaveText(next.title)

      const topic = topicPageFor(locale, next.topic)
      await main(page).getByRole('link', { name: topicName(copy.topics, next.topic), exact: true }).first().click()
      await expect(page).toHaveURL(topic.path)
      await expect(h1(page)).toHaveText(topic.heading)
      await expect(main(page).getByRole('article')).toHaveCount(articles.filter((article) => article.topic === next.topic).length)
    })

    test('the table of contents links land on their headings', async ({ page }) => {
      // Any published article long enough for one, so no editor's change to a given article breaks this.
      const long = articles.find(hasTableOfContents)
      test.skip(!long, 'no published article has enough sections for a table of contents')
      await visit(page, long!.path)
      const toc = page.getByRole('navigation', { name: copy.tocHeading })
      const links = toc.getByRole('link')
      expect(await links.count()).toBeGreaterThanOrEqual(3)
      for (const link of await links.all()) {
        const name = (await link.textContent()) ?? ''
        await link.click()
        const heading = main(page).getByRole('heading', { level: 2, name, exact: true })
        await expect(heading).toBeInViewport()
        expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${await heading.getAttribute('id')}`)
      }
    })

    test('the language switch on a translated article opens its translation', async ({ page }) => {
      await visit(page, translated.path)
      await page.getByRole('banner').getByRole('link', { name: switchName(locale) }).click()
      const other = otherLocale(locale)
      await expect(page).toHaveURL(localizedPath(translated.originalPath, other))
      await expect(h1(page)).toHaveText(ARTICLES.find((article) => article.locale === other && article.slug === translated.slug)!.title)
    })

    test('the language switch on an untranslated article opens the other Insights page, which says so', async ({ page }) => {
      await visit(page, untranslated.path)
      expect(await page.locator('head link[rel="alternate"][hreflang]').count()).toBe(0)
      const other = otherLocale(locale)
      await page.getByRole('banner').getByRole('link', { name: switchName(locale) }).click()
      await expect(page).toHaveURL(`${insightsListPath(other)}#${NOT_TRANSLATED_ID}`)
      await expect(page.getByText(insightsCopy(other).notTranslated)).toBeVisible()
      // The note is for those who switched: the Insights page alone does not show it.
      await visit(page, insightsListPath(other))
      await expect(page.getByText(insightsCopy(other).notTranslated)).toBeHidden()
    })

    test('the home page shows the three newest articles of its language', async ({ page }) => {
      await visit(page, localizedPath('/', locale))
      const latest = page.getByRole('region', { name: copy.latestHeading })
      await expect(latest.getByRole('heading', { level: 3 })).toHaveText(articles.slice(0, 3).map((article) => article.title))
      await expect(latest.getByRole('link', { name: copy.allLabel })).toHaveAttribute('href', insightsListPath(locale))
    })

    test("every page links its language's feed, which lists the language's articles", async ({ page, request }) => {
      const feed = absolute(localizedPath(FEED_PATH, locale))
      for (const path of [localizedPath('/', locale), translated.path]) {
        await page.goto(path)
        await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', feed)
      }
      const xml = await (await request.get(localizedPath(FEED_PATH, locale))).text()
      expect([...xml.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map(([, title]) => title.replace(/&#39;/g, "'"))).toEqual(articles.map((article) => article.title))
      expect(xml).toContain(`<language>${locale}</language>`)
    })

    test("on a phone, the list's first cover, its largest paint, is on screen as the page opens and fetched at once; the others wait to be scrolled to", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 700 })
      await page.goto(insightsListPath(locale))
      const covers = main(page).getByRole('article').locator('img')
      await expect(covers.first()).toBeInViewport()
      await expect(covers.first()).toHaveAttribute('fetchpriority', 'high')
      await expect(covers.first()).toHaveAttribute('loading', 'eager')
      for (const cover of (await covers.all()).slice(1)) await expect(cover).toHaveAttribute('loading', 'lazy')
    })

    test("the list's first cover is asked for from the page's head, and fetched once", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 700 })
      const fetched: string[] = []
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
      await page.goto(insightsListPath(locale), { waitUntil: 'load' })
      const cover = main(page).getByRole('article').locator('img').first()
      await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute('imagesrcset', (await cover.getAttribute('srcset')) ?? 'the cover has a srcset')
      const shown = new URL(await cover.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname
      expect(fetched.filter((path) => path === shown)).toEqual([shown])
    })

    test('an article is shared as an article with its own image and described to search engines', async ({ page, request }) => {
      await page.goto(translated.path)
      const meta = (property: string) => page.locator(`head meta[property="${property}"]`)
      await expect(meta('og:type')).toHaveAttribute('content', 'article')
      await expect(meta('article:published_time')).toHaveAttribute('content', translated.date)
      await expect(meta('article:section')).toHaveAttribute('content', topicName(copy.topics, translated.topic))
      const image = (await meta('og:image').getAttribute('content')) ?? ''
      const response = await request.get(new URL(image).pathname)
      expect(response.headers()['content-type']).toBe('image/png')
      const records = await page.locator('script[type="application/ld+json"]').allTextContents()
      const [posting, crumbs] = ['BlogPosting', 'BreadcrumbList'].map((type) => records.map((text) => JSON.parse(text)).find((record) => record['@type'] === type))
      expect(posting).toMatchObject({ headline: translated.title, description: translated.description, datePublished: translated.date, inLanguage: locale, image })
      expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([copy.heading, topicName(copy.topics, translated.topic), translated.title])
    })

    test('a lead sent from the form under an article is stored as form "article" with the article\'s address', async ({ page }) => {
      const { form: formCopy } = contentFor(locale)
      await visit(page, translated.path)
      const form = page.getByRole('form', { name: copy.contact.heading })
      // The form is at the article's end: its island starts as it comes near (without it, the form posts as without JavaScript).
      await waitForIsland(form)
      const name = uniqueName(`article ${locale}`)
      await form.getByLabel(formCopy.nameLabel, { exact: true }).fill(name)
      const phone = form.getByLabel(formCopy.phoneLabel, { exact: true })
      await phone.click()
      await phone.pressSequentially('0501234567')
      await waitForHumanPace({ form } as never)
      await submitForAnswer(form.getByRole('button', { name: copy.contact.submitLabel }))
      await expect(page.getByRole('status').filter({ hasText: formCopy.thankYouHeading })).toBeVisible()
      await expect.poll(() => leadsNamed(name)).toHaveLength(1)
      const [lead] = await leadsNamed(name)
      expect(lead).toMatchObject({ form: 'article', language: locale })
      expect(lead.source?.formPage).toBe(translated.path)
    })
  })
}

test('the Arabic article reads right to left, its table and lists mirrored', async ({ page }) => {
  const article = articlesFor('ar').find(hasTableAndList)
  test.skip(!article, 'no published Arabic article has a table and a list')
  await visit(page, article!.path)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const body = main(page).getByRole('article').first()
  const table = body.getByRole('table')
  const cells = table.getByRole('row').first().getByRole('columnheader')
  const first = (await cells.first().boundingBox())!
  const last = (await cells.last().boundingBox())!
  // The first column is on the right.
  expect(first.x).toBeGreaterThan(last.x)
  const list = body.getByRole('list').last()
  const item = list.getByRole('listitem').first()
  const text = (await item.boundingBox())!
  const box = (await list.boundingBox())!
  // List items are indented from the right edge (where their markers hang), flush on the left.
  expect(box.x + box.width - (text.x + text.width)).toBeGreaterThan(8)
  expect(Math.abs(text.x - box.x)).toBeLessThan(1)
  expect(await item.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
})

test('a page of a language the switch cannot reach is never a 404', async ({ request }) => {
  for (const article of ARTICLES.filter((candidate) => candidate.languages.length === 1)) {
    const response = await request.get(insightsListPath(otherLocale(article.locale as Locale)))
    expect(response.status()).toBe(200)
  }
})
