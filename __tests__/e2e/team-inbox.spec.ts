/**
 * The team's inbox (issue 45), in each language: a stranger's address gets
 * the same answer and no mail; a team address gets a link, which signs in
 * only once Sign in is pressed; the list, a filter and a search; a lead's
 * page with its attribution; stages saved (Won refused without a value, in
 * words), the history; a second browser's stale save refused; the
 * Campaigns view (the landing pages' leads and qualified leads, as a table
 * and as bars) and back to Leads; Sign out, and the old cookie refused.
 * And at 375 px, by keyboard alone: signed in, a lead opened and its stage
 * saved, Campaigns opened, with no axe violation and no sideways scroll on
 * any of its views. Its own server (scripts/serve-with-headers.mjs,
 * as Netlify runs the functions) with a real SMTP server for the links, and
 * its own leads file, where the leads arrive while the server runs.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import AxeBuilder from '@axe-core/playwright'
import { test, expect, type Browser, type Locator, type Page } from '@playwright/test'
import arabic from '../../content/ar/team.json'
import english from '../../content/en/team.json'
import { appendLead } from '../../src/lib/leads/store/file-store'
import type { StoredLead } from '../../src/lib/leads/types'
import { readMail } from '../support/contact-mail'
import { smtpReceiver } from '../support/contact-receivers'
import { storedLead } from '../support/stored-lead'
import { chatOf } from './support/content'
import { E2E_PORT } from './support/env'
import { measureOverflow } from './support/page'

const PORT = E2E_PORT + 3
const SITE = `http://localhost:${PORT}`
const TEAM = ['sara@northwindgrowth.com', 'omar@northwindgrowth.com', 'huda@northwindgrowth.com', 'ali@northwindgrowth.com']
const COPY = { en: english, ar: arabic }

let server: ChildProcess
let mailbox: Awaited<ReturnType<typeof smtpReceiver>>
const leadsFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'team-inbox-')), 'leads.jsonl')

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: SITE })

test.beforeAll(async () => {
  mailbox = await smtpReceiver()
  server = spawn(process.execPath, ['scripts/serve-with-headers.mjs', '--port', String(PORT)], {
    env: { ...process.env, LEADS_FILE: leadsFile, SMTP_URL: mailbox.url, LEADS_EMAIL_FROM: 'leads@northwindgrowth.com', LEADS_TEAM: TEAM.join(','), SITE_URL: SITE },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve) => createInterface({ input: server.stdout! }).on('line', (line) => line.includes('serving') && resolve()))
})
test.afterAll(() => {
  server.kill('SIGTERM')
  mailbox.close()
})

const lead = (name: string, language: string, minutesAgo: number, extra: Partial<StoredLead> = {}): StoredLead =>
  storedLead({
    id: `${name.replace(/\W/g, '').toLowerCase()}-${Date.now()}`,
    receivedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    language,
    name,
    source: { channel: 'paid', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'ramadan-offer' },
    ...extra,
  })

/** The newest sign-in link mailed to `to`. */
async function linkFor(to: string) {
  await expect.poll(() => mailbox.messages.filter((message) => message.to.includes(to)).length).toBeGreaterThan(0)
  const mails = mailbox.messages.filter((message) => message.to.includes(to))
  const body = readMail(mails[mails.length - 1].raw).parts[0].body.replace(/=\r?\n/g, '')
  return /(http:\/\/\S+#sign-in=[\w-]+)/.exec(body)?.[1] ?? ''
}

async function signIn(page: Page, locale: 'en' | 'ar', address: string) {
  const copy = COPY[locale]
  await page.goto(locale === 'ar' ? '/ar/team/' : '/team/')
  await page.getByLabel(copy.emailLabel).fill(address)
  await page.getByRole('button', { name: copy.sendLink }).click()
  await expect(page.getByText(copy.linkSent)).toBeVisible()
  await page.goto(await linkFor(address))
  await expect(page.getByRole('button', { name: copy.signInButton })).toBeVisible()
  // Opened, not pressed: nobody is signed in yet (a mail scanner opening the link stops here).
  expect((await page.request.get('/api/team/me')).status()).toBe(401)
  await page.getByRole('button', { name: copy.signInButton }).click()
  await expect(page.getByText(address)).toBeVisible()
}

const secondBrowser = async (browser: Browser, page: Page) => (await browser.newContext({ baseURL: SITE, storageState: await page.context().storageState() })).newPage()

for (const locale of ['en', 'ar'] as const) {
  const copy = COPY[locale]
  test(`the team works a lead in the ${locale === 'en' ? 'English' : 'Arabic'} inbox`, async ({ page, browser }) => {
    const [member, stranger] = locale === 'en' ? [TEAM[0], 'someone@example.com'] : [TEAM[1], 'another@example.com']
    const name = locale === 'en' ? 'Layla Haddad' : 'ليلى حداد'
    const other = locale === 'en' ? 'Karim Nasser' : 'كريم ناصر'
    await appendLead(lead(other, locale, 30, { form: 'landing', landing: { slug: 'free-evaluation', campaign: 'q4-search', variant: 'free-evaluation' }, source: { channel: 'direct' } }), leadsFile)

    // A stranger: the same sentence, and no mail.
    await page.goto(locale === 'ar' ? '/ar/team/' : '/team/')
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    await page.getByLabel(copy.emailLabel).fill(stranger)
    await page.getByRole('button', { name: copy.sendLink }).click()
    await expect(page.getByText(copy.linkSent)).toBeVisible()
    await signIn(page, locale, member)
    expect(mailbox.messages.some((message) => message.to.includes(stranger))).toBe(false)

    // A lead arrives while the site runs: it is in the list at the next look, no build between.
    const arrived = lead(name, locale, 5, { form: 'landing', landing: { slug: 'free-evaluation', campaign: 'ramadan-offer', variant: 'free-evaluation-b' } })
    await appendLead(arrived, leadsFile)
    await page.reload()
    await expect(page.getByRole('link', { name })).toBeVisible()
    await expect(page.getByRole('link', { name: other })).toBeVisible()

    // A filter (kept in the address) and a search.
    await page.getByLabel(copy.originFilter).selectOption('q4-search')
    await page.getByRole('button', { name: copy.showButton }).click()
    await expect(page).toHaveURL(/origin=q4-search/)
    await expect(page.getByRole('link', { name: other })).toBeVisible()
    await expect(page.getByRole('link', { name })).toHaveCount(0)
    await page.getByRole('link', { name: copy.clearFilters }).click()
    await page.getByLabel(copy.searchLabel).fill(name.split(' ')[0])
    await page.getByRole('button', { name: copy.showButton }).click()
    await expect(page.getByRole('link', { name })).toBeVisible()
    await expect(page.getByRole('link', { name: other })).toHaveCount(0)

    // The lead's page: its attribution, Call and WhatsApp.
    await page.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { name })).toBeVisible()
    await expect(page.getByText('ramadan-offer')).toBeVisible()
    // Named in the page's language, as the team reads it: the channel and each row's label.
    for (const words of [copy.channelLabel, copy.channelPaid, copy.sourceMediumLabel]) await expect(page.getByText(words, { exact: true })).toBeVisible()
    await expect(page.getByText(copy.noTargets)).toBeVisible()
    // The number reads with its + first (leftmost) on the Arabic page too.
    const plusLeftmost = await page
      .getByRole('definition')
      .filter({ hasText: '+971501234567' })
      .evaluate((value) => {
        const text = document.createTreeWalker(value, NodeFilter.SHOW_TEXT).nextNode() as Text
        const left = (at: number) => {
          const range = document.createRange()
          range.setStart(text, at)
          range.setEnd(text, at + 1)
          return range.getBoundingClientRect().left
        }
        return text.data.startsWith('+') && left(0) < left(text.data.length - 1)
      })
    expect(plusLeftmost).toBe(true)
    await expect(page.getByRole('link', { name: copy.call, exact: true })).toHaveAttribute('href', 'tel:+971501234567')
    expect(chatOf(await page.getByRole('link', { name: copy.whatsapp, exact: true }).getAttribute('href'))).toEqual({ chat: 'https://wa.me/971501234567', message: copy.whatsappGreeting })

    // A second browser opens the same lead before the first saves.
    const stale = await secondBrowser(browser, page)
    await stale.goto(page.url())
    await expect(stale.getByRole('combobox', { name: copy.stageLabel, exact: true })).toBeVisible()

    await page.getByRole('combobox', { name: copy.stageLabel, exact: true }).selectOption('contacted')
    await page.getByRole('button', { name: copy.save }).click()
    await expect(page.getByText(copy.saved)).toBeVisible()
    await page.getByRole('combobox', { name: copy.stageLabel, exact: true }).selectOption('won')
    await page.getByRole('button', { name: copy.save }).click()
    await expect(page.getByText(copy.valueRequired)).toBeVisible()
    await page.getByLabel(copy.valueLabel).fill('12500')
    await page.getByRole('button', { name: copy.save }).click()
    await expect(page.getByText(copy.saved)).toBeVisible()
    const history = page.getByRole('region', { name: copy.historyHeading }).getByRole('listitem')
    await expect(history).toHaveCount(2)
    await expect(history.first()).toContainText(copy.stageWon)
    await expect(history.last()).toContainText(copy.stageContacted)

    // The stale save: refused, and told the stage the lead has now.
    await stale.getByRole('combobox', { name: copy.stageLabel, exact: true }).selectOption('junk')
    await stale.getByLabel(copy.reasonLabel).selectOption('spam')
    await stale.getByRole('button', { name: copy.save }).click()
    await expect(stale.getByText(copy.conflict)).toBeVisible()
    await expect(stale.getByText(`${copy.conflictNow} ${copy.stageWon}`)).toBeVisible()
    await stale.context().close()

    // Campaigns: the landing page and its variant, with their leads and how many the team qualified (the Won above), as a table and as bars.
    const views = page.getByRole('navigation', { name: copy.viewsLabel })
    await views.getByRole('link', { name: copy.campaignsView }).click()
    await expect(views.getByRole('link', { name: copy.campaignsView })).toHaveAttribute('aria-current', 'page')
    const table = page.getByRole('table', { name: copy.tableCaption })
    const pageRow = (path: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${locale === 'ar' ? '/ar' : ''}${path}`) }) })
    await expect(pageRow('/lp/free-evaluation-b/').getByRole('cell')).toHaveText(['ramadan-offer', '1', '1', '1', /12,500/, /100/, /\d/])
    await expect(pageRow('/lp/free-evaluation-b/')).toContainText(copy.variantOf)
    await expect(pageRow('/lp/free-evaluation/').getByRole('cell').nth(1)).toHaveText('1')
    await expect(pageRow('/lp/free-evaluation/').getByRole('cell').nth(2)).toHaveText('0')
    await expect(page.getByRole('figure', { name: copy.barsCaption })).toBeVisible()
    // The days asked for go into the address, to share.
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date(Date.now() - 86_400_000))
    await page.getByLabel(copy.rangeFrom, { exact: true }).fill(yesterday)
    await page.getByRole('button', { name: copy.showButton }).click()
    await expect(page).toHaveURL(new RegExp(`\\?view=campaigns&from=${yesterday}&to=\\d{4}-\\d{2}-\\d{2}$`))
    await expect(pageRow('/lp/free-evaluation-b/')).toBeVisible()
    await views.getByRole('link', { name: copy.leadsView }).click()
    await expect(views.getByRole('link', { name: copy.leadsView })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('link', { name })).toBeVisible()

    // Sign out; the old cookie is refused.
    const cookie = (await page.context().cookies()).find((one) => one.name === '__Host-team-session')
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' })
    await page.getByRole('button', { name: copy.signOut }).click()
    await expect(page.getByLabel(copy.emailLabel)).toBeVisible()
    const old = await fetch(`${SITE}/api/team/leads`, { headers: { cookie: `${cookie?.name}=${cookie?.value}` } })
    expect(old.status).toBe(401)
  })
}

/** Presses Tab, as a keyboard user moves, until `target` has the focus; fails if 60 presses do not reach it. */
async function tabTo(page: Page, target: Locator) {
  for (let press = 0; press < 60; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** No axe violation (WCAG A/AA and best practices), and the page does not scroll sideways once laid out. */
async function expectSound(page: Page) {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()
  expect(violations.map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([])
  await expect.poll(async () => (await measureOverflow(page)).overflow).toBeLessThanOrEqual(0)
}

for (const locale of ['en', 'ar'] as const) {
  const copy = COPY[locale]
  test(`the ${locale === 'en' ? 'English' : 'Arabic'} inbox at 375 px is used by keyboard alone, with no axe violation and no sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    const member = locale === 'en' ? TEAM[2] : TEAM[3]
    const name = locale === 'en' ? 'Rania Aziz' : 'رانيا عزيز'
    await appendLead(lead(name, locale, 10, { form: 'landing', landing: { slug: 'free-evaluation', campaign: 'q4-search', variant: 'free-evaluation' } }), leadsFile)

    await page.goto(locale === 'ar' ? '/ar/team/' : '/team/')
    await expect(page.getByLabel(copy.emailLabel)).toBeVisible()
    await expectSound(page)
    await tabTo(page, page.getByLabel(copy.emailLabel))
    await page.keyboard.type(member)
    await page.keyboard.press('Enter')
    await expect(page.getByText(copy.linkSent)).toBeVisible()
    await page.goto(await linkFor(member))
    await tabTo(page, page.getByRole('button', { name: copy.signInButton }))
    await page.keyboard.press('Enter')

    await expect(page.getByRole('link', { name })).toBeVisible()
    await expectSound(page)
    await tabTo(page, page.getByRole('link', { name }))
    await page.keyboard.press('Enter')

    await expect(page.getByRole('heading', { name })).toBeVisible()
    await expectSound(page)
    const stage = page.getByRole('combobox', { name: copy.stageLabel, exact: true })
    await tabTo(page, stage)
    // A closed select is changed with the arrow keys, as a keyboard user does.
    await page.keyboard.press('ArrowDown')
    await expect(stage).toHaveValue('contacted')
    await tabTo(page, page.getByRole('button', { name: copy.save }))
    await page.keyboard.press('Enter')
    await expect(page.getByText(copy.saved)).toBeVisible()

    const views = page.getByRole('navigation', { name: copy.viewsLabel })
    await tabTo(page, views.getByRole('link', { name: copy.campaignsView }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('figure', { name: copy.barsCaption })).toBeVisible()
    await expectSound(page)
  })
}
