/**
 * The contact form refuses what it cannot send, in the page's language: each
 * problem is shown inline next to its field (aria-invalid,
 * aria-describedby) in the words of content/<lang>/validation.json, the first
 * invalid field gets focus, nothing typed is cleared and nothing is posted.
 */
import type { Locator, Page } from '@playwright/test'
import { LOCALES, LOCALE_CODES, countryName, localizedPath, site, validationMessage, type Locale } from './support/content'
import { contactForm, expectFieldError, formsFor, waitForPhoneLibrary, watchContactPosts, type FormKey } from './support/contact'
import { expect, test } from './support/fixtures'
import { visit } from './support/quality'
import { PHONE_INPUT_FILE } from '../../src/lib/islands/island-files'

test.use({ viewport: { width: 1280, height: 900 } })

async function openForm(page: Page, key: FormKey = 'home', locale: Locale = 'en') {
  const posts = watchContactPosts(page)
  await visit(page, formsFor(locale)[key].path)
  const parts = contactForm(page, key, locale)
  await waitForPhoneLibrary(parts)
  return { ...parts, posts }
}

const expectNoError = (field: Locator) => expect(field).toHaveAttribute('aria-invalid', 'false')

for (const locale of LOCALE_CODES) {
  test(`an empty form shows both errors and focuses the name (${LOCALES[locale].name})`, async ({ page }) => {
    const parts = await openForm(page, 'home', locale)
    await parts.submit.click()
    await expectFieldError(parts, parts.name, validationMessage('nameRequired', locale))
    await expectFieldError(parts, parts.phone, validationMessage('phoneRequired', locale))
    await expect(parts.name).toBeFocused()
    expect(parts.posts).toEqual([])
  })
}

const NAME_CASES = [
  { what: 'a name over 100 characters', typed: 'A'.repeat(60) + ' ' + 'B'.repeat(40), message: validationMessage('nameTooLong', 'en', { max: 100 }) },
  // U+202E turns the text after it right to left: invisible, and a classic way to disguise text.
  { what: 'a name pasted with a hidden control character', typed: 'Amira\u202eHaddad', message: validationMessage('nameInvalid') },
]

for (const { what, typed, message } of NAME_CASES) {
  test(`${what} is refused, focused and kept as typed`, async ({ page }) => {
    const parts = await openForm(page)
    await parts.name.fill(typed)
    await parts.phone.pressSequentially('0501234567')
    await parts.submit.click()
    await expectFieldError(parts, parts.name, message)
    await expect(parts.name).toBeFocused()
    await expect(parts.name).toHaveValue(typed)
    await expect(parts.phone).toHaveValue('050 123 4567')
    await expectNoError(parts.phone)
    expect(parts.posts).toEqual([])
  })
}

test('an empty phone number is refused and focused, the name kept', async ({ page }) => {
  const parts = await openForm(page)
  await parts.name.fill('Layla Haddad')
  await parts.submit.click()
  await expectFieldError(parts, parts.phone, validationMessage('phoneRequired'))
  await expect(parts.phone).toBeFocused()
  await expect(parts.name).toHaveValue('Layla Haddad')
  await expectNoError(parts.name)
  expect(parts.posts).toEqual([])
})

/**
 * One number for each problem the rules find with a phone number, read in
 * the default country (the UAE), and the message each gets in `locale`.
 */
const phoneCases = (locale: Locale) => [
  { code: 'TOO_SHORT', typed: '5', message: validationMessage('tooShort', locale) },
  { code: 'TOO_LONG', typed: '50123456789012', message: validationMessage('tooLong', locale) },
  {
    code: 'INVALID_NUMBER',
    typed: '123456789',
    message: validationMessage('invalidNumberForCountry', locale, { country: countryName(site.defaultPhoneCountry, locale) }),
  },
  // After a +, 999 is no country's calling code.
  { code: 'INVALID_COUNTRY', typed: '+999123456', message: validationMessage('unknownCallingCode', locale) },
]

for (const locale of LOCALE_CODES) {
  for (const { code, typed, message } of phoneCases(locale)) {
    test(`${code}: "${typed}" in the UAE is refused in ${LOCALES[locale].name}, focused and kept`, async ({ page }) => {
      const parts = await openForm(page, 'home', locale)
      const name = locale === 'ar' ? 'عمر صالح' : 'Omar Saleh'
      await parts.name.fill(name)
      await parts.phone.pressSequentially(typed)
      await parts.submit.click()
      await expectFieldError(parts, parts.phone, message)
      await expect(parts.phone).toBeFocused()
      await expect(parts.phone).toHaveValue(typed)
      await expect(parts.name).toHaveValue(name)
      await expect(parts.country).toHaveValue(site.defaultPhoneCountry)
      expect(parts.posts).toEqual([])
    })
  }

  // The phone library keeps only digits and +, so words reach the rules only through its native stand-in.
  test(`NOT_A_NUMBER: words are refused in ${LOCALES[locale].name} by the stand-in when the library cannot load`, async ({ page }) => {
    await page.route(PHONE_INPUT_FILE, (route) => route.abort('failed'))
    const posts = watchContactPosts(page)
    await visit(page, localizedPath('/', locale))
    const parts = contactForm(page, 'home', locale)
    await parts.name.fill('Omar Saleh')
    await parts.phone.pressSequentially('call me')
    await parts.submit.click()
    await expectFieldError(parts, parts.phone, validationMessage('notANumber', locale))
    await expect(parts.phone).toBeFocused()
    await expect(parts.phone).toHaveValue('call me')
    expect(posts).toEqual([])
  })
}

test('fixing a field clears its error', async ({ page }) => {
  const parts = await openForm(page)
  await parts.submit.click()
  await expectFieldError(parts, parts.name, validationMessage('nameRequired'))
  await parts.name.fill('Sara')
  await expectNoError(parts.name)
  await expect(parts.form.getByText(validationMessage('nameRequired'))).toHaveCount(0)
  await expect(parts.phone).toHaveAttribute('aria-invalid', 'true')
})

for (const locale of LOCALE_CODES) {
  test(`the Our Services form checks its fields the same way (${LOCALES[locale].name})`, async ({ page }) => {
    const parts = await openForm(page, 'services', locale)
    await parts.phone.pressSequentially('5')
    await parts.submit.click()
    await expectFieldError(parts, parts.name, validationMessage('nameRequired', locale))
    await expectFieldError(parts, parts.phone, validationMessage('tooShort', locale))
    await expect(parts.name).toBeFocused()
    expect(parts.posts).toEqual([])
  })
}
