/**
 * The privacy notice, in both languages: what the site records, the
 * retention period as site.json sets it (the one the platform applies), and
 * the e-mail to ask for a copy or erasure; and the way a visitor finds it,
 * from the footer (on every page: navigation.spec.ts) and from under every
 * contact form's button, always in the page's language.
 */
import type { Page } from '@playwright/test'
import { contactForm, formsFor, type FormKey } from './support/contact'
import { LOCALES, LOCALE_CODES, PRIVACY_PATH, contentFor, fillTemplate, fullTitle, localizedPath, site, type Locale } from './support/content'
import { expect, test } from './support/fixtures'
import { visit } from './support/quality'

const privacyPath = (locale: Locale) => localizedPath(PRIVACY_PATH, locale)

async function expectOnNotice(page: Page, locale: Locale) {
  const { privacy } = contentFor(locale)
  await expect(page).toHaveURL(privacyPath(locale))
  await expect(page).toHaveTitle(fullTitle(privacy.title))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.heading)
}

for (const locale of LOCALE_CODES) {
  const { privacy, layout, form } = contentFor(locale)
  const filled = (text: string) => fillTemplate(text, { company: site.companyName, days: site.leadRetentionDays })

  test.describe(LOCALES[locale].name, () => {
    test(`${privacyPath(locale)} says what is recorded, for how many days, and where to ask for a copy or erasure`, async ({ page }) => {
      await visit(page, privacyPath(locale))
      await expectOnNotice(page, locale)
      await expect(page.locator('html')).toHaveAttribute('dir', LOCALES[locale].dir)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([...privacy.sections.map((section) => section.heading), privacy.rights.heading])
      for (const point of privacy.sections.flatMap((section) => section.points ?? [])) await expect(main.getByRole('listitem').filter({ hasText: filled(point) })).toBeVisible()

      const retention = privacy.sections.flatMap((section) => section.paragraphs).find((paragraph) => paragraph.includes('{days}'))
      expect(retention, 'the notice says the retention period').toBeDefined()
      const said = main.getByText(filled(retention ?? ''))
      await expect(said).toBeVisible()
      await expect(said).toContainText(` ${site.leadRetentionDays} `)
      await expect(main).not.toContainText(/\{\w+\}/)

      const rights = main.getByRole('region', { name: privacy.rights.heading })
      await expect(rights).toContainText(privacy.rights.text)
      await expect(rights.getByRole('link', { name: site.contactEmail, exact: true })).toHaveAttribute('href', `mailto:${site.contactEmail}`)
    })

    test('the link in the footer opens the notice', async ({ page }) => {
      await visit(page, localizedPath('/ourstory/', locale))
      await page.getByRole('contentinfo').getByRole('link', { name: layout.privacyLinkLabel, exact: true }).click()
      await expectOnNotice(page, locale)
    })

    for (const [key, { path }] of Object.entries(formsFor(locale)) as [FormKey, { path: string }][]) {
      test(`under the button of the ${key} form on ${path}, a line says what the details are for and links to the notice`, async ({ page }) => {
        await visit(page, path)
        const parts = contactForm(page, key, locale)
        const note = parts.form.getByText(form.privacyNote)
        await expect(note).toBeVisible()
        const [button, line] = await Promise.all([parts.submit.boundingBox(), note.boundingBox()])
        expect(line?.y ?? 0).toBeGreaterThan((button?.y ?? 0) + (button?.height ?? 0))
        await note.getByRole('link', { name: layout.privacyLinkLabel, exact: true }).click()
        await expectOnNotice(page, locale)
      })
    }
  })
}
