/**
 * The ad platforms, as Netlify runs the site: the contact function bundled
 * as Netlify bundles it, a real Blobs server, the agency's webhook, and a
 * stand-in for each platform's API built to its published requests
 * (__tests__/support/ad-platforms/). A consented lead from a platform's ad
 * reaches that platform once, after the answer, and no other; a lead
 * without consent, or from an organic visit, reaches none; a platform that
 * is down gets the event from the redelivery run, once; and nothing a
 * platform does changes the agency's own delivery.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { commonJsBundle, contactFunctionOf, contactRequest, netlifyContext, readAnswer, SITE_ORIGIN, type ContactFunction } from '../../scripts/netlify-function'
import { attributionFromVisit } from '../../src/lib/attribution/attribution'
import { recordingReceiver } from '../support/alert-receivers'
import { googleStandIn } from '../support/ad-platforms/google-data-manager'
import { metaStandIn } from '../support/ad-platforms/meta-capi'
import { snapStandIn } from '../support/ad-platforms/snapchat-capi'
import { startBlobs, type LocalBlobs } from '../support/blobs-server'
import { flakyWebhook } from '../support/flaky-receivers'
import { TEST_FORM_SECRET, withToken } from '../support/form-token'
import { configureTargets, leadPlatform, leadsCommand, quietWarnings } from '../support/lead-platform'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const VISITOR_AGENT = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/131.0 Mobile Safari/537.36'
const VISITOR_IP = '198.51.100.23'

let blobs: LocalBlobs
let bundle: string
let webhook: Awaited<ReturnType<typeof flakyWebhook>>
let google: Awaited<ReturnType<typeof googleStandIn>>
let meta: Awaited<ReturnType<typeof metaStandIn>>
let snap: Awaited<ReturnType<typeof snapStandIn>>
let contact: ContactFunction

const PLATFORM_VARIABLES = ['GOOGLE_SERVICE_ACCOUNT_JSON', 'GOOGLE_ADS_CUSTOMER_ID', 'GOOGLE_ADS_CONVERSION_ACTION_ID', 'GOOGLE_DATAMANAGER_URL', 'META_PIXEL_ID', 'META_CAPI_TOKEN', 'META_GRAPH_URL', 'META_TEST_EVENT_CODE', 'SNAP_PIXEL_ID', 'SNAP_CAPI_TOKEN', 'SNAP_CAPI_URL']

beforeAll(async () => {
  for (const name of ['NETLIFY', 'CONTEXT', 'PLAUSIBLE_DOMAIN']) delete process.env[name]
  ;[webhook, bundle] = await Promise.all([flakyWebhook('ok'), commonJsBundle()])
})
afterAll(() => {
  webhook.close()
  for (const name of [...PLATFORM_VARIABLES, 'LEADS_RETRY_MIN_SECONDS', 'LEADS_FLOOD_PER_HOUR', 'LEADS_FORM_SECRET']) delete process.env[name]
})
beforeEach(async () => {
  ;[blobs, google, meta, snap] = await Promise.all([startBlobs(), googleStandIn(), metaStandIn(), snapStandIn()])
  configureTargets({ webhook: webhook.url })
  webhook.received.length = 0
  quietWarnings()
  // All three configured, in the process as Netlify sets a site's variables, then the function loaded as a new instance loads it.
  Object.assign(process.env, google.env, meta.env, snap.env, { LEADS_RATE_LIMIT_PER_MINUTE: '0', LEADS_FLOOD_PER_HOUR: '0', LEADS_FORM_SECRET: TEST_FORM_SECRET, LEADS_RETRY_MIN_SECONDS: '60' })
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.environmentContext
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  jest.isolateModules(() => (contact = contactFunctionOf(require(bundle))))
})
afterEach(async () => {
  jest.restoreAllMocks()
  await Promise.all([blobs.stop(), google.close(), meta.close(), snap.close()])
})

/** A lead from the site's script on a landing page reached through `query` (its attribution as the page's script sends it), with the box ticked or not. */
const adLead = (index: number, query: string, adConsent: boolean) => ({
  name: 'Layla Haddad',
  phone: `+9715012${String(index).padStart(5, '0')}`,
  form: 'landing',
  language: 'en',
  page: 'free-evaluation',
  campaign: 'free-evaluation-2026q4',
  source: { ...attributionFromVisit({ url: `/lp/free-evaluation/?${query}`, referrer: '', siteOrigin: SITE_ORIGIN }), formPage: `/lp/free-evaluation/?${query}` },
  ...(adConsent && { adConsent: true }),
})

