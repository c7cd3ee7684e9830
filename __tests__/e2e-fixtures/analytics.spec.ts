/**
 * Page views, on the fixture build (made with PLAUSIBLE_DOMAIN set and
 * PLAUSIBLE_HOST a stand-in on loopback: __tests__/e2e/support/analytics-env.ts):
 * each page sends one page view, through the site's own /api/event, which
 * the site's function (netlify/functions/event.mts) passes on to Plausible,
 * with the page's properties, answering with the site's security headers; following a link sends one more; no cookie is
 * set and no request goes to another host.
 *
 * The tracker, like Plausible's own script, ignores localhost and browsers
 * driven by automation: the site is opened as northwind.test (mapped to
 * 127.0.0.1 in Chromium), and the page sets Plausible's documented
 * `window.__plausible` flag for automated browsers before any script runs.
 */
import type { Page, Response } from '@playwright/test'
import { FIXTURES_PORT, PLAUSIBLE_STAND_IN_PORT } from '../e2e/support/analytics-env'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/env'
import { expect, test } from '../e2e/support/fixtures'
import { waitForHydration } from '../e2e/support/quality'
import { plausibleStandIn, type RecordedEvent } from '../support/plausible-stand-in'
import { SECURITY_FIELDS } from '../../src/lib/security/headers'

const SITE = `http://northwind.test:${FIXTURES_PORT}`

test.use({
  baseURL: SITE,
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP northwind.test 127.0.0.1'] },
})

// One Plausible stand-in, on the one port the fixture build sends page views
// to: this file's tests run one after another in one worker.
test.describe.configure({ mode: 'default' })

let plausible: Awaited<ReturnType<typeof plausibleStandIn>>
test.beforeAll(async () => {
  plausible = await plausibleStandIn({ port: PLAUSIBLE_STAND_IN_PORT })
})
test.afterAll(() => plausible.close())
test.beforeEach(async ({ page }) => {
  plausible.events.length = 0
  await page.addInitScript(() => Object.assign(window, { __plausible: true }))
})

const pageViews = () => plausible.events.filter((event) => event.name === 'pageview')

/** The page views of `path`, once the tracker has had time to send any more than the first. */
async function pageViewsOf(path: string): Promise<RecordedEvent[]> {
  await expect.poll(() => pageViews().filter((event) => event.url === `${SITE}${path}`).length, { timeout: 10_000 }).toBeGreaterThan(0)
  await new Promise((resolve) => setTimeout(resolve, 500))
  return pageViews().filter((event) => event.url === `${SITE}${path}`)
}

/** Every Set-Cookie header the site answered with. */
function cookieHeaders(page: Page) {
  const found: string[] = []
  page.on('response', async (response: Response) => {
    const value = await response.headerValue('set-cookie').catch(() => null)
    if (value) found.push(`${response.url()}: ${value}`)
  })
  return found
}

const PAGES = [
  { path: '/lp/every-block/', props: { language: 'en', kind: 'landing', slug: 'every-block', campaign: 'fixture-every-block', variant: 'every-block' } },
  { path: '/ar/lp/every-block/', props: { language: 'ar', kind: 'landing', slug: 'every-block', campaign: 'fixture-every-block', variant: 'every-block' } },
  { path: '/lp/every-block-b/', props: { language: 'en', kind: 'landing', slug: 'every-block', campaign: 'fixture-every-block', variant: 'every-block-b' } },
  { path: '/ar/lp/every-block-b/', props: { language: 'ar', kind: 'landing', slug: 'every-block', campaign: 'fixture-every-block', variant: 'every-block-b' } },
  { path: '/insights/measure-google-ads-against-sales/', props: { language: 'en', kind: 'article' } },
  { path: '/ar/', props: { language: 'ar', kind: 'home' } },
]

for (const { path, props } of PAGES) {
  test(`${path} sends one page view through the site's own path, with its properties, and sets no cookie`, async ({ page, context, requests }) => {
    const setCookies = cookieHeaders(page)
    await page.goto(`${path}?utm_source=google&utm_campaign=fixture-every-block`)
    await waitForHydration(page)
    const views = await pageViewsOf(`${path}?utm_source=google&utm_campaign=fixture-every-block`)
    expect(views).toHaveLength(1)
    expect(views[0]).toMatchObject({ domain: 'www.northwindgrowth.com', props })
    // Passed on by the site as Netlify does, with the visitor's address.
    expect(views[0].forwardedFor).toMatch(/127\.0\.0\.1$/)
    const sent = requests.filter((request) => request.method() === 'POST').map((request) => new URL(request.url()).pathname)
    expect(sent).toEqual(['/api/event'])
    const answer = await requests.find((request) => request.method() === 'POST')!.response()
    expect(answer?.status()).toBe(202)
    expect(await answer?.allHeaders()).toMatchObject(SECURITY_FIELDS)
    expect(await page.evaluate(() => document.cookie)).toBe('')
    expect(await context.cookies()).toEqual([])
    expect(setCookies).toEqual([])
  })
}

test('following a link (the logo, from an article) sends one page view of the new page', async ({ page }) => {
  await page.goto('/insights/measure-google-ads-against-sales/')
  await waitForHydration(page)
  await pageViewsOf('/insights/measure-google-ads-against-sales/')
  await page.getByRole('banner').locator('a[href="/"]').first().click()
  await expect(page).toHaveURL(`${SITE}/`)
  const views = await pageViewsOf('/')
  expect(views).toHaveLength(1)
  expect(views[0].props).toEqual({ language: 'en', kind: 'home' })
  expect(pageViews()).toHaveLength(2)
})

test('a variant points search engines to its original and is never indexed', async ({ page }) => {
  await page.goto('/ar/lp/every-block-b/')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ar\/lp\/every-block\/$/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  expect((await page.request.get(`http://localhost:${FIXTURES_PORT}/ar/lp/every-block-b/`)).headers()['x-robots-tag']).toBe('noindex')
})

test("a variant's lead carries its original, campaign and variant", async ({ page }) => {
  await page.goto('/lp/every-block-b/')
  const form = page.locator('form').filter({ has: page.locator('input[name="variant"]') })
  await expect(form.locator('input[name="page"]')).toHaveValue('every-block')
  await expect(form.locator('input[name="campaign"]')).toHaveValue('fixture-every-block')
  await expect(form.locator('input[name="variant"]')).toHaveValue('every-block-b')
})
