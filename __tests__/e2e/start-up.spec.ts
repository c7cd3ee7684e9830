/**
 * What the browser does when a page's scripts start, beyond hydrating: the
 * work gatsby/browser/bundle.ts and src/theme/style-cache.ts keep off the
 * main thread.
 */
import fs from 'node:fs'
import { expect, test } from './support/fixtures'
import { ALL_LANGUAGE_PAGES } from './support/content'
import { waitForHydration } from './support/quality'
import { COMPILE_HINT } from '../../gatsby/browser/bundle'

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

test('React and Gatsby’s runtime ask Chrome to compile them in one go', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname)
  })
  await page.goto('/')
  await waitForHydration(page)
  const startsWithHint = (file: string) => fs.readFileSync(`public${file}`, 'utf8').startsWith(`${COMPILE_HINT}\n`)
  expect(scripts.filter((file) => /^\/(framework|app)-/.test(file))).toHaveLength(2)
  for (const file of scripts) expect(startsWithHint(file), file).toBe(/^\/(framework|app)-/.test(file))
})
