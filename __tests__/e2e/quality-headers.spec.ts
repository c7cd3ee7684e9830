/**
 * The security headers, as Netlify would send them from public/_headers
 * (served by scripts/serve-with-headers.mjs; see playwright.config.ts), and
 * a visit under them: every page, the menu, switching the phone country and
 * sending the form, with no CSP violation and no console error.
 */
import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { CSP_DIRECTIVES, SECURITY_HEADERS } from '../../gatsby/security-headers'
import { FORMS, NOT_FOUND_PATH, PAGES, THANK_YOU_PATH, PHONE, WIDE, contactForm, form, openMobileMenu, revealEverything, visit, watchForProblems } from './support/quality'

const ALL_PAGES = [...PAGES.map((page) => page.path), THANK_YOU_PATH, NOT_FOUND_PATH]

/** The not-found page is looked up (document and page data) and answered 404: expected. */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !(problem.includes('status of 404') && problem.includes(NOT_FOUND_PATH.replace(/\/$/, ''))))

/** The directives of a Content-Security-Policy header, by name. */
const directives = (policy: string) =>
  Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]))

test('public/_headers names each security header once, on every path', () => {
  const lines = fs.readFileSync('public/_headers', 'utf8').split('\n')
  const names = [...SECURITY_HEADERS.map((header) => header.key), 'content-security-policy']
  for (const name of names) {
    const rules = lines.filter((line) => line.trim().toLowerCase().startsWith(`${name}:`))
    expect(rules, name).toHaveLength(1)
  }
  const catchAll = lines.indexOf('/*')
  const nextRule = lines.findIndex((line, index) => index > catchAll && line.startsWith('/'))
  const catchAllHeaders = lines.slice(catchAll + 1, nextRule).map((line) => line.trim().split(':')[0])
  expect(catchAllHeaders).toEqual(expect.arrayContaining(names))
})

for (const path of ALL_PAGES) {
  test(`${path} is sent with the strict headers`, async ({ request }) => {
    const response = await request.get(path)
    const headers = response.headers()
    for (const { key, value } of SECURITY_HEADERS) expect(headers[key], key).toBe(value)
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)

    const csp = directives(headers['content-security-policy'] ?? '')
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['form-action']).toEqual(["'self'"])
    expect(csp['img-src']).toEqual(["'self'", 'data:'])
    expect(csp['script-src']).not.toContain("'unsafe-inline'")
    expect(csp['script-src']).not.toContain("'unsafe-eval'")
    const hashes = csp['script-src'].filter((source: string) => !CSP_DIRECTIVES['script-src'].includes(source))
    hashes.forEach((source: string) => expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/))
  })
}

test.describe('at 1280 px', () => {
  test.use({ viewport: WIDE })

  test('every page is visited, then the phone country switched and the form sent, without a CSP violation or console error', async ({ page }) => {
    const problems = await watchForProblems(page)
    for (const path of ALL_PAGES) {
      await visit(page, path)
      await revealEverything(page)
    }
    const { path, heading, submit } = FORMS[0]
    await visit(page, path)
    const parts = contactForm(page, heading, submit)
    // Pointing at the form loads the phone library (and its flags) under the policy.
    const library = page.waitForResponse(/\/phone-input-[^/]*\.js$/)
    await parts.region.hover()
    await library
    await parts.name.fill('Header Test')
    await parts.country.selectOption('GB')
    await expect(parts.region.locator('img.PhoneInputCountryIconImg')).toHaveAttribute('src', '/flags/GB.svg')
    await parts.phone.fill('07911 123456')
    await parts.submit.click()
    await expect(page.getByRole('heading', { name: form.thankYouHeading })).toBeVisible({ timeout: 10_000 })
    // A client-side navigation fetches page data and chunks under the policy too.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Story' }).click()
    await expect(page).toHaveURL(/\/ourstory\/$/)
    expect(unexpected(problems)).toEqual([])
  })
})

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE })

  test('the mobile menu opens and navigates without a CSP violation or console error', async ({ page }) => {
    const problems = await watchForProblems(page)
    for (const path of ALL_PAGES) {
      await visit(page, path)
      const menu = await openMobileMenu(page)
      await menu.getByRole('button', { name: 'Close menu' }).click()
    }
    const menu = await openMobileMenu(page)
    await menu.getByRole('link', { name: 'Our Services' }).click()
    await expect(page).toHaveURL(/\/ourservices\/$/)
    expect(unexpected(problems)).toEqual([])
  })
})
