/**
 * Another website cannot send leads through its visitors' browsers: a page
 * served from another origin on loopback, whose form posts itself to the
 * site as soon as it opens, gets the refusal page in words and no lead is
 * stored. The site's own form, posted without JavaScript, still lands on
 * the thank-you page. The browser sends the real Origin and Sec-Fetch-Site
 * headers; nothing is forged.
 *
 * `testOnAnyHost`, not the site's `test`: that one fails any test whose
 * browser reaches another host, and here the other host is the point.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CONTACT_ENDPOINT } from '../../src/lib/contact/contact-fields'
import { contentFor, thankYouPath } from './support/content'
import { confirmWithoutScript, formsFor, leadsNamed, uniqueName } from './support/contact'
import { E2E_BASE_URL } from './support/env'
import { expect, testOnAnyHost as test } from './support/fixtures'

let otherSite: Server
let otherOrigin: string

/** A page of another website whose hidden form posts a lead to the site the moment it loads. */
const autoSubmittingPage = (name: string, language: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Win a prize</title></head>
<body>
<form method="post" action="${E2E_BASE_URL}${CONTACT_ENDPOINT}">
<input type="hidden" name="name" value="${name}">
<input type="hidden" name="phone" value="+971501234567">
<input type="hidden" name="form" value="home">
<input type="hidden" name="language" value="${language}">
</form>
<script>document.forms[0].submit()</script>
</body></html>`

test.beforeAll(async () => {
  otherSite = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(autoSubmittingPage(url.searchParams.get('name') ?? '', url.searchParams.get('language') ?? 'en'))
  })
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve))
  otherOrigin = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise<void>((resolve) => otherSite.close(() => resolve())))

for (const locale of ['en', 'ar'] as const) {
  test(`a form on another website that posts itself to the site is refused in words (${locale}), and nothing is stored`, async ({ page }) => {
    const { answers } = contentFor(locale)
    const name = uniqueName(`cross-site ${locale}`)
    const answered = page.waitForResponse((response) => response.url() === `${E2E_BASE_URL}${CONTACT_ENDPOINT}`)
    await page.goto(`${otherOrigin}/?${new URLSearchParams({ name, language: locale })}`)

    const answer = await answered
    expect(await answer.request().headerValue('origin')).toBe(otherOrigin)
    expect(answer.status()).toBe(403)
    expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { level: 1, name: answers.notSentTitle })).toBeVisible()
    await expect(page.getByText(answers.crossSite)).toBeVisible()
    // Given the time to arrive, the lead is still not there.
    await page.waitForTimeout(500)
    expect(await leadsNamed(name)).toEqual([])
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the site's own form still lands on the thank-you page, its Origin the site's", async ({ page }) => {
    const { form: copy, thankYou } = contentFor('en')
    const home = formsFor('en').home
    const name = uniqueName('same-site no-script')
    await page.goto(`${E2E_BASE_URL}${home.path}`)
    const form = page.getByRole('form', { name: home.heading })
    await form.getByLabel(copy.nameLabel, { exact: true }).fill(name)
    await form.getByLabel(copy.phoneLabel, { exact: true }).fill('050 123 4567')
    await form.getByRole('button', { name: home.submit }).click()
    // The confirmation page posts to the site too, its Origin the site's.
    const answered = page.waitForResponse((response) => response.url().endsWith(CONTACT_ENDPOINT) && response.request().method() === 'POST')
    await confirmWithoutScript(page)

    const answer = await answered
    expect(await answer.request().headerValue('origin')).toBe(E2E_BASE_URL)
    expect(answer.status()).toBe(303)
    await expect(page).toHaveURL(`${E2E_BASE_URL}${thankYouPath('en')}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(thankYou.heading)
    await expect.poll(() => leadsNamed(name)).toEqual([expect.objectContaining({ form: 'home', phone: '+971501234567' })])
  })
})
