/**
 * Until the visitor reaches for the form, the phone field is a native
 * stand-in with the same markup: it must offer the same countries, hand over
 * what was typed when the library arrives, and work on its own if the
 * library never does.
 */
import type { Page } from '@playwright/test'
import { countryName, form as copy } from './support/content'
import { contactForm, leadsNamed, uniqueName, waitForHumanPace, waitForPhoneLibrary } from './support/contact'
import { expect, test } from './support/fixtures'
import { POLL_MS, pageIdle, visit } from './support/quality'
import { PHONE_INPUT_FILE } from '../../src/lib/islands/island-files'

test.use({ viewport: { width: 1280, height: 800 } })

/** Holds the library's download until the returned function is called. */
async function holdPhoneLibrary(page: Page) {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(PHONE_INPUT_FILE, async (route) => {
    await held
    await route.continue()
  })
  return release
}

const countryCodes = (page: Page) =>
  contactForm(page).country.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))

test('before the visitor reaches for it: labelled fields, UAE selected, library not loaded', async ({ page, requests }) => {
  await visit(page, '/')
  await page.waitForLoadState('networkidle')
  const { form, name, phone, country } = contactForm(page)
  await expect(form.getByText(copy.nameLabel, { exact: true })).toBeVisible()
  await expect(form.getByText(copy.phoneLabel, { exact: true })).toBeVisible()
  await expect(name).toBeVisible()
  await expect(phone).toHaveAttribute('type', 'tel')
  await expect(country).toHaveValue('AE')
  await expect(country.locator('option:checked')).toHaveText(countryName('AE'))
  const libraryRequested = () => requests.some((request) => PHONE_INPUT_FILE.test(request.url()))
  expect(libraryRequested()).toBe(false)

  // Pointing at the form starts nothing: the first touch does (a press on a field; src/components/islands/triggers.ts).
  await form.hover()
  await expect(page.locator('html[data-islands-ready]')).toBeAttached()
  expect(libraryRequested()).toBe(false)
  await name.click()
  await expect.poll(libraryRequested).toBe(true)
  await waitForPhoneLibrary(contactForm(page))
  await expect(country).toHaveValue('AE')
})

test('what is typed in the stand-in survives the switch to the library', async ({ page }) => {
  const release = await holdPhoneLibrary(page)
  await visit(page, '/')
  const parts = contactForm(page)
  const name = uniqueName('swap')
  await parts.name.fill(name)
  await parts.phone.pressSequentially('0501234567')
  await expect(parts.phone).toHaveValue('0501234567')
  release()
  // Formatted, and still in the national form the visitor typed it in.
  await expect(parts.phone).toHaveValue('050 123 4567')
  await expect(parts.phone).toBeFocused()
  await page.keyboard.press('Backspace')
  await page.keyboard.type('8')
  await expect(parts.phone).toHaveValue('050 123 4568')
  await expect(parts.name).toHaveValue(name)
  await expect(parts.country).toHaveValue('AE')
  await waitForHumanPace(parts)
  await parts.submit.click()
  await expect(parts.status.getByRole('heading', { name: copy.thankYouHeading })).toBeVisible()
  await expect.poll(() => leadsNamed(name)).toEqual([expect.objectContaining({ phone: '+971501234568', country: 'AE' })])
})

test('a number half typed when the library arrives is left as typed, and formatted once complete', async ({ page }) => {
  const release = await holdPhoneLibrary(page)
  await visit(page, '/')
  const parts = contactForm(page)
  await parts.phone.pressSequentially('050')
  const arrived = page.waitForResponse(PHONE_INPUT_FILE)
  release()
  await (await arrived).finished()
  // Nothing the visitor sees changes when the library arrives over a half-typed number: wait until the page
  // has the chunk and nothing left to run (the chunk run, the swap put off), then look.
  await page.waitForFunction((chunk) => performance.getEntriesByType('resource').some((entry) => new RegExp(chunk).test(entry.name)), PHONE_INPUT_FILE.source, { polling: POLL_MS })
  await pageIdle(page)
  await expect(parts.phone).toHaveValue('050')
  await parts.phone.pressSequentially('1234567')
  await expect(parts.phone).toHaveValue('050 123 4567')
  await expect(parts.phone).toBeFocused()
})

test('a number typed with + in the stand-in stays international and picks its country', async ({ page }) => {
  const release = await holdPhoneLibrary(page)
  await visit(page, '/')
  const parts = contactForm(page)
  await parts.phone.pressSequentially('+12015550123')
  release()
  await expect(parts.phone).toHaveValue('+1 201 555 0123')
  await expect(parts.country).toHaveValue('US')
})

test('if the library cannot load, the stand-in still sends a valid lead', async ({ page }) => {
  await page.route(PHONE_INPUT_FILE, (route) => route.abort('failed'))
  await visit(page, '/')
  const parts = contactForm(page)
  const name = uniqueName('stand-in')
  await parts.name.fill(name)
  // The stand-in lists the Gulf states; a number from elsewhere is typed with its code.
  await parts.country.selectOption('')
  await parts.phone.pressSequentially('+1 201-555-0123')
  await waitForHumanPace(parts)
  await parts.submit.click()
  await expect(parts.status.getByRole('heading', { name: copy.thankYouHeading })).toBeVisible()
  await expect.poll(() => leadsNamed(name)).toHaveLength(1)
  expect((await leadsNamed(name))[0]).toMatchObject({ phone: '+12015550123', country: 'US', form: 'home' })
})

// Words typed into the stand-in are refused: contact-form-validation.spec.ts (NOT_A_NUMBER).

test('the stand-in offers the Gulf states in the order the library lists them, then another country by its code', async ({ page }) => {
  const release = await holdPhoneLibrary(page)
  await visit(page, '/')
  const standIn = await countryCodes(page)
  release()
  await waitForPhoneLibrary(contactForm(page))
  const library = await countryCodes(page)
  expect(library.length).toBeGreaterThan(200)
  expect(standIn).toEqual([...library.filter((code) => ['AE', 'BH', 'KW', 'OM', 'QA', 'SA'].includes(code)), ''])
})
