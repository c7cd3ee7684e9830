/**
 * The published build of the tests is made with no ad platform configured:
 * then no form asks for ad consent, in either language, and nothing about
 * it is posted. (With a platform configured, the fixture build:
 * __tests__/e2e-fixtures/ad-consent.spec.ts.)
 */
import { ALL_FORMS, contactForm } from './support/contact'
import { expect, test } from './support/fixtures'
import { waitForIsland } from './support/quality'

for (const { key, locale, path } of ALL_FORMS) {
  test(`the ${key} form on ${path} has no consent box`, async ({ page }) => {
    await page.goto(path)
    const parts = contactForm(page, key, locale)
    await waitForIsland(parts.form)
    await expect(parts.name).toBeVisible()
    await expect(parts.form.getByRole('checkbox')).toHaveCount(0)
    await expect(page.locator('[name="adConsent"]')).toHaveCount(0)
  })
}
