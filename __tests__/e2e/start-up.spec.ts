/**
 * What the browser does when a page's scripts start, beyond hydrating its
 * islands: the work gatsby/browser/build-islands.ts and src/theme/style-cache.ts
 * keep off the main thread, and what it does not ask for (Gatsby's page
 * data; on a wide screen, the menu it hides).
 */
import fs from 'node:fs'
import { expect, test } from './support/fixtures'
import { ALL_LANGUAGE_PAGES } from './support/content'
import { islandsScriptOf, ISLANDS_SCRIPT, untouchedScripts } from './support/islands'
import { PHONE, WIDE, contactForm, mobileMenu, waitForHydration, waitForIsland } from './support/quality'
import { COMPILE_HINT } from '../../gatsby/browser/build-islands'

type StyleTag = { fonts: boolean; rules: boolean; emotion: string | null }

// <Global> renames its tag to the bare key when it takes it over.
const kinds = (tags: StyleTag[]) => tags.map(({ fonts, rules, emotion }) => (fonts ? 'fonts' : rules ? 'server rules' : String(emotion).split(' ')[0]))

for (const { path } of ALL_LANGUAGE_PAGES) {
  test(`${path} starts without adding or moving a style tag, and never asks for Gatsby's page data`, async ({ page, request }) => {
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    const served = await (await request.get(path)).text()
    const servedTags = [...served.matchAll(/<style([^>]*)>/g)].map(([, attributes]) => ({
      fonts: attributes.includes('data-fonts='),
      rules: attributes.includes('data-server-rules='),
      emotion: /data-emotion="([^"]*)"/.exec(attributes)?.[1] ?? null,
    }))
    await page.goto(path)
    await waitForHydration(page)
    // Scrolled through, so the program steps reveal; the form, where there is one, touched, so it starts.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const form = page.locator('[data-island="contact-form"] form')
    if ((await form.count()) > 0) await waitForIsland(form.first())
    await page.waitForLoadState('networkidle')
    const liveTags = await page
      .locator('style')
      .evaluateAll((tags) =>
        tags.map((tag) => ({ fonts: tag.hasAttribute('data-fonts'), rules: tag.hasAttribute('data-server-rules'), emotion: tag.getAttribute('data-emotion') })),
      )
    // The fonts' stylesheet (theme/fonts.ts) is the server's alone.
    expect(kinds(servedTags)).toEqual(['css-global', 'server rules', 'fonts'])
    expect(kinds(liveTags)).toEqual(kinds(servedTags))
    // Every island carries its page's context, and its language's copy is a file of the islands' own, asked for once at most.
    expect(asked.filter((address) => address.includes('page-data'))).toEqual([])
    expect(asked.filter((address) => /\/static\/islands\/copy-/.test(address)).length).toBeLessThanOrEqual(1)
  })
}

test("a page runs its islands' script, not Gatsby's runtime, and Chrome compiles React in one go", async ({ page }) => {
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname)
  })
  await page.goto('/')
  await waitForHydration(page)
  // React comes with the first island the visitor touches.
  await waitForIsland(contactForm(page).form)
  expect(scripts.length).toBeGreaterThan(1)
  for (const file of scripts) expect(file).toMatch(/^\/static\/islands\//)
  const hinted = scripts.filter((file) => fs.readFileSync(`public${file}`, 'utf8').startsWith(`${COMPILE_HINT}\n`))
  expect(hinted).toHaveLength(1)
  expect(fs.readFileSync(`public${hinted[0]}`, 'utf8')).toContain('react-dom')
})

for (const path of ['/ourstory/', '/ourservices/', '/ar/ourstory/']) {
  test(`on a wide screen, ${path} downloads only the islands' script before the visitor does anything: the menu it hides starts nothing`, async ({ page }) => {
    await page.setViewportSize(WIDE)
    const scripts: string[] = []
    page.on('request', (request) => {
      // What it downloads: a page view the tracker sends is a POST.
      if (['script', 'fetch'].includes(request.resourceType()) && request.method() === 'GET') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    // Past the loader's latest start and the browser's idle time.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2500)))
    const entry = scripts.find((file) => ISLANDS_SCRIPT.test(file))
    expect(entry).toBeDefined()
    // No island's chunk, no React, no copy file: the script and what it imports to start (and the tracker, when the build counts page views).
    expect([...scripts].sort()).toEqual(untouchedScripts(entry!))
    for (const file of scripts) expect(fs.readFileSync(`public${file}`, 'utf8')).not.toContain('react-dom')
    await expect(page.locator('[data-island="header-menu"]')).not.toHaveAttribute('data-hydrated', '')
  })
}

test("an element naming no island, and an island whose chunk does not arrive, are said on the console and stay the server's HTML", async ({ page }) => {
  await page.setViewportSize(PHONE)
  const entry = islandsScriptOf('public/index.html')
  const menuChunk = /"header-menu":\(\)=>import\("([^"]+)"\)/.exec(fs.readFileSync(`public${entry}`, 'utf8'))![1]
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.route('/', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: (await response.text()).replace('data-island="form-link"', 'data-island="no-such-island"') })
  })
  await page.route(menuChunk, (route) => route.abort())
  await page.goto('/')
  await expect.poll(() => errors.join('\n')).toMatch(/No island named "no-such-island" \(components\/islands\/island-table\.ts names contact-form, form-link, header-menu\)/)
  await waitForHydration(page)
  await mobileMenu(page).hamburger.click()
  await expect.poll(() => errors.join('\n')).toMatch(/The header-menu island did not start/)
  await expect(page.locator('[data-island="header-menu"]')).not.toHaveAttribute('data-hydrated', '')
  await expect(page.locator('[data-island="no-such-island"]')).not.toHaveAttribute('data-hydrated', '')
  // The rest of the page starts as ever.
  await waitForIsland(contactForm(page).form)
})
