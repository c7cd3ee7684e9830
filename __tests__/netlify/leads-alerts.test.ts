/**
 * The owners hear when leads are not getting through (issue 33): the
 * contact function as Netlify bundles it stores the leads, the scheduled
 * function runs with the clock moved forward, against the local Blobs
 * server, a real SMTP server and HTTP receivers on loopback standing for
 * the alert webhook and the heartbeat service.
 */
import { spawnSync } from 'node:child_process'
import type { ContactFunction } from '../../scripts/netlify-function'
import { SITE_ID, startBlobs, type LocalBlobs } from '../support/blobs-server'
import { configureAlerts, recordingReceiver } from '../support/alert-receivers'
import { readMail } from '../support/contact-mail'
import { smtpReceiver } from '../support/contact-receivers'
import { flakyMailbox, flakyWebhook } from '../support/flaky-receivers'
import { configureTargets, lead, leadPlatform, loadContactFunction, pendingLeads, quietWarnings, STORE_DOWN } from '../support/lead-platform'
import { scheduledRedelivery } from '../../src/lib/leads/redelivery/scheduled'
import { netlifyContext } from '../../scripts/netlify-function'

let handler: ContactFunction
let blobs: LocalBlobs

beforeAll(async () => {
  process.env.LEADS_RETRY_MIN_SECONDS = '0.001'
  handler = await loadContactFunction()
})
beforeEach(async () => {
  blobs = await startBlobs()
  quietWarnings()
})
afterEach(() => blobs.stop())
afterAll(() => configureAlerts({}))

const MINUTE = 60_000
const OWNER = 'owner@northwindgrowth.com'
/** The alert webhook's address is its secret, as a Slack incoming webhook's is. */
const SECRET_PATH = '/services/T0AGENCY/B0ALERTS/s3cr3tAlertToken'

async function owners() {
  const alertHook = await recordingReceiver()
  const heartbeat = await recordingReceiver()
  configureAlerts({ email: OWNER, webhook: `${alertHook.origin}${SECRET_PATH}`, heartbeat: `${heartbeat.origin}/ping/0b4d-check` })
  return { alertHook, heartbeat, pings: () => heartbeat.received.map((request) => `${request.method} ${request.path}`) }
}

const alertMails = (mailbox: { messages: { to: string[]; raw: string }[] }) =>
  mailbox.messages.filter((message) => message.to.includes(OWNER)).map((message) => ({ subject: readMail(message.raw).subject, body: readMail(message.raw).parts[0]?.body ?? '' }))

it('the webhook down past the alert age: one e-mail and one alert-webhook message; an hour later one reminder; back, one "recovered"', async () => {
  const webhook = await flakyWebhook('refuse')
  const mailbox = await smtpReceiver()
  configureTargets({ webhook: webhook.url, smtp: mailbox.url })
  const { alertHook, heartbeat, pings } = await owners()
  const site = leadPlatform(handler, blobs)
  const start = Date.now()
  const run = (minutes: number) => site.runScheduled({ now: () => new Date(start + minutes * MINUTE) })
  try {
    await pendingLeads(site, 2)
    await run(5)
    expect(alertHook.received).toEqual([])
    expect(pings()).toEqual(['GET /ping/0b4d-check'])

    await run(16)
    expect(alertMails(mailbox)).toHaveLength(1)
    expect(alertHook.texts()).toHaveLength(1)
    const [mail] = alertMails(mailbox)
    expect(mail.subject).toMatch(/^\[leads\] Leads are not getting through: the lead webhook, 2 leads waiting, the oldest for 1[56] minutes/)
    expect(mail.body).toMatch(/Its last answer \(.*UTC\): ECONNREFUSED/)
    expect(alertHook.texts()[0]).toContain('the lead webhook, 2 leads waiting')
    expect(pings().at(-1)).toBe('GET /ping/0b4d-check/fail')

    await run(30)
    await run(75)
    expect(alertMails(mailbox)).toHaveLength(1)
    await run(77)
    expect(alertMails(mailbox).map((alert) => alert.subject)).toEqual([expect.stringContaining('Leads are not getting through'), expect.stringMatching(/Still failing: the lead webhook, 2 leads waiting, the oldest for 1 hour 1[67] minutes/)])
    expect(alertHook.texts()).toHaveLength(2)

    await webhook.setMode('ok')
    await run(80)
    await run(81)
    await run(200)
    expect(alertMails(mailbox).map((alert) => alert.subject)).toHaveLength(3)
    expect(alertMails(mailbox)[2]).toMatchObject({ subject: '[leads] Recovered: the lead webhook accepts leads again', body: expect.stringContaining('2 leads that had waited went through') })
    expect(alertHook.texts()).toHaveLength(3)
    expect(webhook.received).toHaveLength(2)
    expect(pings().at(-1)).toBe('GET /ping/0b4d-check')
    expect(heartbeat.received.every((request) => request.method === 'GET' && request.body === '')).toBe(true)
  } finally {
    webhook.close()
    mailbox.close()
    alertHook.close()
    heartbeat.close()
  }
})

