/**
 * Redelivery by the scheduled function, against the local Blobs server
 * (conditional writes made atomic, as Netlify's are), a real webhook
 * receiver and SMTP server: a run killed half-way, two runs at once, a run
 * out of time, retention and the 3-day give-up.
 */
import { spawn } from 'node:child_process'
import { netlifyContext, type ContactFunction } from '../../scripts/netlify-function'
import redeliverLeads, { config } from '../../netlify/functions/redeliver-leads.mts'
import { startBlobs, type LocalBlobs } from '../support/blobs-server'
import { flakyMailbox, flakyWebhook, type Delivery } from '../support/flaky-receivers'
import { RETENTION_DAYS } from '../../src/lib/leads/store/lead-records'
import { configureTargets, lead, leadPlatform, leadsCommand, loadContactFunction, pendingLeads, quietWarnings, runUntilNothingDue } from '../support/lead-platform'

let handler: ContactFunction
let blobs: LocalBlobs

beforeAll(async () => {
  // Leads are due again a moment after a refusal, so a run on the real clock (Netlify's, in a child process) finds them.
  process.env.LEADS_RETRY_MIN_SECONDS = '0.001'
  handler = await loadContactFunction()
})
beforeEach(async () => {
  blobs = await startBlobs()
})
afterEach(() => blobs.stop())

beforeEach(() => void quietWarnings())

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

const timesDelivered = (received: Delivery[]) => {
  const times = new Map<string, number>()
  for (const { leadId } of received) times.set(leadId, (times.get(leadId) ?? 0) + 1)
  return times
}

it('is the function Netlify schedules: every minute, and called as Netlify calls it, it delivers what is due', async () => {
  expect(config.schedule).toBe('* * * * *')
  const webhook = await flakyWebhook('refuse')
  configureTargets({ webhook: webhook.url })
  const site = leadPlatform(handler, blobs)
  try {
    const ids = await pendingLeads(site, 3)
    await webhook.setMode('ok')
    process.env.NETLIFY_BLOBS_CONTEXT = blobs.environmentContext
    jest.spyOn(console, 'log').mockImplementation(() => undefined)
    const answer = await redeliverLeads(new Request('https://www.northwindgrowth.com/.netlify/functions/redeliver-leads', { method: 'POST', body: '{"next_run":"2026-11-24T10:01:00.000Z"}' }), netlifyContext())
    expect(await answer.json()).toMatchObject({ listed: 3, delivered: expect.any(Number) })
    await runUntilNothingDue((now) => site.runScheduled({ now }), Date.now(), 2 * MINUTE)
    expect(webhook.received.map((delivery) => delivery.leadId).sort()).toEqual([...ids].sort())
  } finally {
    webhook.close()
  }
})

it('a run killed in the middle: the next runs deliver the rest, a lead sent twice carries the same Idempotency-Key', async () => {
  const webhook = await flakyWebhook('refuse', 30)
  configureTargets({ webhook: webhook.url })
  const site = leadPlatform(handler, blobs)
  const ids = await pendingLeads(site, 40)
  await webhook.setMode('slow')

  const child = spawn(process.execPath, ['__tests__/support/redelivery-child.mjs'], {
    env: { ...process.env, NETLIFY_BLOBS_CONTEXT: blobs.environmentContext },
    stdio: 'ignore',
  })
  await new Promise<void>((resolve) => {
    const check = setInterval(() => webhook.received.length >= 8 && (clearInterval(check), resolve()), 2)
  })
  child.kill('SIGKILL')
  await new Promise((resolve) => child.once('exit', resolve))
  const beforeKill = webhook.received.length
  expect(beforeKill).toBeLessThan(ids.length)

  // The dead run's claims hold for a minute: the next runs come after that.
  await runUntilNothingDue((now) => site.runScheduled({ now }), Date.now(), 2 * MINUTE)
  webhook.close()
  expect([...timesDelivered(webhook.received).keys()].sort()).toEqual([...ids].sort())
  for (const delivery of webhook.received) expect(delivery.key).toBe(delivery.leadId)
  const stored = await site.stored()
  expect([...stored.values()].every((record) => record.status === 'delivered')).toBe(true)
})

