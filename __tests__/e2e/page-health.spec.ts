/**
 * While loading and using any page in either language (the menu opened and
 * closed on a phone, the form used): no console errors, no uncaught
 * exceptions, no Content-Security-Policy violation under the headers the
 * site is served with, and (checked for every test by support/fixtures.ts)
 * no request to any host but the site's own.
 */
import type { Page } from '@playwright/test'
import { LOCALE_CODES, everyPath, notFoundPath } from './support/content'
import { contactForm, formsFor, waitForPhoneLibrary, type FormKey } from './support/contact'
import { expect, isOffSite, test } from './support/fixtures'
import { mobileMenu, openMobileMenu, waitForHydration, watchForProblems } from './support/quality'

const ALL_PATHS = LOCALE_CODES.flatMap((locale) => everyPath(locale).map((path) => ({ path, locale })))
const NOT_FOUND_PATHS = LOCALE_CODES.map(notFoundPath)

/** On a not-found page, the document itself and Gatsby's look-up of that path answer 404 by design. */
const unexpected = (problems: string[], path: string) =>
  NOT_FOUND_PATHS.includes(path) ? problems.filter((problem) => !(problem.includes('404') && problem.includes(path.replace(/\/$/, '')))) : problems

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

    for (const { path, locale } of ALL_PATHS) {
      test(`${path} loads and is used without console errors or CSP violations`, async ({ page, requests, baseURL }) => {
        const problems = await watchForProblems(page)
        await page.goto(path)
        await useThePage(page)
        if (viewport.width < 768) {
          await openMobileMenu(page, locale)
          const menu = mobileMenu(page, locale)
          await menu.close.click()
          await expect(menu.panel).toBeHidden()
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
        expect(unexpected(problems, path)).toEqual([])
        expect(requests.length).toBeGreaterThan(5)
        expect(requests.filter((request) => isOffSite(request.url(), new URL(baseURL ?? '').origin))).toEqual([])
      })
    }
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
