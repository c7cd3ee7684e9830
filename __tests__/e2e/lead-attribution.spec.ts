/**
 * A lead says where its visit came from, as the agency's sales team and its
 * Google Ads account need: the first page's campaign tags and click id, the
 * page the form was sent from, and the channel. Kept in the tab only: no
 * cookie is ever set.
 */
import { LOCALE_CODES, contentFor, everyPath, layout } from './support/content'
import { confirmWithoutScript, contactForm, leadsNamed, submitForAnswer, uniqueName, waitForHumanPace } from './support/contact'
import { expect, test } from './support/fixtures'
import { visit, waitForIsland } from './support/quality'
import type { Page } from '@playwright/test'

const CAMPAIGN = '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=TEST123'

/** Sends the Our Services form from the page the visitor is on, and returns the stored lead. */
async function sendFromServices(page: Page, label: string) {
  const name = uniqueName(label)
  const parts = contactForm(page, 'services')
  // The form starts as it comes near (without it, it posts as without JavaScript: the test of that is below).
  await waitForIsland(parts.form)
  await parts.name.fill(name)
  await parts.phone.pressSequentially('0501234567')
  await waitForHumanPace(parts)
  await submitForAnswer(parts.submit)
  await expect(parts.status).toBeVisible()
  await expect.poll(() => leadsNamed(name)).toHaveLength(1)
  const [lead] = await leadsNamed(name)
  return lead
}

const [, services, story] = layout.nav

test('a visit from a tagged ad link keeps its tags across pages and the lead carries them, channel paid', async ({ page }) => {
  await visit(page, CAMPAIGN)
  await page.getByRole('navigation', { name: layout.mainNavLabel }).getByRole('link', { name: story.label }).click()
  await expect(page).toHaveURL(story.path)
  await page.getByRole('navigation', { name: layout.mainNavLabel }).getByRole('link', { name: services.label }).click()
  await expect(page).toHaveURL(services.path)

  const lead = await sendFromServices(page, 'campaign')
  expect(lead.source).toEqual({
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring',
    gclid: 'TEST123',
    landingPage: CAMPAIGN,
    formPage: '/ourservices/',
    // A click id wins over the e-mail tags: the visitor came through an ad.
    channel: 'paid',
  })
})

test('a visit that arrives from a search engine is organic', async ({ page }) => {
  await page.goto('/ourservices/', { referer: 'https://www.google.com/' })
  const lead = await sendFromServices(page, 'search')
  expect(lead.source).toEqual({ referrer: 'www.google.com', landingPage: '/ourservices/', formPage: '/ourservices/', channel: 'organic' })
})

test('a visit with no tags and no referring site is direct', async ({ page }) => {
  await visit(page, '/ourservices/')
  const lead = await sendFromServices(page, 'direct')
  expect(lead.source).toEqual({ landingPage: '/ourservices/', formPage: '/ourservices/', channel: 'direct' })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form post from a tagged page stores the tags, read from the page address', async ({ page }) => {
    const name = uniqueName('no-script campaign')
    const copy = contentFor('en').form
    await page.goto('/?utm_source=x&utm_campaign=y')
    const form = page.getByRole('form', { name: contentFor('en').home.contact.heading })
    await form.getByLabel(copy.nameLabel, { exact: true }).fill(name)
    await form.getByLabel(copy.phoneLabel, { exact: true }).fill('050 123 4567')
    await form.getByRole('button', { name: contentFor('en').home.contact.submitLabel }).click()
    await confirmWithoutScript(page)
    await expect(page).toHaveURL('/thank-you/')
    await expect.poll(() => leadsNamed(name)).toHaveLength(1)
    const [lead] = await leadsNamed(name)
    expect(lead.source).toMatchObject({ utmSource: 'x', utmCampaign: 'y', landingPage: '/?utm_source=x&utm_campaign=y', formPage: '/?utm_source=x&utm_campaign=y' })
  })
})

for (const path of LOCALE_CODES.flatMap(everyPath)) {
  test(`${path}, opened from a tagged ad link, sets no cookie`, async ({ page, context }) => {
    await visit(page, `${path}?utm_source=cookie-check&gclid=C1`)
    expect(await page.evaluate(() => document.cookie)).toBe('')
    expect(await context.cookies()).toEqual([])
  })
}
