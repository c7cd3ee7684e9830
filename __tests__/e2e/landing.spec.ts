/**
 * Campaign landing pages (/lp/<slug>/, /ar/lp/<slug>/), in each language,
 * as the visitor an ad sends meets them: one message and one action, a
 * reduced header whose one button brings the form into view, the FAQ opened
 * by keyboard, a lead kept with the page, its campaign and the ad's click
 * id, and nothing loaded from another host (support/fixtures.ts checks
 * every test for that).
 */
import { LOCALE_CODES, LOCALES, contentFor, fullTitle, localizedPath, otherLocale, site, switchName } from './support/content'
import { confirmWithoutScript, leadsNamed, submitForAnswer, uniqueName, waitForHumanPace } from './support/contact'
import { expect, test } from './support/fixtures'
import { landingForm, landingPagesFor, type LandingPage } from './support/landing'
import { revealEverything, visit, waitForIsland } from './support/quality'
import type { Page } from '@playwright/test'

const FORM_SECTION = '#landing-contact'

/** The first published page of a language: what the tests below run on. */
const firstPage = (locale: (typeof LOCALE_CODES)[number]) => {
  const [page] = landingPagesFor(locale)
  if (!page) throw new Error(`no published landing page in content/landing/${locale}/`)
  return page
}

async function sendLead(page: Page, landing: LandingPage, name: string) {
  const parts = landingForm(page, landing)
  await parts.name.fill(name)
  await parts.phone.pressSequentially('0501234567')
  // The form's script waits until its token is two seconds old before it posts; a person takes that long anyway.
  await waitForHumanPace(parts)
  await submitForAnswer(parts.submit)
  return parts
}

for (const locale of LOCALE_CODES) {
  const landing = firstPage(locale)
  const { layout, validation } = contentFor(locale)
  const hero = landing.copy.blocks[0]

  test.describe(`${LOCALES[locale].name} (${landing.path})`, () => {
    test('the page: its title, the hero as the only h1, every block in the file\'s order, in the language\'s direction', async ({ page }) => {
      await visit(page, landing.path)
      await expect(page).toHaveTitle(fullTitle(landing.copy.title))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('html')).toHaveAttribute('dir', LOCALES[locale].dir)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading ?? '')
      await expect(page.locator('h1')).toHaveCount(1)
      const headings = landing.copy.blocks.slice(1).flatMap((block) => (block.heading ? [block.heading] : []))
      expect(await page.locator('main h2').allTextContents()).toEqual(headings)
      if (landing.copy.noindex !== false) await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    })

    test('the reduced header: the logo linking home, the language switch and one button to the form, no site navigation', async ({ page }) => {
      await visit(page, landing.path)
      const header = page.getByRole('banner')
      await expect(header.getByRole('link')).toHaveCount(3)
      await expect(header.getByRole('link', { name: site.companyName })).toHaveAttribute('href', localizedPath('/', locale))
      await expect(header.getByRole('link', { name: switchName(locale) })).toHaveAttribute('href', landing.path.replace(localizedPath('/lp/', locale), localizedPath('/lp/', otherLocale(locale))))
      await expect(header.getByRole('link', { name: landing.formButton })).toHaveAttribute('href', FORM_SECTION)
      await expect(page.getByRole('navigation')).toHaveCount(0)
      await expect(page.getByRole('button', { name: layout.openMenuLabel })).toHaveCount(0)

      const footer = page.getByRole('contentinfo')
      await expect(footer.getByRole('link', { name: site.contactEmail })).toHaveAttribute('href', `mailto:${site.contactEmail}`)
      await expect(footer.getByRole('link', { name: layout.privacyLinkLabel })).toBeVisible()
      await expect(footer).toContainText(site.companyName)
      await expect(footer).toContainText(layout.postalAddress)
    })

    test('the header\'s button brings the form into view', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 700 })
      await visit(page, landing.path)
      const parts = landingForm(page, landing)
      await expect(parts.name).not.toBeInViewport()
      await page.getByRole('banner').getByRole('link', { name: landing.formButton }).click()
      await expect(parts.name).toBeInViewport()
    })

    test('the FAQ opens and closes by keyboard', async ({ page }) => {
      const faq = landing.copy.blocks.find((block) => block.type === 'faq')
      test.skip(!faq, 'this page has no FAQ')
      const [first, second] = faq?.items ?? []
      await visit(page, landing.path)
      const question = page.getByText(first.question ?? '', { exact: true })
      const answer = page.getByText(first.answer ?? '', { exact: true })
      await expect(answer).toBeHidden()
      await question.focus()
      await page.keyboard.press('Enter')
      await expect(answer).toBeVisible()
      await page.keyboard.press('Space')
      await expect(answer).toBeHidden()
      if (second) {
        await page.keyboard.press('Tab')
        await expect(page.getByText(second.question ?? '', { exact: true })).toBeFocused()
      }
    })

    test('a lead from the page opened by an ad is stored with the page, the campaign and the click id, and thanked in place', async ({ page }) => {
      const gclid = `TeSt-${Date.now().toString(36)}`
      const query = `?utm_source=google&utm_medium=cpc&utm_campaign=${landing.copy.campaign}&gclid=${gclid}`
      await visit(page, `${landing.path}${query}`)
      await revealEverything(page)
      const name = uniqueName(`landing ${locale}`)
      const parts = await sendLead(page, landing, name)
      await expect(parts.status).toBeVisible()
      await expect(page).toHaveURL(`${landing.path}${query}`)
      await expect.poll(() => leadsNamed(name)).toHaveLength(1)
      const [lead] = await leadsNamed(name)
      expect(lead).toMatchObject({ form: 'landing', language: locale, landing: { slug: landing.slug, campaign: landing.copy.campaign } })
      expect(lead.source).toEqual({
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: landing.copy.campaign,
        gclid,
        landingPage: `${landing.path}${query}`,
        formPage: `${landing.path}${query}`,
        channel: 'paid',
      })
    })

    test('a field left wrong is said in words, in the page\'s language', async ({ page }) => {
      await visit(page, landing.path)
      const parts = landingForm(page, landing)
      // The form is screens down the page: its island starts at the first touch (without it, the no-script test below applies).
      await waitForIsland(parts.form)
      await parts.name.fill('Sam')
      await parts.submit.click()
      await expect(parts.phone).toHaveAccessibleDescription(new RegExp(validation.phoneRequired.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      await expect(parts.phone).toBeFocused()
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('the header\'s button is a link to the form, and the form posts with the page and its campaign', async ({ page }) => {
        await page.goto(`${landing.path}?gclid=NoScript1`)
        await page.getByRole('banner').getByRole('link', { name: landing.formButton }).click()
        await expect(page).toHaveURL(new RegExp(`${FORM_SECTION}$`))
        const name = uniqueName(`landing no-script ${locale}`)
        const parts = landingForm(page, landing)
        await expect(parts.name).toBeInViewport()
        await parts.name.fill(name)
        await parts.phone.fill('050 123 4567')
        await parts.submit.click()
        await confirmWithoutScript(page, locale)
        await expect(page).toHaveURL(localizedPath('/thank-you/', locale))
        await expect.poll(() => leadsNamed(name)).toHaveLength(1)
        const [lead] = await leadsNamed(name)
        expect(lead).toMatchObject({ form: 'landing', landing: { slug: landing.slug, campaign: landing.copy.campaign } })
        expect(lead.source).toMatchObject({ gclid: 'NoScript1', formPage: `${landing.path}?gclid=NoScript1` })
      })
    })
  })
}
