/**
 * The phone field once its library has loaded: it formats as the visitor
 * types, follows the country of an international number, and shows flags
 * from the site's own /flags/. In either language the number reads left to
 * right and the countries are named in the page's language, before and
 * after the library arrives. (The stand-in before that: phone-stand-in.spec.ts.)
 */
import { LOCALES, LOCALE_CODES, countryName, localizedPath, otherLocale, site } from './support/content'
import { FORMS, contactForm, waitForPhoneLibrary } from './support/contact'
import { expect, test } from './support/fixtures'
import { visit } from './support/quality'

test.use({ viewport: { width: 1280, height: 800 } })

const flagFrom = (url: string) => new URL(url).pathname.match(/^\/flags\/([A-Z]{2})\.svg$/)?.[1]

test('the flag comes from /flags/ on the site itself, once the form comes into view', async ({ page }) => {
  const flags: string[] = []
  page.on('response', (response) => {
    if (flagFrom(response.url()) && response.ok()) flags.push(flagFrom(response.url()) as string)
  })
  await visit(page, '/')
  await contactForm(page).form.scrollIntoViewIfNeeded()
  await expect.poll(() => flags).toContain('AE')
})

test('national numbers are formatted as they are typed', async ({ page }) => {
  await visit(page, '/')
  const parts = contactForm(page)
  await waitForPhoneLibrary(parts)
  await parts.phone.pressSequentially('0501234567')
  await expect(parts.phone).toHaveValue('050 123 4567')
  await parts.phone.fill('')
  // Without the trunk 0, libphonenumber's as-you-type formatter leaves the digits as typed.
  await parts.phone.pressSequentially('501234567')
  await expect(parts.phone).toHaveValue('501234567')
  await expect(parts.country).toHaveValue('AE')
})

test('an international number switches the country to the United States', async ({ page }) => {
  const flags: string[] = []
  page.on('response', (response) => {
    if (flagFrom(response.url()) && response.ok()) flags.push(flagFrom(response.url()) as string)
  })
  await visit(page, '/')
  const parts = contactForm(page)
  await waitForPhoneLibrary(parts)
  await parts.phone.pressSequentially('+1 201 555 0123')
  await expect(parts.phone).toHaveValue('+1 201 555 0123')
  await expect(parts.country).toHaveValue('US')
  await expect(parts.country.locator('option:checked')).toHaveText(countryName('US'))
  await expect.poll(() => flags).toContain('US')
})

test('choosing a country formats the number for that country', async ({ page }) => {
  await visit(page, '/')
  const parts = contactForm(page)
  await waitForPhoneLibrary(parts)
  await parts.country.selectOption({ label: countryName('GB') })
  await expect(parts.country).toHaveValue('GB')
  await parts.phone.click()
  await parts.phone.pressSequentially('07400123456')
  await expect(parts.phone).toHaveValue('07400 123456')
})

test('the Our Services form has the same phone field', async ({ page }) => {
  await visit(page, FORMS.services.path)
  const parts = contactForm(page, 'services')
  await expect(parts.country).toHaveValue('AE')
  await waitForPhoneLibrary(parts)
  await parts.phone.pressSequentially('+12015550123')
  await expect(parts.country).toHaveValue('US')
})

for (const locale of LOCALE_CODES) {
  test(`${LOCALES[locale].name}: the number reads left to right and the countries are named in ${LOCALES[locale].name}`, async ({ page }) => {
    await visit(page, localizedPath('/', locale))
    const parts = contactForm(page, 'home', locale)
    // The names checked here differ between the languages, so the other language's would fail.
    expect(countryName('SA', locale)).not.toBe(countryName('SA', otherLocale(locale)))
    for (const stage of ['stand-in', 'library']) {
      if (stage === 'library') await waitForPhoneLibrary(parts)
      await expect(parts.phone, stage).toHaveAttribute('dir', 'ltr')
      await expect(parts.country.locator('option:checked'), stage).toHaveText(countryName(site.defaultPhoneCountry, locale))
      // The stand-in lists the Gulf states (and another country by its code); the library, every country.
      await expect(parts.country.locator('option[value="SA"]'), stage).toHaveText(countryName('SA', locale))
    }
    await expect(parts.country.locator('option[value="GB"]')).toHaveText(countryName('GB', locale))
    await parts.country.selectOption({ label: countryName('US', locale) })
    await expect(parts.country).toHaveValue('US')
  })
}