it('both lead targets down: the alerts go to the alert webhook, not over the failing mail server, and the heartbeat gets /fail', async () => {
  const webhook = await flakyWebhook('refuse')
  const mailbox = await flakyMailbox('421')
  configureTargets({ webhook: webhook.url, smtp: mailbox.url })
  const { alertHook, heartbeat, pings } = await owners()
  const site = leadPlatform(handler, blobs)
  const logs: string[] = []
  try {
    await pendingLeads(site, 1)
    await site.runScheduled({ now: () => new Date(Date.now() + 16 * MINUTE), log: (line) => void logs.push(line) })
    expect(alertHook.texts()).toEqual([expect.stringContaining('the lead webhook, 1 lead waiting'), expect.stringContaining('the lead e-mail, 1 lead waiting')].sort())
    expect(logs.filter((line) => line.startsWith('alerts:'))).toEqual([expect.stringMatching(/sent .* by alert webhook/), expect.stringMatching(/sent .* by alert webhook/)])
    expect(pings()).toEqual(['GET /ping/0b4d-check/fail'])
  } finally {
    webhook.close()
    await mailbox.close()
    alertHook.close()
    heartbeat.close()
  }
})

it('two runs at once send one alert, not two', async () => {
  const webhook = await flakyWebhook('refuse')
  const mailbox = await smtpReceiver()
  configureTargets({ webhook: webhook.url, smtp: mailbox.url })
  const { alertHook, heartbeat } = await owners()
  const site = leadPlatform(handler, blobs)
  try {
    await pendingLeads(site, 3)
    const later = () => new Date(Date.now() + 16 * MINUTE)
    await Promise.all([site.runScheduled({ now: later }), site.runScheduled({ now: later })])
    await site.runScheduled({ now: () => new Date(Date.now() + 17 * MINUTE) })
    expect(alertHook.texts()).toHaveLength(1)
    expect(alertMails(mailbox)).toHaveLength(1)
  } finally {
    webhook.close()
    mailbox.close()
    alertHook.close()
    heartbeat.close()
  }
})

it('a lead marked failed after 3 days is alerted at once, on its own, whatever the reminder interval; no alert names a visitor or a secret', async () => {
  const webhook = await flakyWebhook('refuse')
  configureTargets({ webhook: `${webhook.url}/T0/B0/l3adH00kSecret` })
  const { alertHook, heartbeat } = await owners()
  configureAlerts({ webhook: `${alertHook.origin}${SECRET_PATH}`, repeatMinutes: String(7 * 24 * 60) })
  const site = leadPlatform(handler, blobs)
  try {
    const [id] = await pendingLeads(site, 1)
    const start = Date.now()
    for (let hour = 1; hour <= 73; hour += 1) await site.runScheduled({ now: () => new Date(start + hour * 60 * MINUTE) })
    expect((await site.store.read(id))?.status).toBe('failed')
    const texts = alertHook.texts()
    expect(texts).toEqual([expect.stringContaining('Leads are not getting through'), expect.stringContaining('A lead was not delivered for 3 days: call back now')])
    expect(texts[1]).toContain(`lead ${id}, received`)
    expect(texts[1]).toContain('npm run leads -- failed')
    await site.runScheduled({ now: () => new Date(start + 74 * 60 * MINUTE) })
    expect(alertHook.texts()).toHaveLength(2)

    const visitor = lead(0)
    for (const text of texts) {
      expect(text).not.toContain(visitor.name)
      expect(text).not.toMatch(/\+?971\s?50\s?120/)
      expect(text).not.toContain('l3adH00kSecret')
      expect(text).not.toContain('/T0/')
      expect(text).not.toContain('s3cr3tAlertToken')
    }
  } finally {
    webhook.close()
    alertHook.close()
    heartbeat.close()
  }
})

