/**
 * Every route in both languages: the language and direction the server
 * sends it in, its <head>, its own content, and the thank-you page. (Unknown
 * addresses, which need Netlify's status codes: unknown-address.spec.ts.)
 */
import {
  LOCALES,
  LOCALE_CODES,
  contentFor,
  fillTemplate,
  fullTitle,
  localizedPath,
  pagesFor,
  site,
  thankYouPath,
} from './support/content'
import { expect, test } from './support/fixtures'
import { htmlText } from './support/page'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

for (const locale of LOCALE_CODES) {
  const { dir } = LOCALES[locale]
  const { home, services, steps, story, thankYou } = contentFor(locale)
  const served = [...pagesFor(locale), { path: thankYouPath(locale), heading: thankYou.heading }]

  test.describe(`${LOCALES[locale].name}: as the server sends it`, () => {
    for (const { path, heading } of served) {
      test(`${path} answers 200 with lang="${locale}" dir="${dir}" on <html> and its own h1`, async ({ request }) => {
        const response = await request.get(path)
        expect(response.status()).toBe(200)
        const html = await response.text()
        const root = /<html\b[^>]*>/.exec(html)?.[0] ?? ''
        expect({ lang: attribute(root, 'lang'), dir: attribute(root, 'dir') }).toEqual({ lang: locale, dir })
        const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) => htmlText(inner))
        expect(headings).toEqual([heading])
      })
    }
  })

  // quality-seo.spec.ts shows each page with its copy's title and description (and its lang once
  // running): the pages' are unique when the copy's are.
  test(`${LOCALES[locale].name}: titles and descriptions are unique across pages`, () => {
    const pages = pagesFor(locale)
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length)
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length)
  })

  test.describe(`${LOCALES[locale].name}: content`, () => {
    test('Home shows the pitch, the failure statistics, the contact form, the program and YOUR story', async ({ page }) => {
      await page.goto(localizedPath('/', locale))
      await expect(page.getByRole('heading', { level: 1, name: home.hero.heading })).toBeVisible()
      await expect(page.getByText(home.hero.pitch)).toBeVisible()
      const stats = page.getByRole('list').filter({ hasText: home.hero.stats[0].label })
      await expect(stats.getByRole('listitem')).toHaveText(home.hero.stats.map(({ value, label }) => new RegExp(`^${escapeRegExp(value)}\\s*${escapeRegExp(label)}$`)))
      await expect(page.getByRole('heading', { name: home.contact.heading })).toBeVisible()
      await expect(page.getByRole('form', { name: home.contact.heading })).toBeVisible()
      await expect(page.getByRole('heading', { name: fillTemplate(home.program.heading, { count: steps.length }) })).toBeVisible()
      await expect(page.getByRole('heading', { name: home.yourStory.heading })).toBeVisible()
      await expect(page.getByRole('link', { name: home.yourStory.buttonLabel })).toBeVisible()
    })

    test('Our Services shows the three approaches and the free consultation form', async ({ page }) => {
      await page.goto(localizedPath('/ourservices/', locale))
      await expect(page.getByRole('heading', { level: 1, name: services.heading })).toBeVisible()
      const approaches = page.getByRole('article')
      await expect(approaches).toHaveCount(services.approaches.length)
      await expect(approaches.getByRole('heading', { level: 2 })).toHaveText(services.approaches.map((approach) => approach.title))
      for (const approach of services.approaches) {
        const article = page.getByRole('article', { name: approach.title })
        await expect(article).toContainText(approach.summary)
        for (const point of approach.points) await expect(article).toContainText(point)
      }
      await expect(page.getByRole('heading', { level: 2, name: services.consultation.heading })).toBeVisible()
      const form = page.getByRole('form', { name: services.consultation.heading })
      await expect(form.getByRole('button', { name: services.consultation.submitLabel })).toBeVisible()
    })

    test('Our Story tells the agency history, with the years in business filled in', async ({ page }) => {
      await page.goto(localizedPath('/ourstory/', locale))
      await expect(page.getByRole('heading', { level: 1, name: story.heading })).toBeVisible()
      const main = page.getByRole('main')
      for (const chapter of story.chapters) {
        await expect(main.getByRole('heading', { level: 2, name: chapter.heading })).toBeVisible()
        await expect(main).toContainText(fillTemplate(chapter.text, { years: site.yearsInBusiness }))
      }
      expect(story.chapters.some((chapter) => chapter.text.includes('{years}'))).toBe(true)
      await expect(main).not.toContainText('{years}')
    })

    test('the thank-you page for forms sent without JavaScript is not indexed and links home', async ({ page }) => {
      const response = await page.goto(thankYouPath(locale))
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(fullTitle(thankYou.title))
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.getByRole('heading', { level: 1, name: thankYou.heading })).toBeVisible()
      await page.getByRole('link', { name: thankYou.homeLinkLabel }).click()
      await expect(page).toHaveURL(localizedPath('/', locale))
      await expect(page).toHaveTitle(fullTitle(home.title))
    })
  })
}
