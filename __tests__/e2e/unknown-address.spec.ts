/**
 * Unknown addresses, served as Netlify would (scripts/serve-with-headers.mjs
 * with public/_redirects, which serves every browser test; see
 * playwright.config.ts): each answers 404 with the not-found page of its
 * language, which is not indexed and leads home in that language. `gatsby
 * serve` answers 200 for an unknown /ar/ address, so the status is only
 * meaningful here.
 */
import { LOCALES, LOCALE_CODES, contentFor, fullTitle, localizedPath, notFoundPath } from './support/content'
import { expect, test } from './support/fixtures'
import { htmlText } from './support/page'

for (const locale of LOCALE_CODES) {
  const { home, notFound } = contentFor(locale)
  const path = notFoundPath(locale)

  test.describe(`${LOCALES[locale].name}: ${path}`, () => {
    test(`the server answers 404 with the ${locale} not-found page`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const html = await response.text()
      expect(/<html\b[^>]*>/.exec(html)?.[0]).toContain(`lang="${locale}" dir="${LOCALES[locale].dir}"`)
      expect([...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) => htmlText(inner))).toEqual([notFound.heading])
    })

    test('the visitor sees the not-found page and a link to the home page of their language', async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle(fullTitle(notFound.title))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1, name: notFound.heading })).toBeVisible()
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      const homeLink = page.getByRole('main').getByRole('link', { name: notFound.homeLinkLabel })
      await expect(homeLink).toHaveAttribute('href', localizedPath('/', locale))
      await homeLink.click()
      await expect(page).toHaveURL(localizedPath('/', locale))
      await expect(page).toHaveTitle(fullTitle(home.title))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
    })
  })
}