/** One post as Netlify makes it, with a form token as the site's script sends: the answer, and the work left for after it (waitUntil). */
async function post(body: object) {
  const after: Promise<unknown>[] = []
  const response = await contact(
    contactRequest({ body: JSON.stringify(withToken(body)), headers: { 'content-type': 'application/json', 'user-agent': VISITOR_AGENT } }),
    netlifyContext({ ip: VISITOR_IP, waitUntil: (work) => void after.push(work) }),
  )
  const answer = await readAnswer(response)
  return { status: answer.status, id: JSON.parse(answer.body).id as string, after: () => Promise.all(after) }
}

const site = () => leadPlatform(contact, blobs)
const received = () => ({ google: google.events.map((sent) => sent.event.transactionId), meta: meta.events.map((sent) => sent.event.event_id), snapchat: snap.events.map((sent) => sent.event.event_id) })

it("with all three configured, a consented lead from each platform's ad reaches that platform once and no other, and the agency gets every lead as before", async () => {
  const fromGoogle = await post(adLead(1, 'utm_source=google&utm_medium=cpc&gclid=Cj0KCQiA-gclid_1', true))
  const fromMeta = await post(adLead(2, 'utm_source=facebook&utm_medium=paid_social&fbclid=IwAR-fbclid_2', true))
  const fromSnap = await post(adLead(3, 'utm_source=snapchat&utm_medium=paid&ScCid=b8e1-sccid-3', true))
  expect([fromGoogle.status, fromMeta.status, fromSnap.status]).toEqual([201, 201, 201])
  await Promise.all([fromGoogle.after(), fromMeta.after(), fromSnap.after()])

  expect(received()).toEqual({ google: [fromGoogle.id], meta: [fromMeta.id], snapchat: [fromSnap.id] })
  expect([...google.problems, ...meta.problems, ...snap.problems]).toEqual([])
  const [toGoogle] = google.events
  expect(toGoogle).toMatchObject({ customerId: '1234567890', conversionActionId: '987654321', validateOnly: false })
  expect(toGoogle.event).toMatchObject({ adIdentifiers: { gclid: 'Cj0KCQiA-gclid_1' }, userData: { userIdentifiers: [{ phoneNumber: expect.stringMatching(/^[0-9a-f]{64}$/) }] } })
  expect(google.granted()).toBe(1)
  const [toMeta] = meta.events
  expect(toMeta.event).toMatchObject({ event_name: 'Lead', event_source_url: 'https://www.northwindgrowth.com/lp/free-evaluation/' })
  expect(toMeta.event.user_data).toMatchObject({ fbc: expect.stringMatching(/^fb\.1\.\d{13}\.IwAR-fbclid_2$/), client_ip_address: VISITOR_IP, client_user_agent: VISITOR_AGENT })
  expect(snap.events[0].event.user_data).toMatchObject({ sc_click_id: 'b8e1-sccid-3', client_ip_address: VISITOR_IP, client_user_agent: VISITOR_AGENT })

  // The agency's delivery, as before: every lead, delivered.
  expect(webhook.received.map((delivery) => delivery.leadId).sort()).toEqual([fromGoogle.id, fromMeta.id, fromSnap.id].sort())
  const stored = await site().stored()
  for (const [id, platform] of [[fromGoogle.id, 'google'], [fromMeta.id, 'meta'], [fromSnap.id, 'snapchat']] as const) {
    const record = stored.get(id)!
    expect(record.status).toBe('delivered')
    expect(Object.keys(record.conversions ?? {})).toEqual([platform])
    // Google's 2xx is 'received' until its requestStatus says SUCCESS, asked by the redelivery run (platform-answers.test.ts).
    expect(record.conversions?.[platform]).toMatchObject(platform === 'google' ? { attempts: 1, requestId: expect.any(String), receivedAt: expect.any(String) } : { attempts: 1, acceptedAt: expect.any(String) })
    // The visitor's address and browser are gone once the platform has the event.
    expect(JSON.stringify(record)).not.toContain(VISITOR_IP)
  }

  // Later runs send nothing again.
  await site().runScheduled({ now: () => new Date(Date.now() + 2 * MINUTE) })
  await site().runScheduled({ now: () => new Date(Date.now() + 2 * HOUR) })
  expect(received()).toEqual({ google: [fromGoogle.id], meta: [fromMeta.id], snapchat: [fromSnap.id] })
})

