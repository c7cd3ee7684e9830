/**
 * The phone field once its library has loaded: it formats as the visitor
 * types, follows the country of an international number, and shows flags
 * from the site's own /flags/. (The stand-in before that: phone-stand-in.spec.ts.)
 */
import { FORMS, contactForm, waitForPhoneLibrary } from './support/contact'
import { expect, test } from './support/fixtures'
import { visit } from './support/page'

test.use({ viewport: { width: 1280, height: 800 } })

const flagFrom = (url: string) => new URL(url).pathname.match(/^\/flags\/([A-Z]{2})\.svg$/)?.[1]

test('the flag comes from /flags/ on the site itself', async ({ page }) => {
  const flags: string[] = []
  page.on('response', (response) => {
    if (flagFrom(response.url()) && response.ok()) flags.push(flagFrom(response.url()) as string)
  })
  await visit(page, '/')
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
  await expect(parts.country.locator('option:checked')).toHaveText('United States')
  await expect.poll(() => flags).toContain('US')
})

test('choosing a country formats the number for that country', async ({ page }) => {
  await visit(page, '/')
  const parts = contactForm(page)
  await waitForPhoneLibrary(parts)
  await parts.country.selectOption({ label: 'United Kingdom' })
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
