/**
 * The contact form refuses what it cannot send: each problem is shown inline
 * next to its field (aria-invalid, aria-describedby), the first invalid field
 * gets focus, nothing typed is cleared and nothing is posted.
 */
import type { Locator, Page } from '@playwright/test'
import { contactForm, expectFieldError, waitForPhoneLibrary, watchContactPosts, type FormKey, FORMS } from './support/contact'
import { expect, test } from './support/fixtures'
import { visit } from './support/page'

test.use({ viewport: { width: 1280, height: 900 } })

async function openForm(page: Page, key: FormKey = 'home') {
  const posts = watchContactPosts(page)
  await visit(page, FORMS[key].path)
  const parts = contactForm(page, key)
  await waitForPhoneLibrary(parts)
  return { ...parts, posts }
}

const expectNoError = (field: Locator) => expect(field).toHaveAttribute('aria-invalid', 'false')

test('an empty form shows both errors and focuses the name', async ({ page }) => {
  const parts = await openForm(page)
  await parts.submit.click()
  await expectFieldError(parts, parts.name, 'Please enter your name.')
  await expectFieldError(parts, parts.phone, 'Please enter your phone number.')
  await expect(parts.name).toBeFocused()
  expect(parts.posts).toEqual([])
})

const NAME_CASES = [
  { what: 'a name over 100 characters', typed: 'A'.repeat(60) + ' ' + 'B'.repeat(40), message: 'Please shorten your name to 100 characters or fewer.' },
  // U+202E turns the text after it right to left: invisible, and a classic way to disguise text.
  { what: 'a name pasted with a hidden control character', typed: 'Amira\u202eHaddad', message: 'Your name contains characters we cannot accept. Please use letters only.' },
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
  await expectFieldError(parts, parts.phone, 'Please enter your phone number.')
  await expect(parts.phone).toBeFocused()
  await expect(parts.name).toHaveValue('Layla Haddad')
  await expectNoError(parts.name)
  expect(parts.posts).toEqual([])
})

const PHONE_CASES = [
  { typed: '5', shown: '5', message: 'This phone number is too short. Please check that every digit is there.' },
  { typed: '50123456789012', shown: '50123456789012', message: 'This phone number is too long. Please check for extra digits.' },
  {
    typed: '123456789',
    shown: '123456789',
    message: 'This is not a valid United Arab Emirates phone number. Check the digits or choose another country.',
  },
]

for (const { typed, shown, message } of PHONE_CASES) {
  test(`"${typed}" in the UAE: ${message.split('.')[0]}`, async ({ page }) => {
    const parts = await openForm(page)
    await parts.name.fill('Omar Saleh')
    await parts.phone.pressSequentially(typed)
    await parts.submit.click()
    await expectFieldError(parts, parts.phone, message)
    await expect(parts.phone).toBeFocused()
    await expect(parts.phone).toHaveValue(shown)
    await expect(parts.name).toHaveValue('Omar Saleh')
    await expect(parts.country).toHaveValue('AE')
    expect(parts.posts).toEqual([])
  })
}

test('fixing a field clears its error', async ({ page }) => {
  const parts = await openForm(page)
  await parts.submit.click()
  await expectFieldError(parts, parts.name, 'Please enter your name.')
  await parts.name.fill('Sara')
  await expectNoError(parts.name)
  await expect(parts.form.getByText('Please enter your name.')).toHaveCount(0)
  await expect(parts.phone).toHaveAttribute('aria-invalid', 'true')
})

test('the Our Services form checks its fields the same way', async ({ page }) => {
  const parts = await openForm(page, 'services')
  await parts.phone.pressSequentially('5')
  await parts.submit.click()
  await expectFieldError(parts, parts.name, 'Please enter your name.')
  await expectFieldError(parts, parts.phone, 'This phone number is too short. Please check that every digit is there.')
  await expect(parts.name).toBeFocused()
  expect(parts.posts).toEqual([])
})

test('a + followed by no country’s code is refused with the reason', async ({ page }) => {
  const parts = await openForm(page)
  await parts.name.fill('Omar Saleh')
  await parts.phone.pressSequentially('+999123456')
  await parts.submit.click()
  await expectFieldError(parts, parts.phone, 'No country has the code after the + at the start of this number. Check those digits.')
  await expect(parts.phone).toBeFocused()
  await expect(parts.phone).toHaveValue('+999123456')
  expect(parts.posts).toEqual([])
})
