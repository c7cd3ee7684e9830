/**
 * While loading and using any page in either language: no console errors,
 * no uncaught exceptions, and (checked for every test by
 * support/fixtures.ts) no request to any host but the site's own.
 */
import type { Page } from '@playwright/test'
import { ALL_LANGUAGE_PAGES, LOCALE_CODES, notFoundPath } from './support/content'
import { contactForm, formsFor, waitForPhoneLibrary, type FormKey } from './support/contact'
import { expect, isOffSite, test } from './support/fixtures'
import { mobileMenu, waitForHydration } from './support/quality'

function watchErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  return errors
}

async function useThePage(page: Page) {
  await waitForHydration(page)
  await page.mouse.wheel(0, 4000)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 700 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const { path, locale } of ALL_LANGUAGE_PAGES) {
      test(`${path} loads and is used without console errors`, async ({ page, requests, baseURL }) => {
        const errors = watchErrors(page)
        await page.goto(path)
        await useThePage(page)
        if (viewport.width < 768) {
          const menu = mobileMenu(page, locale)
          await menu.hamburger.click()
          await menu.close.click()
        }
        const key = Object.entries(formsFor(locale)).find(([, form]) => form.path === path)?.[0] as FormKey | undefined
        if (key) {
          const parts = contactForm(page, key, locale)
          await parts.form.scrollIntoViewIfNeeded()
          await waitForPhoneLibrary(parts)
          await parts.phone.pressSequentially('+1 201 555 0123')
          await expect(parts.country).toHaveValue('US')
          await parts.submit.click()
          await expect(parts.name).toBeFocused()
        }
        expect(errors).toEqual([])
        expect(requests.length).toBeGreaterThan(5)
        expect(requests.filter((request) => isOffSite(request.url(), new URL(baseURL ?? '').origin))).toEqual([])
      })
    }
  })
}

for (const locale of LOCALE_CODES) {
  test(`the not-found page at ${notFoundPath(locale)} has no errors beyond its own 404`, async ({ page }) => {
    const errors = watchErrors(page)
    await page.goto(notFoundPath(locale))
    await useThePage(page)
    // The document itself and Gatsby's look-up of that path answer 404 by design.
    const slug = notFoundPath(locale).replace(/\/$/, '')
    expect(errors.filter((error) => !(error.includes('404') && error.includes(slug)))).toEqual([])
  })
}

test('the site has a favicon where the page declares it and at /favicon.ico, which browsers ask for anyway', async ({ page, request }) => {
  await page.goto('/')
  const declared = await page.locator('head link[rel~="icon"]').first().getAttribute('href')
  expect((await request.get(declared ?? '')).status()).toBe(200)
  const ico = await request.get('/favicon.ico')
  expect(ico.status()).toBe(200)
  // An icon file, not the 404 page served in its place.
  expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]))
})
