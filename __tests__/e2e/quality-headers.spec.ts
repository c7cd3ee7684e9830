/**
 * The security headers, as Netlify would send them from public/_headers
 * (served by scripts/serve-with-headers.mjs; see playwright.config.ts), and
 * short paths under them in both languages: switching the phone country,
 * sending the form, moving to another page and to the other language, and
 * the mobile menu's links, with no CSP violation and no console error.
 * (Every page loaded and used under them, its menu opened and closed:
 * quality-a11y.spec.ts.)
 */
import fs from 'node:fs'
import { siteScriptHashes } from '../../gatsby/netlify/csp-hashes'
import { ADMIN_HEADERS, ADMIN_PATHS, CSP_DIRECTIVES, SECURITY_HEADERS, UPLOADS_HEADERS, UPLOADS_PATHS } from '../../gatsby/netlify/security-headers'
import { expect, test } from './support/fixtures'
import { waitForPhoneLibrary } from './support/contact'
import { ALL_LANDING_PAGES } from './support/landing'
import {
  LOCALES,
  LOCALE_CODES,
  PHONE,
  WIDE,
  contactForm,
  contentFor,
  everyPath,
  formsFor,
  localizedPath,
  mobileMenu,
  openMobileMenu,
  otherLocale,
  switchName,
  visit,
  watchForProblems,
} from './support/quality'

const ALL_PAGES = LOCALE_CODES.flatMap((locale) => everyPath(locale).map((path) => ({ path, locale })))

/** The directives of a Content-Security-Policy header, by name. */
const directives = (policy: string) =>
  Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]))

/** public/_headers as rules: each path pattern with its header names, in file order. */
function headerRules() {
  const rules: { path: string; names: string[] }[] = []
  for (const line of fs.readFileSync('public/_headers', 'utf8').split('\n')) {
    if (line.startsWith('/')) rules.push({ path: line.trim(), names: [] })
    else if (line.trim() && !line.trim().startsWith('#')) rules.at(-1)?.names.push(line.trim().split(':')[0].toLowerCase())
  }
  return rules
}

test('public/_headers names each security header once, on every path; only the uploads and the CMS at /admin/ have a policy of their own, written after it so it wins there', () => {
  const rules = headerRules()
  const names = [...SECURITY_HEADERS.map((header) => header.key), 'content-security-policy']
  const catchAll = rules.filter((rule) => rule.path === '/*')
  expect(catchAll).toHaveLength(1)
  for (const name of names) expect(catchAll[0].names.filter((candidate) => candidate === name), name).toHaveLength(1)
  const others = rules.filter((rule) => rule.path !== '/*' && rule.names.some((name) => names.includes(name)))
  expect(others).toEqual([
    { path: UPLOADS_PATHS, names: UPLOADS_HEADERS.map((header) => header.key) },
    { path: ADMIN_PATHS, names: ADMIN_HEADERS.map((header) => header.key) },
  ])
  expect(rules.indexOf(catchAll[0])).toBeLessThan(rules.findIndex((rule) => rule.path === UPLOADS_PATHS))
  expect(rules.at(-1)?.path).toBe(ADMIN_PATHS)
})

test("the deployed CMS's policy names no address on the editor's machine", () => {
  const admin = fs.readFileSync('public/_headers', 'utf8').split(/\n(?=\/)/).find((rule) => rule.startsWith(`${ADMIN_PATHS}\n`)) ?? ''
  expect(admin).toMatch(/content-security-policy: .*connect-src 'self'/)
  expect(admin).not.toMatch(/localhost|127\.0\.0\.1|http:/)
})

test("the policy's script hashes are the few inline scripts every page shares, not one a page: new pages do not grow every response's headers", () => {
  const policy = /^\s+content-security-policy:\s*(.*)$/im.exec(fs.readFileSync('public/_headers', 'utf8'))?.[1] ?? ''
  const hashes = directives(policy)['script-src'].filter((source: string) => source.startsWith("'sha256-"))
  const { pages } = siteScriptHashes('public')
  // The loader (src/components/islands/loader.ts) naming the islands' script, the same on every public page, and naming
  // the team's script on the inbox's pages (gatsby/browser/build-team.ts): the address is part of the hashed text.
  expect(hashes).toHaveLength(2)
  expect(pages).toBeGreaterThan(hashes.length * 4)
})

for (const { path } of ALL_PAGES) {
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
    // No file is trusted for being on the site (an upload is too): the loader's hash, and what it adds.
    expect(csp['script-src']).not.toContain("'self'")
    expect(csp['script-src']).toContain("'strict-dynamic'")
    const hashes = csp['script-src'].filter((source: string) => !CSP_DIRECTIVES['script-src'].includes(source))
    hashes.forEach((source: string) => expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/))
  })
}

for (const locale of LOCALE_CODES) {
  const { form, layout, story } = contentFor(locale)
  const stories = localizedPath('/ourstory/', locale)

  test.describe(`${LOCALES[locale].name} at 1280 px`, () => {
    test.use({ viewport: WIDE })

    test('the phone country is switched and the form sent, then another page and the other language opened, without a CSP violation or console error', async ({ page }) => {
      const problems = await watchForProblems(page)
      await visit(page, formsFor(locale).home.path)
      const parts = contactForm(page, 'home', locale)
      // The phone library (and its flags, and the language's messages) loads under the policy.
      await waitForPhoneLibrary(parts)
      await parts.name.fill('Header Test')
      await parts.country.selectOption('GB')
      await expect(parts.form.locator('img.PhoneInputCountryIconImg')).toHaveAttribute('src', '/flags/GB.svg')
      await parts.phone.fill('07911 123456')
      await parts.submit.click()
      await expect(page.getByRole('heading', { name: form.thankYouHeading })).toBeVisible({ timeout: 10_000 })
      await page.getByRole('navigation', { name: layout.mainNavLabel }).getByRole('link', { name: layout.nav[2].label, exact: true }).click()
      await expect(page).toHaveURL(stories)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.heading)
      await page.getByRole('banner').getByRole('link', { name: switchName(locale), exact: true }).click()
      await expect(page).toHaveURL(localizedPath('/ourstory/', otherLocale(locale)))
      await expect(page.locator('html')).toHaveAttribute('lang', otherLocale(locale))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentFor(otherLocale(locale)).story.heading)
      expect(problems).toEqual([])
    })
  })

  test.describe(`${LOCALES[locale].name} at 375 px`, () => {
    test.use({ viewport: PHONE })

    test('a link in the mobile menu opens its page without a CSP violation or console error', async ({ page }) => {
      const problems = await watchForProblems(page)
      await visit(page, localizedPath('/', locale))
      const menu = await openMobileMenu(page, locale)
      await menu.getByRole('link', { name: layout.nav[1].label, exact: true }).click()
      await expect(page).toHaveURL(localizedPath('/ourservices/', locale))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentFor(locale).services.heading)
      await expect(mobileMenu(page, locale).panel).toBeHidden()
      expect(problems).toEqual([])
    })
  })
}

for (const landing of ALL_LANDING_PAGES.filter((page) => page.copy.noindex !== false)) {
  test(`${landing.path}, kept out of search engines, says so in an X-Robots-Tag header too, beside the strict headers`, async ({ request }) => {
    const headers = (await request.get(landing.path)).headers()
    expect(headers['x-robots-tag']).toBe('noindex')
    for (const { key, value } of SECURITY_HEADERS) expect(headers[key], key).toBe(value)
  })
}
