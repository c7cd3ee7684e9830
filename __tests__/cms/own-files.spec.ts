/**
 * The CMS is served whole by the site itself: /admin/ and its preview pane
 * load every script and stylesheet from the site (Decap's own bundle
 * included), none from a CDN or another host. (That no public page loads
 * any of it is checked with the site's pages: e2e/cms-apart.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test'

/** The scripts and stylesheets the page asks for, in its frames too. */
function watchScriptsAndStyles(page: Page) {
  const urls: URL[] = []
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) urls.push(new URL(request.url()))
  })
  return urls
}

test('an editor previewing the steps loads every script and style from the site itself', async ({ page, baseURL }) => {
  const loaded = watchScriptsAndStyles(page)
  const entry = '/admin/#/collections/steps/entries/steps'
  await page.goto(entry)
  const login = page.getByRole('button', { name: 'Login' })
  await expect(login.or(page.getByRole('textbox').first())).toBeVisible()
  if (await login.isVisible()) {
    await login.click()
    await page.goto(entry)
  }
  await page.getByRole('textbox').first().waitFor()
  await page.getByRole('button', { name: 'Toggle preview' }).click()
  await expect(page.frameLocator('#preview-pane').getByRole('heading', { level: 3 }).first()).toBeVisible()

  const paths = loaded.map((url) => url.pathname)
  expect(paths).toEqual(expect.arrayContaining(['/admin/react.js', '/admin/decap/decap-cms-app.js', '/admin/cms.js']))
  expect(loaded.filter((url) => url.origin !== new URL(baseURL ?? '').origin).map(String)).toEqual([])
})

test('the CMS page names only scripts and styles of the site itself', async ({ request }) => {
  const html = await (await request.get('/admin/')).text()
  const sources = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map(([, source]) => source)
  expect(sources.length).toBeGreaterThan(0)
  expect(sources.filter((source) => !source.startsWith('/') || source.startsWith('//'))).toEqual([])
})
