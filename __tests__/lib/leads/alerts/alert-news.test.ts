/**
 * @jest-environment node
 *
 * What is worth telling the owners, as plain rules over the alert state and
 * the leads a run saw (issue 33): one alert when a target keeps a lead past
 * the alert age, at most one reminder per interval, one "recovered", a
 * failed lead at once and once, and never through the channel that fails.
 */
import { afterSending, alertNews, EMPTY_STATE, type AlertState } from '../../../../src/lib/leads/alerts/alert-news'
import { alertSettings, minutesSetting } from '../../../../src/lib/leads/alerts/alert-settings'
import { duration } from '../../../../src/lib/leads/alerts/alert-text'
import { leadSituation } from '../../../../src/lib/leads/alerts/lead-situation'
import { afterAttempts, newRecord } from '../../../../src/lib/leads/store/lead-records'
import type { LeadRecord, StoredLead } from '../../../../src/lib/leads/types'
import { storedLead } from '../../../support/stored-lead'

const START = Date.parse('2026-11-24T10:00:00.000Z')
const MINUTE = 60_000
const at = (minutes: number) => new Date(START + minutes * MINUTE)
const lead = (id: string): StoredLead => storedLead({ id, receivedAt: at(0).toISOString() })
const settings = alertSettings({ SMTP_URL: 'smtp://127.0.0.1:2525', LEADS_ALERT_EMAIL: 'owner@northwindgrowth.com', LEADS_ALERT_WEBHOOK_URL: 'https://hooks.slack.com/services/T/B/secret' }, true)

/** Two leads the webhook refused at first, the e-mail took; at `minutes`, optionally accepted by the webhook then. */
function leadsAt(minutes: number, acceptedAt?: number): LeadRecord[] {
  return ['a', 'b'].map((id) => {
    const refused = afterAttempts(newRecord(lead(id), ['webhook', 'email'], at(0), 'contact'), [{ target: 'webhook', accepted: false, error: 'Error: webhook answered 503' }, { target: 'email', accepted: true }], at(0), 60)
    return acceptedAt === undefined ? refused : afterAttempts(refused, [{ target: 'webhook', accepted: true }], at(acceptedAt), 60)
  })
}

/** The state after a run at `minutes` whose alerts all went out; the alerts' subjects. */
function run(state: AlertState, records: LeadRecord[], minutes: number) {
  const news = alertNews(state, leadSituation(records, at(minutes), settings.afterMs), settings, at(minutes), true)
  const sent = new Map(news.queued.map((alert) => [alert.id, alert.channels]))
  return { state: afterSending(news.state, sent, at(minutes)), alerts: news.queued }
}

it('tells once past the alert age, reminds once an hour, and says once when the target recovered and how many leads went through', () => {
  let state = EMPTY_STATE
  const subjects: string[] = []
  for (const minutes of [5, 14, 16, 20, 75, 76, 77]) {
    const step = run(state, leadsAt(minutes), minutes)
    state = step.state
    subjects.push(...step.alerts.map((alert) => `${minutes}: ${alert.subject}`))
  }
  const recovered = run(state, leadsAt(78, 78), 78)
  subjects.push(...recovered.alerts.map((alert) => `78: ${alert.subject}`))
  subjects.push(...run(recovered.state, leadsAt(79, 78), 79).alerts.map((alert) => alert.subject))
  expect(subjects).toEqual([
    '16: Leads are not getting through: the lead webhook, 2 leads waiting, the oldest for 16 minutes',
    '76: Still failing: the lead webhook, 2 leads waiting, the oldest for 1 hour 16 minutes',
    '78: Recovered: the lead webhook accepts leads again',
  ])
  expect(recovered.alerts[0].text).toContain('2 leads that had waited went through since the alert of 2026-11-24 10:16 UTC')
  expect(recovered.state.sent.map((alert) => alert.channels)).toEqual([['email', 'webhook'], ['email', 'webhook'], ['email', 'webhook']])
})

it('an alert about the lead e-mail does not go over the mail server that fails', () => {
  const records = ['a'].map((id) => afterAttempts(newRecord(lead(id), ['email'], at(0), 'contact'), [{ target: 'email', accepted: false, error: 'ESOCKET: 421 try later' }], at(0), 60))
  const news = alertNews(EMPTY_STATE, leadSituation(records, at(16), settings.afterMs), settings, at(16), true)
  expect(news.queued.map((alert) => [alert.subject, alert.channels])).toEqual([[expect.stringContaining('the lead e-mail, 1 lead waiting'), ['webhook']]])
})

it('a failed lead is told at once, on its own, once; no alert names the visitor', () => {
  const failed = afterAttempts(newRecord(lead('gone'), ['webhook'], at(0), 'contact'), [{ target: 'webhook', accepted: false, error: 'Error: webhook answered 410' }], at(3 * 24 * 60), 60)
  const first = run({ ...EMPTY_STATE, failing: { webhook: { since: at(16).toISOString(), lastSentAt: at(4300).toISOString() } } }, [failed], 4320)
  expect(first.alerts.map((alert) => alert.kind)).toEqual(['failed'])
  expect(first.alerts[0].text).toContain('lead gone, received 2026-11-24 10:00 UTC: lead webhook last answered Error: webhook answered 410')
  expect(JSON.stringify(first.alerts)).not.toMatch(/Layla|501234567/)
  expect(run(first.state, [failed], 4321).alerts).toEqual([])
  // Deleted after the retention period, it is forgotten by the alerts too.
  expect(run(first.state, [], 4322).state.failedAlerted).toEqual([])
})

it('reads minutes with decimals, and falls back to 15 and 60', () => {
  expect(minutesSetting('0.5', 15)).toBe(30_000)
  expect(minutesSetting('soon', 15)).toBe(15 * MINUTE)
  expect(minutesSetting('', 60)).toBe(60 * MINUTE)
  expect(alertSettings({}, true)).toMatchObject({ afterMs: 15 * MINUTE, repeatMs: 60 * MINUTE, email: undefined, webhookUrl: undefined })
  expect(alertSettings({ LEADS_ALERT_EMAIL: 'owner@northwindgrowth.com' }, true).unused).toEqual([expect.stringContaining('SMTP_URL is not')])
  expect(alertSettings({ LEADS_HEARTBEAT_URL: 'http://hc-ping.com/uuid' }, true).refused).toEqual([{ target: 'LEADS_HEARTBEAT_URL', reason: expect.stringContaining('must start with https://') }])
})

it('says how long in words', () => {
  expect([0, 59_000, 16 * MINUTE, 77 * MINUTE, 120 * MINUTE, 3 * 24 * 60 * MINUTE + 5 * MINUTE].map(duration)).toEqual([
    'less than a minute',
    'less than a minute',
    '16 minutes',
    '1 hour 17 minutes',
    '2 hours',
    '3 days',
  ])
})
