/**
 * The owners hear when leads are not getting through (issue 33): the
 * contact function as Netlify bundles it stores the leads, the scheduled
 * function runs with the clock moved forward, against the local Blobs
 * server, a real SMTP server and HTTP receivers on loopback standing for
 * the alert webhook and the heartbeat service.
 */
import { netlifyContext } from '../../scripts/netlify-function'
import { scheduledRedelivery } from '../../src/lib/leads/redelivery/scheduled'
import { configureAlerts, recordingReceiver } from '../support/alert-receivers'
import { readMail } from '../support/contact-mail'
import { smtpReceiver } from '../support/contact-receivers'
import { flakyMailbox, flakyWebhook } from '../support/flaky-receivers'
import { bundledPlatform, configureTargets, lead, leadPlatform, leadsCommand, pendingLeads, STORE_DOWN } from '../support/lead-platform'

// Leads are due again a moment after a refusal, so each run moved forward tries them.
process.env.LEADS_RETRY_MIN_SECONDS = '0.001'
const platform = bundledPlatform({ freshStore: true })
afterAll(() => configureAlerts({}))

const MINUTE = 60_000
const OWNER = 'owner@northwindgrowth.com'
/** The alert webhook's address is its secret, as a Slack incoming webhook's is. */
const SECRET_PATH = '/services/T0AGENCY/B0ALERTS/s3cr3tAlertToken'

type Mailbox = { url: string; close: () => unknown }

/**
 * The lead webhook refusing every lead, an optional mail server for the
 * lead e-mails and the alert e-mails, the alert webhook and the heartbeat
 * service; everything closed after `story`.
 */
async function withOwners<M extends Mailbox>(mailbox: M | undefined, story: (opened: Awaited<ReturnType<typeof scene<M>>>) => Promise<void>) {
  const opened = await scene(mailbox)
  try {
    await story(opened)
  } finally {
    opened.webhook.close()
    await mailbox?.close()
    opened.alertHook.close()
    opened.heartbeat.close()
  }
}

async function scene<M extends Mailbox>(mailbox: M | undefined) {
  const webhook = await flakyWebhook('refuse')
  const alertHook = await recordingReceiver()
  const heartbeat = await recordingReceiver()
  configureTargets({ webhook: webhook.url, smtp: mailbox?.url })
  configureAlerts({ email: mailbox && OWNER, webhook: `${alertHook.origin}${SECRET_PATH}`, heartbeat: `${heartbeat.origin}/ping/0b4d-check` })
  const site = leadPlatform(platform.handler, platform.blobs)
  const logs: string[] = []
  /** One scheduled run, the clock `minutes` after now. */
  const run = (minutes: number, start = Date.now()) => site.runScheduled({ now: () => new Date(start + minutes * MINUTE), log: (line) => void logs.push(line) })
  const pings = () => heartbeat.received.map((request) => `${request.method} ${request.path}`)
  return { webhook, mailbox, alertHook, heartbeat, site, logs, run, pings }
}

/** The alert e-mails the mail server took: to the owner, not the sales team. */
const alertMails = (mailbox: { messages: { to: string[]; raw: string }[] } | undefined) =>
  (mailbox?.messages ?? []).filter((message) => message.to.includes(OWNER)).map((message) => ({ subject: readMail(message.raw).subject, body: readMail(message.raw).parts[0]?.body ?? '' }))

it('the webhook down past the alert age: one e-mail and one alert-webhook message; an hour later one reminder; back, one "recovered"', async () => {
  await withOwners(await smtpReceiver(), async ({ webhook, mailbox, alertHook, heartbeat, site, run, pings }) => {
    const start = Date.now()
    await pendingLeads(site, 2)
    await run(5, start)
    expect(alertHook.received).toEqual([])
    expect(pings()).toEqual(['GET /ping/0b4d-check'])

    await run(16, start)
    expect(alertMails(mailbox)).toHaveLength(1)
    expect(alertHook.texts()).toHaveLength(1)
    const [mail] = alertMails(mailbox)
    expect(mail.subject).toMatch(/^\[leads\] Leads are not getting through: the lead webhook, 2 leads waiting, the oldest for 1[56] minutes/)
    expect(mail.body).toMatch(/Its last answer \(.*UTC\): ECONNREFUSED/)
    expect(alertHook.texts()[0]).toContain('the lead webhook, 2 leads waiting')
    expect(pings().at(-1)).toBe('GET /ping/0b4d-check/fail')

    await run(30, start)
    await run(75, start)
    expect(alertMails(mailbox)).toHaveLength(1)
    await run(77, start)
    expect(alertMails(mailbox).map((alert) => alert.subject)).toEqual([
      expect.stringContaining('Leads are not getting through'),
      expect.stringMatching(/Still failing: the lead webhook, 2 leads waiting, the oldest for 1 hour 1[67] minutes/),
    ])
    expect(alertHook.texts()).toHaveLength(2)

    await webhook.setMode('ok')
    for (const minutes of [80, 81, 200]) await run(minutes, start)
    expect(alertMails(mailbox)).toHaveLength(3)
    expect(alertMails(mailbox)[2]).toEqual({ subject: '[leads] Recovered: the lead webhook accepts leads again', body: expect.stringContaining('2 leads that had waited went through') })
    expect(alertHook.texts()).toHaveLength(3)
    expect(webhook.received).toHaveLength(2)
    expect(pings().at(-1)).toBe('GET /ping/0b4d-check')
    expect(heartbeat.received.every((request) => request.method === 'GET' && request.body === '')).toBe(true)
  })
})

