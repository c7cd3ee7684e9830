/**
 * A visitor who only reads downloads no island: until they touch the form
 * (focus a field, press on it, type), a page asks for nothing but its
 * loader's script. Their first touch starts the form's island, which takes
 * the form over as they left it: what they typed, where the caret was, the
 * focus, the country chosen, and a press on Send, which sends once.
 * On a phone (375 px), in both languages, with the island's start held back
 * (the copy file it needs kept on its way) to stand for a slow network.
 */
import type { Page } from '@playwright/test'
import { contactForm, leadsNamed, uniqueName, waitForHumanPace, watchContactPosts } from './support/contact'
import { contentFor, localizedPath, LOCALE_CODES } from './support/content'
import { expect, test } from './support/fixtures'
import { islandsScriptOf, ISLANDS_SCRIPT, untouchedScripts } from './support/islands'
import { PHONE, visitWithIslandsHeld } from './support/quality'

test.use({ viewport: PHONE })

const formIsland = (page: Page) => page.locator('[data-island="contact-form"]').first()

for (const locale of LOCALE_CODES) {
  const path = localizedPath('/', locale)
  const { form: copy } = contentFor(locale)

  test(`on ${path}, scrolled to the bottom and left alone, the page asks for no script but its loader's`, async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (['script', 'fetch', 'xhr'].includes(request.resourceType())) asked.push(new URL(request.url()).pathname)
    })
    await page.goto(path)
    await page.locator('html[data-islands-ready]').waitFor({ state: 'attached' })
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) await page.mouse.wheel(0, 600)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
    const entry = asked.find((file) => ISLANDS_SCRIPT.test(file))
    expect(entry).toBe(islandsScriptOf(`public${path}index.html`))
    // The islands' script and what it imports to start (and the tracker, when the build counts page views): no island's chunk, no React, no phone library, no copy file.
    expect([...new Set(asked)].sort()).toEqual(untouchedScripts(entry!))
    await expect(page.locator('[data-hydrated]')).toHaveCount(0)
    // The form is the server's, and works as it is.
    await expect(contactForm(page, 'home', locale).name).toBeEditable()
  })

  test(`on ${path}, what is typed before the form's island starts keeps its text, caret and focus, and the country chosen`, async ({ page }) => {
    const { release } = await visitWithIslandsHeld(page, path)
    const parts = contactForm(page, 'home', locale)
    const other = locale === 'en' ? 'SA' : 'OM'
    await parts.country.selectOption(other)
    await parts.name.click()
    await page.keyboard.type('Dana Q')
    // The caret put back after "Dana" (arrow keys move it the other way on a right-to-left page).
    await parts.name.evaluate((input: HTMLInputElement) => input.setSelectionRange(4, 4))
    await expect(formIsland(page)).not.toHaveAttribute('data-hydrated', '')
    release()
    await expect(formIsland(page)).toHaveAttribute('data-hydrated', '')
    await expect(parts.name).toBeFocused()
    await expect(parts.name).toHaveValue('Dana Q')
    expect(await parts.name.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([4, 4])
    await page.keyboard.type('h')
    await expect(parts.name).toHaveValue('Danah Q')
    await expect(parts.country).toHaveValue(other)
    await expect(parts.name).toBeFocused()
  })

  test(`on ${path}, a press on the form's button before the form's island starts sends the lead once, by the island`, async ({ page }) => {
    const posts = watchContactPosts(page)
    const { release } = await visitWithIslandsHeld(page, path)
    const parts = contactForm(page, 'home', locale)
    const name = uniqueName(`early send ${locale}`)
    await parts.name.fill(name)
    await parts.phone.fill('0501234567')
    await waitForHumanPace(parts)
    await parts.submit.click()
    // Held, not posted as a page: the visitor is still on the form.
    await expect(formIsland(page)).not.toHaveAttribute('data-hydrated', '')
    expect(new URL(page.url()).pathname).toBe(path)
    expect(posts).toEqual([])
    release()
    // The island asks for its form token once started, and waits until a person could have filled the form in before it posts.
    await expect(parts.status.getByRole('heading', { name: copy.thankYouHeading })).toBeVisible({ timeout: 20_000 })
    await expect.poll(() => leadsNamed(name)).toHaveLength(1)
    expect(posts).toEqual(['POST'])
    expect(new URL(page.url()).pathname).toBe(path)
  })
}
