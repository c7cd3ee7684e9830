/**
 * Helpers for the contact form as a visitor meets it: found by its heading,
 * filled through its labelled fields, and checked against the leads file the
 * served site writes.
 */
import { promises as fs } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { LOCALE_CODES, contentFor, localizedPath, type Locale } from './content'
import { E2E_LEADS_FILE } from './env'
import { expect } from './fixtures'
import { POLL_MS, START_TIMEOUT_MS, waitForIsland } from './page'
import type { StoredLead } from '../../../src/lib/leads/types'
import { CONTACT_ENDPOINT, MIN_TOKEN_AGE_MS } from '../../../src/lib/contact/contact-fields'
import { PLAIN_SELECT_COUNTRIES } from '../../../src/lib/contact/countries'
import { validToken } from '../../support/form-token'

/** The two contact forms of a language: the page each is on, its heading and its button. */
export function formsFor(locale: Locale) {
  const { home, services } = contentFor(locale)
  return {
    home: { path: localizedPath('/', locale), heading: home.contact.heading, submit: home.contact.submitLabel },
    services: { path: localizedPath('/ourservices/', locale), heading: services.consultation.heading, submit: services.consultation.submitLabel },
  }
}

export const FORMS = formsFor('en')

export type FormKey = keyof typeof FORMS

/** Every contact form in every language, for specs that check each one. */
export const ALL_FORMS = LOCALE_CODES.flatMap((locale) =>
  (Object.keys(FORMS) as FormKey[]).map((key) => ({ key, locale, ...formsFor(locale)[key] })),
)

/** The parts of one contact form, located by role and label in the page's language. */
export function contactForm(page: Page, key: FormKey = 'home', locale: Locale = 'en') {
  const copy = contentFor(locale).form
  const { heading, submit } = formsFor(locale)[key]
  const form = page.getByRole('form', { name: heading })
  return {
    form,
    name: form.getByLabel(copy.nameLabel, { exact: true }),
    phone: form.getByLabel(copy.phoneLabel, { exact: true }),
    country: form.getByRole('combobox', { name: copy.countryLabel }),
    submit: form.getByRole('button', { name: submit }),
    alert: form.getByRole('alert'),
    status: page.getByRole('status').filter({ hasText: copy.thankYouHeading }),
  }
}

export type ContactForm = ReturnType<typeof contactForm>

/** The methods of the requests the page sends to /api/contact, as they go out. */
export function watchContactPosts(page: Page) {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) posts.push(request.method())
  })
  return posts
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The message is shown just below the field and is the field's description. */
export async function expectFieldError(parts: ContactForm, field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)))
  const shown = parts.form.getByText(message)
  await expect(shown).toBeVisible()
  const describedBy = (await field.getAttribute('aria-describedby'))?.split(/\s+/) ?? []
  expect(describedBy).toContain(await shown.evaluate((element) => element.closest('[id]')?.id))
  const fieldBox = await field.boundingBox()
  const messageBox = await shown.boundingBox()
  const gap = (messageBox?.y ?? 0) - ((fieldBox?.y ?? 0) + (fieldBox?.height ?? 0))
  expect(gap).toBeGreaterThanOrEqual(-1)
  expect(gap).toBeLessThan(40)
}

/**
 * Waits until the phone library has replaced the native stand-in, the way a
 * visitor would notice: the country list offers every country, not only the
 * Gulf states (PLAIN_SELECT_COUNTRIES), and the number they type gets
 * formatted. Leaves the phone field empty and focused.
 */
export async function waitForPhoneLibrary(parts: ContactForm) {
  // Reaching for the form (focus, pointer) loads the library once the form has started: reached for then.
  await waitForIsland(parts.form)
  await parts.phone.blur()
  await parts.phone.fill('')
  await parts.form.hover()
  await expect(parts.country.locator(`option[value="${COUNTRY_OFF_THE_PLAIN_LIST}"]`)).toBeAttached({ timeout: START_TIMEOUT_MS })
  await parts.phone.pressSequentially('0501234567')
  await expect(parts.phone).toHaveValue('050 123 4567')
  await parts.phone.fill('')
}

/** A country the phone field's plain select does not list, and the library's does. */
const COUNTRY_OFF_THE_PLAIN_LIST = 'US'
if (PLAIN_SELECT_COUNTRIES.has(COUNTRY_OFF_THE_PLAIN_LIST)) throw new Error(`${COUNTRY_OFF_THE_PLAIN_LIST} is on the plain country list: name another country here`)

const HUMAN_FILL_MS = 2_500

/**
 * Waits until a person could have filled the form in. The form's script
 * waits itself until its token is old enough (MIN_TOKEN_AGE_MS,
 * src/lib/contact/contact-fields.ts) before it posts; waiting here keeps the
 * thanks within the assertion's few seconds on a loaded machine.
 */
export async function waitForHumanPace(parts: Pick<ContactForm, 'form'>) {
  await parts.form.page().waitForFunction((pace) => performance.now() > pace, HUMAN_FILL_MS, { polling: POLL_MS })
}

/**
 * Clicks the form's button and resolves with the answer to the post it
 * makes: the form waits first until its token is old enough, so on a slow
 * machine the answer can come seconds after the click, and what the page
 * shows then is checked from the answer on.
 */
export async function submitForAnswer(submit: Locator) {
  const answered = submit.page().waitForResponse((response) => new URL(response.url()).pathname === CONTACT_ENDPOINT && response.request().method() === 'POST')
  await submit.click()
  return answered
}

/**
 * Without JavaScript, the function first shows what was typed with one
 * button (src/lib/leads/http/contact-html.ts): reads it as a person would (its
 * token is taken once two seconds old) and confirms.
 */
export async function confirmWithoutScript(page: Page, locale: Locale = 'en') {
  const { answers } = contentFor(locale)
  await expect(page.getByRole('heading', { level: 1, name: answers.confirmTitle })).toBeVisible()
  await page.waitForTimeout(MIN_TOKEN_AGE_MS + 300)
  await page.getByRole('button', { name: answers.confirmButton }).click()
}

/** A form token the served site takes at once: it signs with the tests' secret (playwright.config.ts), and is a local server. */
export const formToken = () => validToken({ context: 'local' })

/** A name no other test (or earlier run) has used, to find this test's lead. */
export const uniqueName = (label: string) =>
  `E2E ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`

export async function readLeads(file: string = E2E_LEADS_FILE): Promise<StoredLead[]> {
  const text = await fs.readFile(file, 'utf8').catch(() => '')
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredLead)
}

/** The stored leads with this name, from the file the server was told to use (LEADS_FILE). */
export const leadsNamed = async (name: string) => (await readLeads()).filter((lead) => lead.name === name)