it('an alert channel that is down is logged and tried again at the next run, and the leads go on being delivered', async () => {
  const webhook = await flakyWebhook('refuse')
  configureTargets({ webhook: webhook.url })
  const { alertHook, heartbeat } = await owners()
  configureAlerts({ webhook: `${alertHook.origin}${SECRET_PATH}` })
  alertHook.setDown(true)
  const site = leadPlatform(handler, blobs)
  const logs: string[] = []
  const run = (minutes: number) => site.runScheduled({ now: () => new Date(Date.now() + minutes * MINUTE), log: (line) => void logs.push(line) })
  try {
    const ids = await pendingLeads(site, 2)
    await run(16)
    expect(logs).toContainEqual(expect.stringMatching(/^alerts: the alert webhook did not take "Leads are not getting through.*" \(Error: the alert webhook answered 500\); tried again at the next run$/))
    expect(logs.join('\n')).not.toContain('s3cr3tAlertToken')

    await webhook.setMode('ok')
    const delivered = await run(17)
    expect(delivered.delivered).toBe(2)
    expect(webhook.received.map((delivery) => delivery.leadId).sort()).toEqual([...ids].sort())

    alertHook.setDown(false)
    await run(18)
    expect(alertHook.received.filter((request) => request.method === 'POST')).toHaveLength(5)
    expect(alertHook.texts().filter((text) => /^Leads are not getting through/.test(text))).toHaveLength(1)
    expect(alertHook.texts().filter((text) => /^Recovered/.test(text))).toHaveLength(1)
    await run(19)
    expect(alertHook.texts()).toHaveLength(2)
  } finally {
    webhook.close()
    alertHook.close()
    heartbeat.close()
  }
})

it('with no alert channel set, a lead past the alert age is logged by every run', async () => {
  const webhook = await flakyWebhook('refuse')
  configureTargets({ webhook: webhook.url })
  configureAlerts({})
  const site = leadPlatform(handler, blobs)
  const logs: string[] = []
  try {
    await pendingLeads(site, 1)
    await site.runScheduled({ now: () => new Date(Date.now() + 16 * MINUTE), log: (line) => void logs.push(line) })
    expect(logs).toContainEqual('alerts: no alert channel is set (LEADS_ALERT_EMAIL, LEADS_ALERT_WEBHOOK_URL); leads wait past the alert age for: webhook')
  } finally {
    webhook.close()
  }
})

it('a run that cannot reach the store answers 500 and pings the heartbeat\'s /fail', async () => {
  const { alertHook, heartbeat, pings } = await owners()
  const logs: string[] = []
  try {
    const run = scheduledRedelivery({ env: { ...process.env, NETLIFY_BLOBS_CONTEXT: STORE_DOWN }, log: (line) => void logs.push(line) })
    const answer = await run(new Request('https://www.northwindgrowth.com/.netlify/functions/redeliver-leads', { method: 'POST', body: '{}' }), netlifyContext())
    expect(answer.status).toBe(500)
    expect(logs).toContainEqual(expect.stringMatching(/^redelivery: the run stopped: /))
    expect(pings()).toEqual(['GET /ping/0b4d-check/fail'])
  } finally {
    alertHook.close()
    heartbeat.close()
  }
})

it('`npm run leads -- status` shows the last run, what waits for each target, the failed leads and the alerts sent', async () => {
  const webhook = await flakyWebhook('refuse')
  const mailbox = await smtpReceiver()
  configureTargets({ webhook: webhook.url, smtp: mailbox.url })
  const { alertHook, heartbeat } = await owners()
  const site = leadPlatform(handler, blobs)
  try {
    await pendingLeads(site, 2)
    await site.runScheduled({ now: () => new Date(Date.now() + 16 * MINUTE) })
    const env = { ...process.env, LEADS_BLOBS_URL: blobs.url, NETLIFY_SITE_ID: SITE_ID, NETLIFY_AUTH_TOKEN: 'local-token' }
    const status = spawnSync(process.execPath, ['scripts/leads.mjs', 'status'], { env, encoding: 'utf8' })
    expect(status.stderr).toBe('')
    const screen = status.stdout
    expect(screen).toMatch(/^Last redelivery run: \d{4}-\d\d-\d\d \d\d:\d\d UTC, .* in \d+ ms: 2 leads listed, 0 delivered, 2 still waiting, 0 failed/m)
    expect(screen).toContain('Alert channels: e-mail, alert webhook; heartbeat: set')
    expect(screen).toMatch(/^ {2}webhook {2}2 waiting, the oldest for .*; last answer \(.* UTC\): ECONNREFUSED/m)
    expect(screen).toMatch(/^ {2}email {4}nothing waiting; last accepted a lead /m)
    expect(screen).toContain('Failed leads: 0')
    expect(screen).toMatch(/^Alerts: webhook failing since .* UTC/m)
    expect(screen).toMatch(/^ {4}.* UTC {2}Leads are not getting through: the lead webhook, 2 leads waiting.* \(e-mail, alert webhook\)$/m)
    expect(screen).not.toContain('Visitor')
  } finally {
    webhook.close()
    mailbox.close()
    alertHook.close()
    heartbeat.close()
  }
})
