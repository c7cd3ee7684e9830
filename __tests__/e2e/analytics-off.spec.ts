/**
 * The site as built by default, without PLAUSIBLE_DOMAIN (what every other
 * browser test runs on): no tracker file and no page naming one, the
 * site's /api/event answers nothing but a 404 (with the site's headers),
 * and a visitor's pages send nothing to count them. (With a domain: __tests__/e2e-fixtures/analytics.spec.ts.)
 */
import fs from 'node:fs'
import path from 'node:path'
import { SITE_EVENT_PATH } from '../../src/lib/analytics/config'
import { SECURITY_FIELDS } from '../../src/lib/security/headers'
import { expect, test } from './support/fixtures'
import { ALL_LANDING_PAGES } from './support/landing'
import { visit } from './support/quality'

const PUBLIC = path.resolve(__dirname, '../../public')

test('the build holds no tracker, and the site\'s event address sends nothing to Plausible', async ({ request }) => {
  expect(fs.readdirSync(path.join(PUBLIC, 'static')).filter((file) => file.startsWith('analytics-'))).toEqual([])
  expect(fs.readFileSync(path.join(PUBLIC, '_redirects'), 'utf8')).not.toContain(SITE_EVENT_PATH)
  const answer = await request.post(SITE_EVENT_PATH, { data: { n: 'pageview', u: 'https://www.northwindgrowth.com/', d: 'www.northwindgrowth.com' } })
  expect(answer.status()).toBe(404)
  expect(answer.headers()).toMatchObject(SECURITY_FIELDS)
  for (const page of ['index.html', 'ar/index.html', `${ALL_LANDING_PAGES[0].path.slice(1)}index.html`]) {
    expect(fs.readFileSync(path.join(PUBLIC, page), 'utf8')).not.toMatch(/analytics-|plausible/i)
  }
})

test('a visit to the home page, a landing page and an article sends nothing, and no tracker runs', async ({ page, requests }) => {
  for (const address of ['/', ALL_LANDING_PAGES[0].path, '/insights/measure-google-ads-against-sales/']) {
    await visit(page, address)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => 'plausible' in window)).toBe(false)
  }
  expect(requests.map((request) => new URL(request.url()).pathname).filter((pathname) => pathname === SITE_EVENT_PATH || /analytics-/.test(pathname))).toEqual([])
  expect(requests.filter((request) => request.method() === 'POST')).toEqual([])
})