it('without consent nothing is sent, and an organic visit sends nothing even with consent; the agency gets both', async () => {
  const unticked = await post(adLead(4, 'utm_source=facebook&utm_medium=paid_social&fbclid=IwAR-fbclid_4', false))
  const organic = await post({ ...adLead(5, '', true), source: { referrer: 'https://www.google.com', landingPage: '/', formPage: '/' } })
  await Promise.all([unticked.after(), organic.after()])
  await site().runScheduled({ now: () => new Date(Date.now() + 2 * HOUR) })
  expect(received()).toEqual({ google: [], meta: [], snapchat: [] })
  expect([...google.requests, ...meta.requests, ...snap.requests]).toEqual([])
  expect(webhook.received.map((delivery) => delivery.leadId).sort()).toEqual([unticked.id, organic.id].sort())
  const stored = await site().stored()
  expect(stored.get(unticked.id)?.conversions).toBeUndefined()
  expect(stored.get(organic.id)?.conversions).toBeUndefined()
})

describe('never a raw name or number in any request', () => {
  const RAW = ['Layla', 'Haddad', '+971501200006', '971501200006', '0501200006', '501200006', '050 120 0006', '%2B971501200006']
  it.each([
    ['Google', 'utm_source=google&utm_medium=cpc&gclid=Cj0KCQiA-gclid_6', () => google.requests],
    ['Meta', 'utm_source=facebook&utm_medium=cpc&fbclid=IwAR-fbclid_6', () => meta.requests],
    ['Snapchat', 'utm_source=snapchat&utm_medium=cpc&ScCid=sccid-6', () => snap.requests],
  ])('%s', async (_platform, query, requests) => {
    await (await post(adLead(6, query, true))).after()
    expect(requests().length).toBeGreaterThan(0)
    for (const request of requests()) {
      const raw = `${request.url}\n${JSON.stringify(request.headers)}\n${request.body}`
      for (const personal of RAW) expect(raw).not.toContain(personal)
    }
  })
})

it('a platform that is down: the visitor is thanked and the agency delivered as before; the redelivery run sends the event later, exactly once, with the same event_id', async () => {
  meta.setMode('down')
  const lead = await post(adLead(7, 'utm_source=facebook&utm_medium=paid_social&fbclid=IwAR-fbclid_7', true))
  expect(lead.status).toBe(201)
  await lead.after()
  expect(meta.requests).toHaveLength(1)
  let record = await site().store.read(lead.id)
  expect(record?.status).toBe('delivered')
  expect(record?.conversions?.meta).toMatchObject({ attempts: 1, lastError: 'Error: Meta answered 503: The service is currently unavailable.' })
  expect(webhook.received.map((delivery) => delivery.leadId)).toEqual([lead.id])

  // Before its wait is over, a run leaves it; after, it is sent, once.
  await site().runScheduled({ now: () => new Date(Date.now() + 10_000) })
  expect(meta.requests).toHaveLength(1)
  meta.setMode('ok')
  const start = Date.now()
  const runLogs: string[] = []
  for (const minutes of [2, 5, 60, 180]) await site().runScheduled({ now: () => new Date(start + minutes * MINUTE), log: (line) => void runLogs.push(line) })
  expect(meta.events.map((sent) => sent.event.event_id)).toEqual([lead.id])
  record = await site().store.read(lead.id)
  expect(record?.conversions?.meta).toMatchObject({ attempts: 2, acceptedAt: expect.any(String) })
  expect(record?.conversions?.meta?.visitor).toBeUndefined()
  expect(webhook.received).toHaveLength(1)
  // The refusal was logged, without the visitor's address, browser or number.
  const logged = JSON.stringify([runLogs, (console.warn as jest.Mock).mock.calls])
  expect(logged).toContain(`Meta did not take lead ${lead.id}`)
  for (const personal of [VISITOR_IP, VISITOR_AGENT, '501200007']) expect(logged).not.toContain(personal)
})

it('a platform that answers a redirect is refused, not followed; one that hangs keeps the visitor waiting no longer', async () => {
  snap.setMode('redirect')
  google.setMode('hang')
  const redirected = await post(adLead(8, 'utm_source=snapchat&utm_medium=cpc&ScCid=sccid-8', true))
  const started = performance.now()
  const hung = await post(adLead(9, 'utm_source=google&utm_medium=cpc&gclid=gclid-9', true))
  expect(performance.now() - started).toBeLessThan(3_000)
  expect([redirected.status, hung.status]).toEqual([201, 201])
  await Promise.all([redirected.after(), hung.after()])
  expect(snap.requests).toHaveLength(1)
  const stored = await site().stored()
  expect(stored.get(redirected.id)?.conversions?.snapchat?.lastError).toBe('Error: Snapchat answered 302')
  expect(stored.get(hung.id)?.conversions?.google?.lastError).toMatch(/no answer in 5000 ms/)
  expect([stored.get(redirected.id)?.status, stored.get(hung.id)?.status]).toEqual(['delivered', 'delivered'])
}, 20_000)

