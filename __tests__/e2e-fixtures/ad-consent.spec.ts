/**
 * The ad consent box, on the fixture build, made with an ad platform (Meta)
 * configured (__tests__/e2e/support/ad-platform-env.ts): every contact form,
 * in both languages, shows one box, unticked, labelled with the platform's
 * name and described by what is sent (Meta: the visitor's address and
 * browser too), reached by the keyboard; axe finds
 * nothing; and the visitor's answer reaches the kept lead, ticked or not,
 * with JavaScript and without (through the confirmation page, which carries
 * the answer). (The published build, with no platform,
 * shows no box: __tests__/e2e/ad-consent-off.spec.ts.)
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { confirmWithoutScript, leadsNamed, uniqueName, waitForHumanPace } from '../e2e/support/contact'
import { LOCALES, LOCALE_CODES, contentFor, fillTemplate, localizedPath, site, thankYouPath, type Locale } from '../e2e/support/content'
import { expect, test } from '../e2e/support/fixtures'
import { articlesFor, insightsCopy } from '../e2e/support/insights'
import { ALL_LANDING_PAGES } from '../e2e/support/landing'
import { PHONE, WIDE, waitForIsland } from '../e2e/support/quality'

/** A form of each kind in `locale`, by the page it is on and its heading. */
function formsIn(locale: Locale) {
  const { home, services } = contentFor(locale)
  const landing = ALL_LANDING_PAGES.find((page) => page.locale === locale)!
  return [
    { kind: 'home', path: localizedPath('/', locale), heading: home.contact.heading },
    { kind: 'services', path: localizedPath('/ourservices/', locale), heading: services.consultation.heading },
    { kind: 'article', path: articlesFor(locale)[0].path, heading: insightsCopy(locale).contact.heading },
    { kind: 'landing', path: landing.path, heading: landing.formHeading },
  ]
}

/** The label the box has on a site that tells Meta only. */
const labelIn = (locale: Locale) => {
  const { adConsent } = contentFor(locale).form
  return fillTemplate(adConsent.label, { platforms: adConsent.platforms.meta })
}

/** The form named `heading` on the page, started, and its parts. */
async function formOn(page: Page, path: string, heading: string, locale: Locale) {
  const copy = contentFor(locale).form
  await page.goto(path)
  const form = page.getByRole('form', { name: heading })
  await waitForIsland(form)
  return {
    form,
    name: form.getByLabel(copy.nameLabel, { exact: true }),
    phone: form.getByLabel(copy.phoneLabel, { exact: true }),
    box: form.getByRole('checkbox', { name: labelIn(locale) }),
    submit: form.getByRole('button').last(),
  }
}

