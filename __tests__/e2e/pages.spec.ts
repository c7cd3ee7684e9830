/**
 * Every route: its <head>, its own content, and the 404 page for unknown
 * addresses.
 */
import { NOT_FOUND_PATH, PAGES, THANK_YOU_PATH, fullTitle, home, notFound, services, site, steps, story, thankYou } from './support/content'
import { expect, test } from './support/fixtures'

test.describe('head of every page', () => {
  for (const page of PAGES) {
    test(`${page.name} has its own title, a description and lang="en"`, async ({ page: tab }) => {
      const response = await tab.goto(page.path)
      expect(response?.status()).toBe(200)
      await expect(tab).toHaveTitle(fullTitle(page.title))
      await expect(tab.locator('html')).toHaveAttribute('lang', 'en')
      await expect(tab.locator('head meta[name="description"]')).toHaveAttribute('content', page.description)
    })
  }

  test('titles and descriptions are unique across pages', async ({ page }) => {
    const heads: { title: string; description: string | null }[] = []
    for (const { path } of PAGES) {
      await page.goto(path)
      heads.push({
        title: await page.title(),
        description: await page.locator('head meta[name="description"]').getAttribute('content'),
      })
    }
    expect(new Set(heads.map((head) => head.title)).size).toBe(PAGES.length)
    expect(new Set(heads.map((head) => head.description)).size).toBe(PAGES.length)
  })
})

test('Home shows the pitch, the failure statistics and the contact form', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: home.hero.heading })).toBeVisible()
  await expect(page.getByText(home.hero.pitch)).toBeVisible()
  const stats = page.getByRole('list').filter({ hasText: '20%' })
  await expect(stats.getByRole('listitem')).toHaveText([/^20%\s*of new businesses fail in their first year$/, /^50%\s*do not make it past year 5$/])
  await expect(page.getByRole('heading', { name: home.contact.heading })).toBeVisible()
  await expect(page.getByRole('form', { name: home.contact.heading })).toBeVisible()
  await expect(page.getByRole('heading', { name: `Our ${steps.length}-step program` })).toBeVisible()
  await expect(page.getByRole('heading', { name: home.yourStory.heading })).toBeVisible()
  await expect(page.getByRole('heading', { name: home.yourStory.heading })).toContainText('YOUR story')
  await expect(page.getByRole('link', { name: home.yourStory.buttonLabel })).toBeVisible()
})

test('Our Services shows the three approaches and the free consultation form', async ({ page }) => {
  await page.goto('/ourservices/')
  await expect(page.getByRole('heading', { level: 1, name: services.heading })).toBeVisible()
  const approaches = page.getByRole('article')
  await expect(approaches).toHaveCount(3)
  await expect(approaches.getByRole('heading', { level: 2 })).toHaveText(services.approaches.map((approach) => approach.title))
  await expect(page.getByRole('article', { name: 'The complete solution' })).toContainText('catch-up meetings')
  const target = page.getByRole('article', { name: 'The target solution' })
  for (const point of ['marketing copy', 'videos', 'Monetizing', 'Targeted campaigns']) await expect(target).toContainText(point)
  const specialized = page.getByRole('article', { name: 'Specialized services' })
  for (const point of ['Native ads', 'CPA affiliate network', 'dedicated account manager']) await expect(specialized).toContainText(point)
  await expect(page.getByRole('heading', { level: 2, name: 'Get a free consultation' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Get a free consultation' })
  await expect(form.getByRole('button', { name: 'Get a free consultation' })).toBeVisible()
})

test('Our Story tells the agency history', async ({ page }) => {
  await page.goto('/ourstory/')
  await expect(page.getByRole('heading', { level: 1, name: story.heading })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main).toContainText(`${site.yearsInBusiness} years ago`)
  await expect(main).toContainText('7 years ago')
  await expect(main).not.toContainText('{years}')
  for (const fact of ['Google Ads', 'e-commerce', /natural[- ]products/, 'digital marketing strategy']) {
    await expect(main).toContainText(fact)
  }
})

test.describe('unknown address', () => {
  test('answers 404 with the not-found page and a link home', async ({ page }) => {
    const response = await page.goto(NOT_FOUND_PATH)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(fullTitle(notFound.title))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1, name: notFound.heading })).toBeVisible()
    await page.getByRole('link', { name: notFound.homeLinkLabel }).click()
    await expect(page).toHaveURL('/')
    await expect(page).toHaveTitle(fullTitle(home.title))
  })

  test('is not indexed', async ({ page }) => {
    await page.goto(NOT_FOUND_PATH)
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
})

test('the thank-you page for forms sent without JavaScript is not indexed and links home', async ({ page }) => {
  const response = await page.goto(THANK_YOU_PATH)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(fullTitle(thankYou.title))
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('heading', { level: 1, name: thankYou.heading })).toBeVisible()
  await page.getByRole('link', { name: thankYou.homeLinkLabel }).click()
  await expect(page).toHaveURL('/')
})
