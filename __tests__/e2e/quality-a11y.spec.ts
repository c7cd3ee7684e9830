/**
 * Every page in either language, as a visitor uses it, at 1280 px and at
 * 375 px with the mobile menu opened (and closed again): axe-core finds no
 * accessibility violation (WCAG 2.x A/AA and axe's best practices), and
 * there is no console error, no uncaught exception and no
 * Content-Security-Policy violation under the headers the site is served
 * with (and, as in every test, support/fixtures.ts allows no request to any
 * host but the site's own). One visit a page and width does both: each
 * visit costs seconds on a slow machine (issue 29). Each contact form
 * showing its errors has no violation either; the campaign landing pages
 * too (at 1280 and 375 px, their FAQ open, their form showing its errors).
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { waitForPhoneLibrary, type FormKey } from './support/contact'
import { expect, test } from './support/fixtures'
import { ALL_FORMS, LOCALE_CODES, PHONE, WIDE, contactForm, everyPath, formsFor, mobileMenu, notFoundPath, openMobileMenu, revealEverything, visit, waitForIsland, watchForProblems, type Locale } from './support/quality'
import { ALL_LANDING_PAGES, landingForm } from './support/landing'

const ALL_PAGES = LOCALE_CODES.flatMap((locale) => everyPath(locale).map((path) => ({ path, locale })))
const NOT_FOUND_PATHS = LOCALE_CODES.map(notFoundPath)

/** On a not-found page, the document itself answers 404 by design: the console says so. */
const unexpected = (problems: string[], path: string) =>
  NOT_FOUND_PATHS.includes(path) ? problems.filter((problem) => !(problem.includes('404') && problem.includes(path.replace(/\/$/, '')))) : problems

/** axe on the whole page, or only on its forms (`within`: the rest of the page has its own test). */
async function expectNoViolations(page: Page, within?: 'form') {
  // Only violations are read: axe then gathers no node of a rule that passes, most of its work on a long page.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  const { violations } = await (within ? axe.include(within) : axe).analyze()
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
  expect(summary).toEqual([])
}

/** The page's contact form, if it has one: a US number switches the country; sent without a name, the name is focused. */
async function useTheForm(page: Page, path: string, locale: Locale) {
  const key = Object.entries(formsFor(locale)).find(([, form]) => form.path === path)?.[0] as FormKey | undefined
  if (!key) return
  const parts = contactForm(page, key, locale)
  await parts.form.scrollIntoViewIfNeeded()
  await waitForPhoneLibrary(parts)
  await parts.phone.pressSequentially('+1 201 555 0123')
  await expect(parts.country).toHaveValue('US')
  await parts.submit.click()
  await expect(parts.name).toBeFocused()
}

test.describe('at 1280 px', () => {
  test.use({ viewport: WIDE })
  for (const { path, locale } of ALL_PAGES) {
    test(`${path} has no axe violations, and is used without console errors or CSP violations`, async ({ page }) => {
      const problems = await watchForProblems(page)
      await visit(page, path)
      await revealEverything(page)
      await expectNoViolations(page)
      await useTheForm(page, path, locale)
      await page.waitForLoadState('networkidle')
      expect(unexpected(problems, path)).toEqual([])
    })
  }
})

test.describe('at 375 px with the menu open', () => {
  test.use({ viewport: PHONE })
  for (const { path, locale } of ALL_PAGES) {
    test(`${path} has no axe violations, and is used without console errors or CSP violations`, async ({ page }) => {
      const problems = await watchForProblems(page)
      await visit(page, path)
      await revealEverything(page)
      await openMobileMenu(page, locale)
      await expectNoViolations(page)
      const menu = mobileMenu(page, locale)
      await menu.close.click()
      await expect(menu.panel).toBeHidden()
      await useTheForm(page, path, locale)
      await page.waitForLoadState('networkidle')
      expect(unexpected(problems, path)).toEqual([])
    })
  }
})

for (const { path, key, locale } of ALL_FORMS) {
  test(`the contact form on ${path} showing its errors has no axe violations`, async ({ page }) => {
    await visit(page, path)
    const form = contactForm(page, key, locale)
    // The form starts once on screen: typed into before, its phone field is swapped for the library's mid-fill.
    await waitForIsland(form.name)
    await form.name.fill('Ada')
    await form.phone.fill('12')
    await form.submit.click()
    await expect(form.phone).toHaveAttribute('aria-invalid', 'true')
    await form.name.fill('')
    await form.submit.click()
    await expect(form.name).toHaveAttribute('aria-invalid', 'true')
    await expect(form.phone).toHaveAttribute('aria-invalid', 'true')
    await expectNoViolations(page, 'form')
  })
}

test.describe('landing pages', () => {
  for (const landing of ALL_LANDING_PAGES) {
    for (const viewport of [WIDE, PHONE]) {
      test(`${landing.path} at ${viewport.width} px, its questions open, has no axe violations, console errors or CSP violations`, async ({ page }) => {
        const problems = await watchForProblems(page)
        await page.setViewportSize(viewport)
        await visit(page, landing.path)
        await revealEverything(page)
        for (const summary of await page.locator('summary').all()) await summary.click()
        await expectNoViolations(page)
        expect(problems).toEqual([])
      })
    }

    test(`the form on ${landing.path} showing its errors has no axe violations`, async ({ page }) => {
      await visit(page, landing.path)
      const form = landingForm(page, landing)
      // The form starts at the visitor's first touch: scrolled to, and started, before it is used.
      await waitForIsland(form.name)
      await form.name.fill('')
      await form.phone.fill('12')
      await form.submit.click()
      await expect(form.name).toHaveAttribute('aria-invalid', 'true')
      await expectNoViolations(page, 'form')
    })
  }
})