it('two runs started at once: no lead reaches a target twice', async () => {
  const webhook = await flakyWebhook('refuse')
  const mailbox = await flakyMailbox('421')
  configureTargets({ webhook: webhook.url, smtp: mailbox.url })
  const site = leadPlatform(handler, blobs)
  const ids = await pendingLeads(site, 60)
  await webhook.setMode('ok')
  mailbox.setMode('ok')

  const later = () => new Date(Date.now() + 2 * MINUTE)
  const [first, second] = await Promise.all([site.runScheduled({ now: later }), site.runScheduled({ now: later })])
  expect(first.delivered + second.delivered).toBeGreaterThan(0)
  // A lead one run skipped (the other had it, or the busy machine's store was slow) is the next run's.
  await runUntilNothingDue((now) => site.runScheduled({ now }), Date.now(), 2 * MINUTE)
  webhook.close()
  await mailbox.close()
  expect(webhook.received).toHaveLength(ids.length)
  expect(new Set(webhook.received.map((delivery) => delivery.leadId)).size).toBe(ids.length)
  expect(mailbox.messages).toHaveLength(ids.length)
  expect(new Set(mailbox.messages.map((message) => message.messageId)).size).toBe(ids.length)
})

it('a run stops taking leads in time and leaves the rest to the next run', async () => {
  const webhook = await flakyWebhook('refuse', 50)
  configureTargets({ webhook: webhook.url })
  const site = leadPlatform(handler, blobs)
  const ids = await pendingLeads(site, 30)
  await webhook.setMode('slow')
  const later = () => new Date(Date.now() + 2 * MINUTE)
  const first = await site.runScheduled({ now: later, budgetMs: 60 })
  expect(first.left).toBeGreaterThan(0)
  expect(first.delivered).toBeLessThan(ids.length)
  await runUntilNothingDue((now) => site.runScheduled({ now }), Date.now(), 2 * MINUTE)
  webhook.close()
  expect(webhook.received).toHaveLength(ids.length)
  expect(timesDelivered(webhook.received).size).toBe(ids.length)
})

it('a run short of time starts at a random point of the listing, so the leads listed last are reached too', async () => {
  const webhook = await flakyWebhook('refuse', 1_000)
  configureTargets({ webhook: webhook.url })
  const site = leadPlatform(handler, blobs)
  await pendingLeads(site, 24)
  await webhook.setMode('slow')
  const listed = (await site.store.list()).map(({ key }) => key)
  // The run's random draw lands on the last lead listed; each delivery takes 1 s, past the
  // run's budget, so it takes only the first leads it comes to, one per worker.
  const random = jest.spyOn(Math, 'random').mockReturnValue(0.999)
  try {
    const run = await site.runScheduled({ now: () => new Date(Date.now() + 2 * MINUTE), budgetMs: 500 })
    expect(run.left).toBeGreaterThan(0)
  } finally {
    random.mockRestore()
  }
  webhook.close()
  const reached = new Set(webhook.received.map(({ leadId }) => leadId))
  expect(reached.has(listed[listed.length - 1])).toBe(true)
  expect(reached.has(listed[listed.length - 2])).toBe(false)
})

describe('after days', () => {
  it('a delivered lead is deleted the retention period after it was delivered; an undelivered one is marked failed after 3 days, listed by `leads failed`, and deleted the retention period after it failed', async () => {
    const webhook = await flakyWebhook('ok')
    configureTargets({ webhook: webhook.url })
    const site = leadPlatform(handler, blobs)
    const delivered = JSON.parse((await site.postJson(lead(1))).body).id
    await webhook.setMode('refuse')
    const undelivered = JSON.parse((await site.postJson(lead(2))).body).id

    const start = Date.now()
    // Retried with growing waits (at most an hour) until 3 days have passed, then given up.
    await runUntilNothingDue((now) => site.runScheduled({ now }), start, 61 * MINUTE, 100)
    const given = await site.store.read(undelivered)
    expect(given?.status).toBe('failed')
    expect((await site.store.read(delivered))?.status).toBe('delivered')

    await site.runScheduled({ now: () => new Date(start + (RETENTION_DAYS - 1) * DAY) })
    expect((await site.stored()).size).toBe(2)
    await site.runScheduled({ now: () => new Date(start + RETENTION_DAYS * DAY + MINUTE) })
    expect([...(await site.stored()).keys()]).toEqual([undelivered])

    const failed = await leadsCommand(blobs, 'failed')
    expect(failed.stdout).toContain(`${undelivered}`)
    expect(failed.stdout).toContain('+971501200002')
    expect(failed.stdout).toMatch(/webhook: \d+ attempts, last ECONNREFUSED/)

    const failedAt = Date.parse(given?.failedAt ?? '')
    await site.runScheduled({ now: () => new Date(failedAt + RETENTION_DAYS * DAY - MINUTE) })
    expect([...(await site.stored()).keys()]).toEqual([undelivered])
    await site.runScheduled({ now: () => new Date(failedAt + RETENTION_DAYS * DAY) })
    expect((await site.stored()).size).toBe(0)
    webhook.close()
  })
})