it('a platform refusing every attempt for 24 hours is one alert, `leads status` shows each platform, and past its window it is given up', async () => {
  const alertHook = await recordingReceiver()
  process.env.LEADS_ALERT_WEBHOOK_URL = `${alertHook.origin}/alerts`
  try {
    const sent = await post(adLead(10, 'utm_source=google&utm_medium=cpc&gclid=gclid-10', true))
    meta.setMode('down')
    const refused = await post(adLead(11, 'utm_source=facebook&utm_medium=cpc&fbclid=IwAR-11', true))
    await Promise.all([sent.after(), refused.after()])
    const start = Date.now()
    for (const hours of [1, 12, 23]) await site().runScheduled({ now: () => new Date(start + hours * HOUR) })
    expect(alertHook.texts()).toEqual([])
    for (const hours of [25, 26, 30]) await site().runScheduled({ now: () => new Date(start + hours * HOUR) })
    expect(alertHook.texts()).toEqual([expect.stringMatching(/^Meta has refused every conversion for 1 day( \d+ hours?)?: 1 lead waiting\n/)])
    expect(webhook.received).toHaveLength(2)

    const status = (await leadsCommand(blobs, 'status')).stdout
    expect(status).toMatch(/Google Ads\s+1 sent, 0 waiting, 0 refused/)
    expect(status).toMatch(/Meta\s+0 sent, 1 waiting, 0 refused; last refusal \(.*\): Error: Meta answered 503/)

    await site().runScheduled({ now: () => new Date(start + 7 * 24 * HOUR + MINUTE) })
    const record = await site().store.read(refused.id)
    expect(record?.conversions?.meta).toMatchObject({ gaveUpAt: expect.any(String) })
    expect(record?.conversions?.meta?.visitor).toBeUndefined()
    expect((await leadsCommand(blobs, 'status')).stdout).toMatch(/Meta\s+0 sent, 0 waiting, 1 refused/)
    expect(alertHook.texts()).toHaveLength(1)
  } finally {
    delete process.env.LEADS_ALERT_WEBHOOK_URL
    alertHook.close()
  }
}, 30_000)

it('`leads pull` and `leads:report` give the consent rate per page and each platform\'s sent and accepted; `leads forget` says what a platform holds and stops a waiting send', async () => {
  google.setMode('down')
  const toMeta = await post({ ...adLead(12, 'utm_source=facebook&utm_medium=cpc&fbclid=IwAR-12', true), phone: '+971501200099' })
  const toGoogle = await post({ ...adLead(13, 'utm_source=google&utm_medium=cpc&gclid=gclid-13', true), phone: '+971501200099' })
  const unticked = await post(adLead(14, 'utm_source=google&utm_medium=cpc&gclid=gclid-14', false))
  await Promise.all([toMeta.after(), toGoogle.after(), unticked.after()])

  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'pull-')), 'leads.jsonl')
  await leadsCommand(blobs, 'pull', '--out', out)
  expect(readFileSync(out, 'utf8')).not.toContain(VISITOR_IP)
  const report = spawnSync(process.execPath, ['scripts/leads-report.mjs', out], { encoding: 'utf8' }).stdout
  expect(report).toMatch(/\/lp\/free-evaluation\/\s+3\s+2\s+66\.7%/)
  expect(report).toMatch(/Google Ads\s+1 sent\s+0 accepted/)
  expect(report).toMatch(/Meta\s+1 sent\s+1 accepted/)

  const forget = (await leadsCommand(blobs, 'forget', '--phone', '050 120 0099', '--yes')).stdout
  expect(forget).toContain('Erased 2 leads with the number +971501200099')
  expect(forget).toMatch(/Meta was told of 1 lead before: it holds the number only as a one-way code \(SHA-256\)/)
  expect(forget).toContain('The waiting send of 1 lead to Google Ads is stopped')
  google.setMode('ok')
  await site().runScheduled({ now: () => new Date(Date.now() + 2 * HOUR) })
  expect(google.events).toEqual([])
}, 60_000)
