/**
 * What the browser does when a page's scripts start, beyond hydrating its
 * islands: the work gatsby/browser/islands.ts and src/theme/style-cache.ts
 * keep off the main thread.
 */
import fs from 'node:fs'
import { expect, test } from './support/fixtures'
import { ALL_LANGUAGE_PAGES } from './support/content'
import { waitForHydration } from './support/quality'
import { COMPILE_HINT } from '../../gatsby/browser/islands'

type StyleTag = { fonts: boolean; icons: boolean; rules: boolean; emotion: string | null }

// <Global> renames its tag to the bare key when it takes it over.
const kinds = (tags: StyleTag[]) => tags.map(({ fonts, icons, rules, emotion }) => (fonts ? 'fonts' : icons ? 'icons' : rules ? 'server rules' : String(emotion).split(' ')[0]))

for (const { path } of ALL_LANGUAGE_PAGES) {
  test(`${path} starts without adding or moving a style tag`, async ({ page, request }) => {
    const served = await (await request.get(path)).text()
    const servedTags = [...served.matchAll(/<style([^>]*)>/g)].map(([, attributes]) => ({
      fonts: attributes.includes('data-fonts='),
      icons: attributes.includes('data-icons='),
      rules: attributes.includes('data-server-rules='),
      emotion: /data-emotion="([^"]*)"/.exec(attributes)?.[1] ?? null,
    }))
    await page.goto(path)
    await waitForHydration(page)
    // Scrolled through, so the program steps reveal and the form's phone field starts.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
    const liveTags = await page
      .locator('style')
      .evaluateAll((tags) =>
        tags.map((tag) => ({ fonts: tag.hasAttribute('data-fonts'), icons: tag.hasAttribute('data-icons'), rules: tag.hasAttribute('data-server-rules'), emotion: tag.getAttribute('data-emotion') })),
      )
    // The font and icon stylesheets (theme/fonts.ts, layout/icon-styles.ts) are the server's alone.
    expect(kinds(servedTags)).toEqual(['css-global', 'server rules', 'fonts', 'icons'])
    expect(kinds(liveTags)).toEqual(kinds(servedTags))
  })
}

test("a page runs its islands' script, not Gatsby's runtime, and Chrome compiles React in one go", async ({ page }) => {
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname)
  })
  await page.goto('/')
  await waitForHydration(page)
  expect(scripts.length).toBeGreaterThan(1)
  for (const file of scripts) expect(file).toMatch(/^\/static\/islands\//)
  const hinted = scripts.filter((file) => fs.readFileSync(`public${file}`, 'utf8').startsWith(`${COMPILE_HINT}\n`))
  expect(hinted).toHaveLength(1)
  expect(fs.readFileSync(`public${hinted[0]}`, 'utf8')).toContain('react-dom')
})
