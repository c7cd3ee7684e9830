/**
 * `gatsby develop` runs the islands as a built page does
 * (gatsby/browser/develop.ts): the page is the server's HTML with the
 * islands' loader and none of Gatsby's scripts, the islands start alone
 * from their elements, and the home page's form lands a lead; the team's
 * inbox runs its own script and reaches its function. Its
 * functions are compiled before their first request, as a build's are.
 */
import fs from 'node:fs'
import path from 'node:path'
import { contactForm, readLeads, uniqueName, waitForHumanPace, waitForPhoneLibrary } from '../e2e/support/contact'
import { form as copy } from '../e2e/support/content'
import { expect, test } from '../e2e/support/fixtures'
import { visit } from '../e2e/support/quality'
import { DEVELOP_LEADS_FILE } from '../../playwright.develop.config'
import team from '../../content/en/team.json'

test.use({ viewport: { width: 1280, height: 900 } })

// First: no request has reached a function yet. Where Gatsby's develop writes each compiled function.
test('the contact functions are compiled before anything asks for them', () => {
  const compiled = ['contact.js', 'contact/token.js'].filter((file) => fs.existsSync(path.resolve('.cache/functions', file)))
  expect(compiled).toEqual(['contact.js', 'contact/token.js'])
})

test("the home page runs its islands, not Gatsby's runtime, and its form lands a lead", async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (['script', 'fetch'].includes(request.resourceType())) scripts.push(new URL(request.url()).pathname)
  })
  await visit(page, '/')
  const served = await page.evaluate(() =>
    [...document.scripts].filter((script) => script.type !== 'application/ld+json').map((script) => script.getAttribute('src') ?? script.getAttribute('data-islands')),
  )
  // The loader, naming the islands' script, and the script it added.
  expect(served).toEqual(['/static/islands/islands.js', '/static/islands/islands.js'])

  const name = uniqueName('develop')
  const parts = contactForm(page, 'home', 'en')
  await waitForPhoneLibrary(parts)
  await parts.name.fill(name)
  await parts.phone.pressSequentially('0501234567')
  await waitForHumanPace(parts)
  await parts.submit.click()
  // The form's answer, whichever it is; a failure says what the form said.
  const thankYou = parts.status.getByRole('heading', { name: copy.thankYouHeading })
  const invalidFields = parts.form.locator('[aria-invalid="true"]')
  await expect(thankYou.or(parts.alert).or(invalidFields).first()).toBeVisible({ timeout: 30_000 })
  expect(await parts.alert.allTextContents()).toEqual([])
  const fieldErrors = await invalidFields.evaluateAll((fields) =>
    fields.map((field) =>
      [(field as HTMLInputElement).labels?.[0]?.innerText, ...(field.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.innerText)]
        .filter(Boolean)
        .join(': '),
    ),
  )
  expect(fieldErrors).toEqual([])
  await expect(thankYou).toBeVisible()
  await expect.poll(async () => (await readLeads(DEVELOP_LEADS_FILE)).filter((lead) => lead.name === name)).toEqual([
    expect.objectContaining({ name, phone: '+971501234567', form: 'home', language: 'en' }),
  ])
  // Nothing of Gatsby's runtime, and no page data: every island carries its own.
  expect(scripts.filter((file) => /^\/(commons|framework|polyfill|app)\b|page-data|socket\.io/.test(file))).toEqual([])
  expect(scripts.filter((file) => file.startsWith('/static/islands/')).length).toBeGreaterThan(1)
})

test("the team's inbox runs its own script, not the islands', and its function answers", async ({ page }) => {
  // Develop renders a page on the server at its first request, and that
  // render can fail while webpack is still compiling (CI once printed 'The
  // path "/" errored during SSR' as develop started). Gatsby then sends a
  // shell with no sign-in form, and a developer reloads; so does this test,
  // for as long as the page's first compile may take. The form is in the
  // server's HTML: a page that has it shows it at once, and a shell is
  // reloaded after 5 s rather than waited on (it never gains the form).
  await expect(async () => {
    await page.goto('/team/')
    await expect(page.getByLabel(team.emailLabel)).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 150_000 })
  const loader = await page.locator('script[data-islands]').getAttribute('data-islands')
  expect(loader).toBe('/static/team/team.js')
  await page.getByLabel(team.emailLabel).fill('someone@example.com')
  await page.getByRole('button', { name: team.sendLink }).click()
  await expect(page.getByText(team.linkSent)).toBeVisible()
})
