/**
 * axe-core finds no accessibility violation (WCAG 2.x A/AA and axe's best
 * practices) on any page in either language: at 1280 px, at 375 px with the
 * mobile menu open, and with each contact form showing its errors; the
 * campaign landing pages too (at 1280 and 375 px, their FAQ open, their
 * form showing its errors).
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { ALL_FORMS, LOCALE_CODES, PHONE, WIDE, contactForm, everyPath, openMobileMenu, revealEverything, visit } from './support/quality'
import { ALL_LANDING_PAGES, landingForm } from './support/landing'

const ALL_PAGES = LOCALE_CODES.flatMap((locale) => everyPath(locale).map((path) => ({ path, locale })))

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
  expect(summary).toEqual([])
}

test.describe('at 1280 px', () => {
  test.use({ viewport: WIDE })
  for (const { path } of ALL_PAGES) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await visit(page, path)
      await revealEverything(page)
      await expectNoViolations(page)
    })
  }
})

test.describe('at 375 px with the menu open', () => {
  test.use({ viewport: PHONE })
  for (const { path, locale } of ALL_PAGES) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await visit(page, path)
      await revealEverything(page)
      await openMobileMenu(page, locale)
      await expectNoViolations(page)
    })
  }
})

for (const { path, key, locale } of ALL_FORMS) {
  test(`the contact form on ${path} showing its errors has no axe violations`, async ({ page }) => {
    await visit(page, path)
    const form = contactForm(page, key, locale)
    await form.name.fill('Ada')
    await form.phone.fill('12')
    await form.submit.click()
    await expect(form.phone).toHaveAttribute('aria-invalid', 'true')
    await form.name.fill('')
    await form.submit.click()
    await expect(form.name).toHaveAttribute('aria-invalid', 'true')
    await expect(form.phone).toHaveAttribute('aria-invalid', 'true')
    await revealEverything(page)
    await expectNoViolations(page)
  })
}

test.describe('landing pages', () => {
  for (const landing of ALL_LANDING_PAGES) {
    for (const viewport of [WIDE, PHONE]) {
      test(`${landing.path} at ${viewport.width} px, its questions open, has no axe violations`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await visit(page, landing.path)
        await revealEverything(page)
        for (const summary of await page.locator('summary').all()) await summary.click()
        await expectNoViolations(page)
      })
    }

    test(`the form on ${landing.path} showing its errors has no axe violations`, async ({ page }) => {
      await visit(page, landing.path)
      const form = landingForm(page, landing)
      await form.name.fill('')
      await form.phone.fill('12')
      await form.submit.click()
      await expect(form.name).toHaveAttribute('aria-invalid', 'true')
      await revealEverything(page)
      await expectNoViolations(page)
    })
  }
})
