/**
 * With JavaScript off, both contact forms still deliver, in either language:
 * the browser posts the form itself and gets a page in its language showing
 * what was typed, with one button; confirming sends it (303) to the
 * thank-you page of its language. A form with a problem gets a 400 page in
 * its language that names each problem with a link back.
 */
import type { Page } from '@playwright/test'
import { LOCALES, LOCALE_CODES, contentFor, countryName, localizedPath, thankYouPath, validationMessage } from './support/content'
import { confirmWithoutScript, formsFor, leadsNamed, uniqueName } from './support/contact'
import { expect, test } from './support/fixtures'

test.use({ javaScriptEnabled: false })

/** The browser's own post of the form, and the answer it got before following any redirect. */
const formPost = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST')

for (const locale of LOCALE_CODES) {
  const { form: copy, thankYou, answers } = contentFor(locale)
  const forms = formsFor(locale)

  test.describe(LOCALES[locale].name, () => {
    for (const key of ['home', 'services'] as const) {
      test(`a visitor on ${forms[key].path} sends their details and is sent to ${thankYouPath(locale)}`, async ({ page }) => {
        const name = uniqueName(`no-script ${locale} ${key}`)
        await page.goto(forms[key].path)
        const form = page.getByRole('form', { name: forms[key].heading })
        await form.getByLabel(copy.nameLabel, { exact: true }).fill(name)
        await form.getByLabel(copy.phoneLabel, { exact: true }).fill('050 123 4567')
        const shown = formPost(page)
        await form.getByRole('button', { name: forms[key].submit }).click()
        expect((await shown).status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('dir', LOCALES[locale].dir)
        await expect(page.getByRole('definition')).toHaveText([name, '050 123 4567'])
        // Nothing is kept until the visitor confirms.
        expect(await leadsNamed(name)).toEqual([])

        const answered = formPost(page)
        await confirmWithoutScript(page, locale)
        const answer = await answered
        expect(answer.status()).toBe(303)
        expect(answer.headers().location).toBe(thankYouPath(locale))
        await expect(page).toHaveURL(thankYouPath(locale))
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(thankYou.heading)
        await expect.poll(() => leadsNamed(name)).toEqual([
          expect.objectContaining({ form: key, language: locale, phone: '+971501234567', country: 'AE' }),
        ])
      })
    }

    test('a visitor who leaves the form empty gets a 400 page in their language and can go back to the form', async ({ page }) => {
      await page.goto(forms.home.path)
      const answered = formPost(page)
      await page.getByRole('button', { name: forms.home.submit }).click()
      const answer = await answered
      expect(answer.status()).toBe(400)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('html')).toHaveAttribute('dir', LOCALES[locale].dir)
      await expect(page.getByRole('heading', { level: 1, name: answers.checkDetailsTitle })).toBeVisible()
      await expect(page.getByText(answers.checkDetailsIntro)).toBeVisible()
      await expect(page.getByRole('listitem')).toHaveText([validationMessage('nameRequired', locale), validationMessage('phoneRequired', locale)])
      await page.getByRole('link', { name: answers.backToForm }).click()
      await expect(page).toHaveURL(`${localizedPath('/', locale)}#home-contact`)
      await expect(page.getByRole('heading', { name: forms.home.heading })).toBeVisible()
    })
  })
}

test('a visitor who picks another Gulf state is read in that country', async ({ page }) => {
  const name = uniqueName('no-script SA')
  const { form: copy } = contentFor('en')
  await page.goto('/ourservices/')
  await page.getByLabel(copy.nameLabel, { exact: true }).fill(name)
  await page.getByLabel(copy.countryLabel).selectOption({ label: countryName('SA') })
  await page.getByLabel(copy.phoneLabel, { exact: true }).fill('050 123 4567')
  await page.getByRole('button', { name: formsFor('en').services.submit }).click()
  await confirmWithoutScript(page)
  await expect(page).toHaveURL(thankYouPath('en'))
  await expect.poll(() => leadsNamed(name)).toEqual([expect.objectContaining({ phone: '+966501234567', country: 'SA' })])
})

// Without JavaScript the list holds the Gulf states only: any other number is
// typed with its + and country code, and the last option says so.
test('a visitor from a country the list leaves out sends the number with its code', async ({ page }) => {
  const name = uniqueName('no-script US')
  const { form: copy } = contentFor('en')
  await page.goto('/ourservices/')
  await page.getByLabel(copy.nameLabel, { exact: true }).fill(name)
  await page.getByLabel(copy.countryLabel).selectOption({ label: copy.otherCountryLabel })
  await page.getByLabel(copy.phoneLabel, { exact: true }).fill('+1 (201) 555-0123')
  await page.getByRole('button', { name: formsFor('en').services.submit }).click()
  await confirmWithoutScript(page)
  await expect(page).toHaveURL(thankYouPath('en'))
  await expect.poll(() => leadsNamed(name)).toEqual([expect.objectContaining({ phone: '+12015550123', country: 'US' })])
})

test('an Arabic visitor whose number is too short is told so in Arabic', async ({ page }) => {
  const { form: copy } = contentFor('ar')
  const forms = formsFor('ar')
  await page.goto(forms.services.path)
  await page.getByLabel(copy.nameLabel, { exact: true }).fill('محمد بن راشد')
  await page.getByLabel(copy.phoneLabel, { exact: true }).fill('5')
  const answered = formPost(page)
  await page.getByRole('button', { name: forms.services.submit }).click()
  expect((await answered).status()).toBe(400)
  await expect(page.getByRole('listitem')).toHaveText([validationMessage('tooShort', 'ar')])
  await page.getByRole('link', { name: contentFor('ar').answers.backToForm }).click()
  await expect(page).toHaveURL(`${forms.services.path}#services-contact`)
})
