/**
 * Sending a lead: the form posts JSON to /api/contact, shows "Sending…"
 * while it waits, is replaced by the thank-you once the server stored the
 * lead, and on failure says so with the e-mail address, keeping the input.
 * A lead from the Arabic site is stored as typed and marked Arabic, and
 * thanked for in Arabic.
 */
import type { Page } from '@playwright/test'
import { contentFor, countryName, form as copy, site, validationMessage, type Locale } from './support/content'
import { contactForm, expectFieldError, formsFor, leadsNamed, uniqueName, waitForHumanPace, waitForPhoneLibrary, type FormKey } from './support/contact'
import { expect, test } from './support/fixtures'
import { visit } from './support/quality'

test.use({ viewport: { width: 1280, height: 900 } })

async function fillForm(page: Page, key: FormKey, name: string, phone: string, locale: Locale = 'en') {
  await visit(page, formsFor(locale)[key].path)
  const parts = contactForm(page, key, locale)
  await waitForPhoneLibrary(parts)
  await parts.name.fill(name)
  await parts.phone.pressSequentially(phone)
  await waitForHumanPace(parts)
  return parts
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

test('a valid lead from Home is posted, thanked for and stored', async ({ page }) => {
  const name = uniqueName('home')
  const parts = await fillForm(page, 'home', name, '0501234567')
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/contact'))
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/contact'))
  const before = Date.now()
  await parts.submit.click()
  const request = await posted
  expect(request.method()).toBe('POST')
  expect(request.headers()['content-type']).toContain('application/json')
  expect(request.postDataJSON()).toMatchObject({ name, phone: '+971501234567', phoneCountry: 'AE', form: 'home', language: 'en', website: '' })
  expect((await answered).status()).toBe(201)

  await expect(parts.status.getByRole('heading', { name: copy.thankYouHeading })).toBeVisible()
  await expect(parts.status).toContainText(copy.thankYouText)
  await expect(parts.form).toHaveCount(0)

  await expect.poll(() => leadsNamed(name)).toHaveLength(1)
  const [lead] = await leadsNamed(name)
  expect(lead).toEqual({
    id: expect.stringMatching(UUID),
    receivedAt: expect.any(String),
    form: 'home',
    language: 'en',
    name,
    phone: '+971501234567',
    country: 'AE',
    // A visit that began on this page with no tags and no referrer.
    source: { channel: 'direct', landingPage: '/', formPage: '/' },
    // No ad platform configured in this build: no box, so no consent.
    consent: { adMeasurement: false, version: site.adConsentVersion },
  })
  const received = Date.parse(lead.receivedAt)
  expect(received).toBeGreaterThanOrEqual(before - 5_000)
  expect(received).toBeLessThanOrEqual(Date.now() + 5_000)
})

test('an Arabic name sent from the Arabic home page is stored exactly as typed, marked Arabic, and thanked for in Arabic', async ({ page }) => {
  const arabic = contentFor('ar').form
  // A name in Arabic script, made unique with a suffix in Arabic-Indic digits.
  const suffix = [...`${Date.now()}${Math.floor(Math.random() * 1000)}`].map((digit) => String.fromCharCode(0x0660 + Number(digit))).join('')
  const name = `محمد بن راشد ${suffix}`
  const parts = await fillForm(page, 'home', name, '0501234567', 'ar')
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/contact'))
  await parts.submit.click()
  expect((await posted).postDataJSON()).toMatchObject({ name, form: 'home', language: 'ar' })

  await expect(parts.status.getByRole('heading', { name: arabic.thankYouHeading })).toBeVisible()
  await expect(parts.status).toContainText(arabic.thankYouText)
  await expect(page.getByText(copy.thankYouHeading)).toHaveCount(0)

  await expect.poll(() => leadsNamed(name)).toHaveLength(1)
  expect((await leadsNamed(name))[0]).toMatchObject({ form: 'home', language: 'ar', name, phone: '+971501234567', country: 'AE' })
})

test('a lead from Our Services with a US number and a 100-character name is stored as such', async ({ page }) => {
  const name = uniqueName('services').padEnd(100, 'x')
  expect(name).toHaveLength(100)
  const parts = await fillForm(page, 'services', name, '+1 201 555 0123')
  await expect(parts.country).toHaveValue('US')
  await parts.submit.click()
  await expect(parts.status.getByRole('heading', { name: copy.thankYouHeading })).toBeVisible()
  await expect.poll(() => leadsNamed(name)).toHaveLength(1)
  const [lead] = await leadsNamed(name)
  expect(lead).toMatchObject({ form: 'services', name, phone: '+12015550123', country: 'US' })
})

test('while sending, the button is disabled and reads "Sending…", and the lead is sent once', async ({ page }) => {
  const name = uniqueName('sending')
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  let posts = 0
  await page.route('**/api/contact', async (route) => {
    posts += 1
    await held
    await route.continue()
  })
  const parts = await fillForm(page, 'home', name, '0501234567')
  await parts.submit.click()
  const sending = parts.form.getByRole('button', { name: copy.sendingLabel })
  await expect(sending).toBeDisabled()
  await expect(sending).toBeFocused()
  await expect(parts.submit).toHaveCount(0)
  await sending.click({ force: true })
  await parts.name.press('Enter')
  release()
  await expect(parts.status.getByRole('heading', { name: copy.thankYouHeading })).toBeVisible()
  expect(posts).toBe(1)
  await expect.poll(() => leadsNamed(name)).toHaveLength(1)
})

const FAILURES = [
  { label: 'the server answers 500', fail: (route: import('@playwright/test').Route) => route.fulfill({ status: 500, json: { ok: false } }) },
  { label: 'the request fails', fail: (route: import('@playwright/test').Route) => route.abort('failed') },
]

for (const { label, fail } of FAILURES) {
  test(`when ${label}, an alert offers the e-mail address and the input is kept`, async ({ page }) => {
    const name = uniqueName('failure')
    await page.route('**/api/contact', fail)
    const parts = await fillForm(page, 'home', name, '0501234567')
    await parts.submit.click()
    await expect(parts.alert).toBeVisible()
    await expect(parts.alert).toContainText(copy.failureText)
    const mailto = new URL((await parts.alert.getByRole('link', { name: site.contactEmail }).getAttribute('href')) ?? '')
    expect(`${mailto.protocol}${mailto.pathname}`).toBe(`mailto:${site.contactEmail}`)
    expect(mailto.searchParams.get('body')).toContain(name)
    await expect(parts.name).toHaveValue(name)
    await expect(parts.phone).toHaveValue('050 123 4567')
    await expect(parts.submit).toBeEnabled()
    await expect(parts.submit).toBeFocused()
    await expect(page.getByText(copy.thankYouHeading)).toHaveCount(0)

    await page.unroute('**/api/contact')
    await parts.submit.click()
    await expect(parts.status.getByRole('heading', { name: copy.thankYouHeading })).toBeVisible()
    await expect.poll(() => leadsNamed(name)).toHaveLength(1)
  })
}

test('errors the server reports are shown next to their field', async ({ page }) => {
  const message = validationMessage('invalidNumberForCountry', 'en', { country: countryName('AE') })
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 400, json: { ok: false, errors: [{ field: 'phone', code: 'INVALID_NUMBER', message }] } }),
  )
  const parts = await fillForm(page, 'home', uniqueName('server-400'), '0501234567')
  await parts.submit.click()
  await expectFieldError(parts, parts.phone, message)
  await expect(parts.phone).toBeFocused()
  await expect(parts.phone).toHaveValue('050 123 4567')
  await expect(parts.submit).toBeEnabled()
})
