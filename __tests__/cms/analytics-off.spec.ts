/**
 * The site as built without PLAUSIBLE_DOMAIN, as every deploy without a
 * Plausible site is: the CMS's rebuild (rebuilt-site.spec.ts) builds it so,
 * and this runs after it. (The browser tests run on the build `npm test`
 * makes with analytics on, as production; the page views themselves:
 * __tests__/e2e-fixtures/analytics.spec.ts.) The islands' script imports no
 * page-view tracker and no page names Plausible, the site's /api/event
 * answers nothing but a 404 (with the site's headers), and a visitor's pages
 * load no tracker and send nothing to count them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { SITE_EVENT_PATH } from '../../src/lib/analytics/config'
import { SECURITY_FIELDS } from '../../src/lib/security/headers'
import { expect, test } from '../e2e/support/fixtures'
import { islandsRuntime, islandsScriptOf, trackerFiles } from '../e2e/support/islands'
import { ALL_LANDING_PAGES } from '../e2e/support/landing'
import { visit } from '../e2e/support/quality'

const PUBLIC = path.resolve(__dirname, '../../public')
/** The islands' script every built page's loader adds, read when a test runs (after the rebuild). */
const islandsEntry = () => islandsScriptOf(path.join(PUBLIC, 'index.html'))

test('the build holds no tracker, and the site\'s event address sends nothing to Plausible', async ({ request }) => {
  // With a domain, the islands' script imports the tracker's chunk at start, naming it in its error.
  const entry = islandsEntry()
  expect(trackerFiles(entry)).toEqual([])
  expect(fs.readFileSync(path.join(PUBLIC, entry), 'utf8')).not.toContain('page-view tracker')
  const answer = await request.post(SITE_EVENT_PATH, { data: { n: 'pageview', u: 'https://www.northwindgrowth.com/', d: 'www.northwindgrowth.com' } })
  expect(answer.status()).toBe(404)
  expect(answer.headers()).toMatchObject(SECURITY_FIELDS)
  for (const page of ['index.html', 'ar/index.html', `${ALL_LANDING_PAGES[0].path.slice(1)}index.html`]) {
    expect(fs.readFileSync(path.join(PUBLIC, page), 'utf8')).not.toMatch(/plausible/i)
  }
})

test('a visit to the home page, a landing page and an article loads no tracker and sends nothing', async ({ page, requests }) => {
  for (const address of ['/', ALL_LANDING_PAGES[0].path, '/insights/measure-google-ads-against-sales/']) {
    await visit(page, address)
    await page.waitForLoadState('networkidle')
  }
  // Untouched, a page loads the islands' script and its static imports: with a domain, the tracker's chunk comes too.
  const scripts = requests.filter((request) => request.resourceType() === 'script').map((request) => new URL(request.url()).pathname)
  const runtime = islandsRuntime(islandsEntry())
  expect(scripts.filter((script) => !runtime.includes(script))).toEqual([])
  expect(requests.filter((request) => request.method() === 'POST')).toEqual([])
})