for (const locale of LOCALE_CODES) {
  const copy = contentFor(locale).form

  test.describe(LOCALES[locale].name, () => {
    for (const { kind, path, heading } of formsIn(locale)) {
      test(`the ${kind} form on ${path} has one box, unticked, labelled with Meta, described by what is sent`, async ({ page }) => {
        const parts = await formOn(page, path, heading, locale)
        await expect(parts.form.getByRole('checkbox')).toHaveCount(1)
        await expect(parts.box).toBeVisible()
        await expect(parts.box).not.toBeChecked()
        await expect(parts.box).toHaveAttribute('name', 'adConsent')
        // Meta matches with the visitor's address and browser too, and the box says so (src/components/contact/ad-consent-field.tsx).
        const signals = fillTemplate(copy.adConsent.visitorSignals, { platforms: copy.adConsent.platforms.meta })
        await expect(parts.box).toHaveAccessibleDescription(`${copy.adConsent.details} ${signals} ${contentFor(locale).layout.privacyLinkLabel}`)
        await expect(parts.form.getByRole('link', { name: contentFor(locale).layout.privacyLinkLabel }).first()).toHaveAttribute('href', `${localizedPath('/privacy/', locale)}#ad-platforms`)
      })
    }

    test('the box is reached with Tab from the phone number and ticked with the space bar', async ({ page }) => {
      const [home] = formsIn(locale)
      const parts = await formOn(page, home.path, home.heading, locale)
      await parts.phone.focus()
      await page.keyboard.press('Tab')
      await expect(parts.box).toBeFocused()
      await page.keyboard.press('Space')
      await expect(parts.box).toBeChecked()
    })

    for (const viewport of [PHONE, WIDE]) {
      test(`at ${viewport.width} px the form with its box has no axe violations, and the box sits beside its label`, async ({ page }) => {
        await page.setViewportSize(viewport)
        const [home] = formsIn(locale)
        const parts = await formOn(page, home.path, home.heading, locale)
        const { violations } = await new AxeBuilder({ page }).include('form').analyze()
        expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
        // On the label's inline-start side, level with its first line, at least 24 px (WCAG's target size).
        const box = (await parts.box.boundingBox())!
        const label = (await parts.form.locator('label', { hasText: labelIn(locale) }).boundingBox())!
        expect(box.width).toBeGreaterThanOrEqual(24)
        expect(Math.abs(box.y - label.y)).toBeLessThan(8)
        if (LOCALES[locale].dir === 'rtl') expect(box.x).toBeGreaterThan(label.x + label.width - 1)
        else expect(box.x + box.width).toBeLessThan(label.x + 1)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow).toBe(0)
      })
    }

    for (const tick of [true, false]) {
      test(`with JavaScript, a lead sent with the box ${tick ? 'ticked' : 'left alone'} is kept with adMeasurement ${tick}`, async ({ page }) => {
        const name = uniqueName(`consent js ${locale} ${tick}`)
        const [, services] = formsIn(locale)
        const parts = await formOn(page, services.path, services.heading, locale)
        await parts.name.fill(name)
        await parts.phone.fill('050 123 4567')
        if (tick) await parts.box.check()
        // Sooner than a person could, the lead would be thanked for and dropped as a bot's.
        await waitForHumanPace(parts)
        const posted = page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST')
        await parts.submit.click()
        expect((await posted).postDataJSON()).toMatchObject({ adConsent: tick })
        await expect(page.getByRole('status').filter({ hasText: copy.thankYouHeading })).toBeVisible()
        await expect.poll(() => leadsNamed(name)).toEqual([expect.objectContaining({ consent: { adMeasurement: tick, version: site.adConsentVersion } })])
      })
    }
  })

  test.describe(`${LOCALES[locale].name}, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false })

    for (const tick of [true, false]) {
      test(`a lead posted with the box ${tick ? 'ticked (adConsent=on)' : 'left alone (no field)'} is kept with adMeasurement ${tick}`, async ({ page }) => {
        const name = uniqueName(`consent no-js ${locale} ${tick}`)
        const landing = formsIn(locale).find((form) => form.kind === 'landing')!
        await page.goto(landing.path)
        const form = page.getByRole('form', { name: landing.heading })
        await form.getByLabel(copy.nameLabel, { exact: true }).fill(name)
        await form.getByLabel(copy.phoneLabel, { exact: true }).fill('050 123 4567')
        const box = form.getByRole('checkbox', { name: labelIn(locale) })
        await expect(box).not.toBeChecked()
        if (tick) await box.check()
        const posted = page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST')
        await form.getByRole('button').last().click()
        const fields = new URLSearchParams((await posted).postData() ?? '')
        expect(fields.getAll('adConsent')).toEqual(tick ? ['on'] : [])
        // The confirmation page carries the answer with the other fields; nothing is kept before it is pressed.
        expect(await leadsNamed(name)).toEqual([])
        const confirmed = page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST')
        await confirmWithoutScript(page, locale)
        expect(new URLSearchParams((await confirmed).postData() ?? '').getAll('adConsent')).toEqual(tick ? ['on'] : [])
        await expect(page).toHaveURL(thankYouPath(locale))
        await expect.poll(() => leadsNamed(name)).toEqual([expect.objectContaining({ form: 'landing', consent: { adMeasurement: tick, version: site.adConsentVersion } })])
      })
    }
  })
}