it('both lead targets down: the alerts go to the alert webhook, not over the failing mail server, and the heartbeat gets /fail', async () => {
  await withOwners(await flakyMailbox('421'), async ({ alertHook, site, run, logs, pings }) => {
    await pendingLeads(site, 1)
    await run(16)
    expect(alertHook.texts()).toEqual([expect.stringContaining('the lead webhook, 1 lead waiting'), expect.stringContaining('the lead e-mail, 1 lead waiting')].sort())
    expect(logs.filter((line) => line.startsWith('alerts:'))).toEqual([expect.stringMatching(/sent .* by alert webhook/), expect.stringMatching(/sent .* by alert webhook/)])
    expect(pings()).toEqual(['GET /ping/0b4d-check/fail'])
  })
})

it('two runs at once send one alert, not two', async () => {
  await withOwners(await smtpReceiver(), async ({ mailbox, alertHook, site, run }) => {
    await pendingLeads(site, 3)
    const start = Date.now()
    await Promise.all([run(16, start), run(16, start)])
    await run(17, start)
    expect(alertHook.texts()).toHaveLength(1)
    expect(alertMails(mailbox)).toHaveLength(1)
  })
})

it('a lead marked failed after 3 days is alerted at once, on its own, whatever the reminder interval; no alert names a visitor or a secret', async () => {
  await withOwners(undefined, async ({ webhook, alertHook, site, run }) => {
    configureTargets({ webhook: `${webhook.url}/T0/B0/l3adH00kSecret` })
    configureAlerts({ webhook: `${alertHook.origin}${SECRET_PATH}`, repeatMinutes: String(7 * 24 * 60) })
    const [id] = await pendingLeads(site, 1)
    const start = Date.now()
    for (let hour = 1; hour <= 73; hour += 1) await run(hour * 60, start)
    expect((await site.store.read(id))?.status).toBe('failed')
    const texts = alertHook.texts()
    expect(texts).toEqual([expect.stringContaining('Leads are not getting through'), expect.stringContaining('A lead was not delivered for 3 days: call back now')])
    expect(texts[1]).toContain(`lead ${id}, received`)
    expect(texts[1]).toContain('npm run leads -- failed')
    await run(74 * 60, start)
    expect(alertHook.texts()).toHaveLength(2)

    for (const text of texts) {
      expect(text).not.toContain(lead(0).name)
      expect(text).not.toMatch(/\+?971\s?50\s?120/)
      expect(text).not.toMatch(/l3adH00kSecret|\/T0\/|s3cr3tAlertToken/)
    }
  })
})

it('an alert channel that is down is logged and tried again at the next run, and the leads go on being delivered', async () => {
  await withOwners(undefined, async ({ webhook, alertHook, site, run, logs }) => {
    alertHook.setDown(true)
    const ids = await pendingLeads(site, 2)
    await run(16)
    expect(logs).toContainEqual(expect.stringMatching(/^alerts: the alert webhook did not take "Leads are not getting through.*" \(Error: the alert webhook answered 500\); tried again at the next run$/))
    expect(logs.join('\n')).not.toContain('s3cr3tAlertToken')

    await webhook.setMode('ok')
    expect((await run(17)).delivered).toBe(2)
    expect(webhook.received.map((delivery) => delivery.leadId).sort()).toEqual([...ids].sort())

    alertHook.setDown(false)
    await run(18)
    expect(alertHook.received.filter((request) => request.method === 'POST')).toHaveLength(5)
    expect(alertHook.texts()).toEqual([expect.stringMatching(/^Leads are not getting through/), expect.stringMatching(/^Recovered/)])
    await run(19)
    expect(alertHook.texts()).toHaveLength(2)
  })
})

it('with no alert channel set, a lead past the alert age is logged by every run', async () => {
  await withOwners(undefined, async ({ site, run, logs }) => {
    configureAlerts({})
    await pendingLeads(site, 1)
    await run(16)
    expect(logs).toContainEqual('alerts: no alert channel is set (LEADS_ALERT_EMAIL, LEADS_ALERT_WEBHOOK_URL); leads wait past the alert age for: webhook')
  })
})

it('a run that cannot reach the store answers 500 and pings the heartbeat\'s /fail', async () => {
  await withOwners(undefined, async ({ logs, pings }) => {
    const run = scheduledRedelivery({ env: { ...process.env, NETLIFY_BLOBS_CONTEXT: STORE_DOWN }, log: (line) => void logs.push(line) })
    const answer = await run(new Request('https://www.northwindgrowth.com/.netlify/functions/redeliver-leads', { method: 'POST', body: '{}' }), netlifyContext())
    expect(answer.status).toBe(500)
    expect(logs).toContainEqual(expect.stringMatching(/^redelivery: the run stopped: /))
    expect(pings()).toEqual(['GET /ping/0b4d-check/fail'])
  })
})

it('`npm run leads -- status` shows the last run, what waits for each target, the failed leads and the alerts sent', async () => {
  await withOwners(await smtpReceiver(), async ({ site, run }) => {
    await pendingLeads(site, 2)
    await run(16)
    const status = await leadsCommand(platform.blobs, 'status')
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
  })
})
