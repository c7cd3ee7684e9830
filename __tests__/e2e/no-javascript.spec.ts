/**
 * With JavaScript off, both contact forms still deliver: the browser posts
 * the form itself and lands on the thank-you page, or on a page that names
 * each problem with a link back.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from './support/fixtures'
import { E2E_LEADS_FILE } from './support/env'

test.use({ javaScriptEnabled: false })

const storedWithName = (name: string) =>
  readFileSync(E2E_LEADS_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((lead) => lead.name === name)

for (const [page, path, button, form] of [
  ['Home', '/', 'Contact us', 'home'],
  ['Our Services', '/ourservices/', 'Get a free consultation', 'services'],
] as const) {
  test(`a visitor on ${page} sends their details and lands on the thank-you page`, async ({ page: browser }) => {
    const name = `No-script visitor ${form} ${Date.now()}`
    await browser.goto(path)
    await browser.getByLabel('Your name').fill(name)
    await browser.getByLabel('Phone number').fill('050 123 4567')
    await browser.getByRole('button', { name: button }).click()

    await expect(browser).toHaveURL(/\/thank-you\/$/)
    await expect(browser.getByRole('heading', { level: 1 })).toHaveText('Thank you, we have your details')
    expect(storedWithName(name)).toEqual([
      expect.objectContaining({ form, phone: '+971501234567', country: 'AE' }),
    ])
  })
}

test('a visitor who picks another country is read in that country', async ({ page }) => {
  const name = `No-script US visitor ${Date.now()}`
  await page.goto('/ourservices/')
  await page.getByLabel('Your name').fill(name)
  await page.getByLabel('Country').selectOption('US')
  await page.getByLabel('Phone number').fill('(201) 555-0123')
  await page.getByRole('button', { name: 'Get a free consultation' }).click()
  await expect(page).toHaveURL(/\/thank-you\/$/)
  expect(storedWithName(name)).toEqual([expect.objectContaining({ phone: '+12015550123', country: 'US' })])
})

test('a visitor who leaves the form empty is told what to fix and can go back to it', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Contact us' }).click()
  await expect(page.getByRole('heading', { name: 'Please check your details' })).toBeVisible()
  await expect(page.getByText('Please enter your name.')).toBeVisible()
  await expect(page.getByText('Please enter your phone number.')).toBeVisible()
  await page.getByRole('link', { name: 'Go back to the form' }).click()
  await expect(page).toHaveURL(/\/#home-contact$/)
})
