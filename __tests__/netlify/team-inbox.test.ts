/**
 * The team's inbox's functions (issue 45) as Netlify bundles
 * netlify/functions/team.mts, over the local Blobs server, with a real SMTP
 * server taking the sign-in links: who may sign in, how a link is spent,
 * the session's end, the refusals, a stage saved over a stale version, the
 * Campaigns view's report (visitors from a Plausible stand-in), and the
 * first-contact alert of the redelivery run.
 */
import { randomUUID } from 'node:crypto'
import { commonJsBundle, contactFunctionOf, netlifyContext } from '../../scripts/netlify-function'
import { leadBlobs } from '../../src/lib/leads/store/blobs-store'
import { scheduledRedelivery } from '../../src/lib/leads/redelivery/scheduled'
import type { LeadRecord } from '../../src/lib/leads/types'
import { metaStandIn } from '../support/ad-platforms/meta-capi'
import { recordingReceiver } from '../support/alert-receivers'
import { startBlobs, type LocalBlobs } from '../support/blobs-server'
import { readMail } from '../support/contact-mail'
import { smtpReceiver } from '../support/contact-receivers'
import { plausibleStandIn, type Visit } from '../support/plausible-stand-in'

const SITE = 'https://www.northwindgrowth.com'
const TEAM = 'sara@northwindgrowth.com'
const MINUTE = 60_000

let blobs: LocalBlobs
let mailbox: Awaited<ReturnType<typeof smtpReceiver>>
let team: ReturnType<typeof contactFunctionOf>
let clock = Date.now()

beforeAll(async () => {
  ;[blobs, mailbox] = await Promise.all([startBlobs(), smtpReceiver()])
  // Jest's own require: the bundle is a file written just now, not a module to import.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  team = contactFunctionOf(require(await commonJsBundle(process.cwd(), { source: 'netlify/functions/team.mts' })))
})
afterAll(async () => {
  mailbox.close()
  await blobs.stop()
})
beforeEach(() => {
  Object.assign(process.env, {
    NETLIFY_BLOBS_CONTEXT: blobs.environmentContext,
    LEADS_TEAM: `${TEAM}, Omar@NorthwindGrowth.com`,
    SMTP_URL: mailbox.url,
    LEADS_EMAIL_FROM: 'leads@northwindgrowth.com',
    URL: SITE,
  })
  mailbox.messages.length = 0
})

type Call = { method?: string; path: string; body?: object; cookie?: string; origin?: string | null; host?: string; waitUntil?: (work: Promise<unknown>) => void }

async function call({ method = 'GET', path, body, cookie, origin = SITE, host = SITE, waitUntil }: Call) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (cookie) headers.cookie = cookie
  if (origin && method !== 'GET') headers.origin = origin
  const response = await team(new Request(new URL(path, host), { method, headers, body: body && JSON.stringify(body) }), netlifyContext({ waitUntil }))
  return { status: response.status, headers: Object.fromEntries(response.headers), json: (await response.json()) as Record<string, unknown> }
}

const linkTokens = (to: string) =>
  mailbox.messages
    .filter((message) => message.to.includes(to))
    .map((message) => /#sign-in=([\w-]+)/.exec(readMail(message.raw).parts[0]?.body.replace(/=\r?\n/g, '') ?? '')?.[1])

/** A new team member, so that each story has its own 5 links an hour. */
function newMember() {
  const address = `member-${randomUUID()}@northwindgrowth.com`
  process.env.LEADS_TEAM = `${process.env.LEADS_TEAM},${address}`
  return address
}

/** A team address's link, spent: its session cookie. */
async function signIn(address = newMember()) {
  expect((await call({ method: 'POST', path: '/api/team/link', body: { email: address } })).status).toBe(200)
  const token = linkTokens(address.toLowerCase()).at(-1)
  const answer = await call({ method: 'POST', path: '/api/team/session', body: { token } })
  expect(answer.status).toBe(200)
  return answer.headers['set-cookie'].split(';')[0]
}

it('answers 401 JSON, not cached, to every request without a session', async () => {
  for (const path of ['/api/team/me', '/api/team/leads', '/api/team/leads/x', '/api/team/campaigns']) {
    const answer = await call({ path })
    expect(answer.status).toBe(401)
    expect(answer.json).toMatchObject({ ok: false, error: 'signed-out', mail: 'ready' })
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
  }
  expect((await call({ path: '/api/team/leads', cookie: '__Host-team-session=forged.signature' })).status).toBe(401)
})

it('refuses a post from another site, or with no Origin, with 403', async () => {
  const cookie = await signIn()
  expect((await call({ method: 'POST', path: '/api/team/link', body: { email: TEAM }, origin: 'https://evil.example' })).status).toBe(403)
  expect((await call({ method: 'POST', path: '/api/team/sign-out', cookie, origin: 'https://evil.example' })).status).toBe(403)
  expect((await call({ method: 'POST', path: '/api/team/sign-out', cookie, origin: null })).status).toBe(403)
  expect((await call({ path: '/api/team/me', cookie })).status).toBe(200)
})

it('gives a stranger the same answer as the team, and sends them nothing', async () => {
  const stranger = await call({ method: 'POST', path: '/api/team/link', body: { email: 'someone@example.com' } })
  const member = await call({ method: 'POST', path: '/api/team/link', body: { email: TEAM } })
  expect(stranger.json).toEqual(member.json)
  expect(mailbox.messages.map((message) => message.to)).toEqual([[TEAM]])
})

it('makes the link from the site address, whatever Host the request names', async () => {
  await call({ method: 'POST', path: '/api/team/link', body: { email: TEAM }, host: 'https://attacker.example', origin: 'https://attacker.example' })
  const body = readMail(mailbox.messages[0].raw).parts[0].body.replace(/=\r?\n/g, '')
  expect(body).toContain(`${SITE}/team/#sign-in=`)
  expect(body).not.toContain('attacker')
})

it('signs in once per link: a used link and an expired link are refused', async () => {
  await call({ method: 'POST', path: '/api/team/link', body: { email: TEAM, language: 'ar' } })
  const [token] = linkTokens(TEAM)
  expect(readMail(mailbox.messages[0].raw).parts[0].body.replace(/=\r?\n/g, '')).toContain(`${SITE}/ar/team/#sign-in=`)
  const first = await call({ method: 'POST', path: '/api/team/session', body: { token } })
  expect(first.headers['set-cookie']).toMatch(/^__Host-team-session=[\w-]+\.[\w-]+; Path=\/; Max-Age=43200; HttpOnly; Secure; SameSite=Strict$/)
  expect(await call({ method: 'POST', path: '/api/team/session', body: { token } })).toMatchObject({ status: 401, json: { error: 'link-used' } })

  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'] })
  try {
    await call({ method: 'POST', path: '/api/team/link', body: { email: TEAM } })
    const [, late] = linkTokens(TEAM)
    jest.setSystemTime(Date.now() + 16 * MINUTE)
    expect(await call({ method: 'POST', path: '/api/team/session', body: { token: late } })).toMatchObject({ status: 401, json: { error: 'link-expired' } })
  } finally {
    jest.useRealTimers()
  }
})

it('sends at most 5 links an hour to one address', async () => {
  const address = `limit-${randomUUID()}@northwindgrowth.com`
  process.env.LEADS_TEAM = address
  for (let i = 0; i < 7; i += 1) expect((await call({ method: 'POST', path: '/api/team/link', body: { email: address } })).status).toBe(200)
  expect(mailbox.messages).toHaveLength(5)
})

it('ends a removed address’s session at its next request', async () => {
  const cookie = await signIn('Omar@NorthwindGrowth.com')
  expect(await call({ path: '/api/team/me', cookie })).toMatchObject({ status: 200, json: { email: 'omar@northwindgrowth.com' } })
  process.env.LEADS_TEAM = TEAM
  expect((await call({ path: '/api/team/me', cookie })).status).toBe(401)
})

it('signs out on the server: the old cookie then gets 401', async () => {
  const cookie = await signIn()
  const out = await call({ method: 'POST', path: '/api/team/sign-out', cookie })
  expect(out.headers['set-cookie']).toContain('Max-Age=0')
  expect((await call({ path: '/api/team/leads', cookie })).status).toBe(401)
})

const record = (id: string, receivedAt: string): LeadRecord => ({
  lead: { id, receivedAt, form: 'home', language: 'en', name: 'Layla Haddad', phone: '+971501234567', country: 'AE', source: { channel: 'direct' } },
  targets: {},
  status: 'delivered',
  deliveredAt: receivedAt,
})

it('saves a stage over the version read, and refuses a stale save with the lead as it is', async () => {
  const id = randomUUID()
  await leadBlobs(blobs.context).add(id, record(id, new Date(Date.now() - 20 * MINUTE).toISOString()))
  const member = newMember()
  const cookie = await signIn(member)
  const read = await call({ path: `/api/team/leads/${id}`, cookie })
  const etag = read.json.etag as string
  const won = await call({ method: 'POST', path: `/api/team/leads/${id}/stage`, cookie, body: { stage: 'won', etag } })
  expect(won).toMatchObject({ status: 400, json: { error: 'value' } })
  const saved = await call({ method: 'POST', path: `/api/team/leads/${id}/stage`, cookie, body: { stage: 'contacted', etag } })
  expect(saved).toMatchObject({ status: 200, json: { lead: { stage: 'contacted', firstContactMinutes: 20, history: [{ by: member, from: 'new', to: 'contacted' }] } } })
  const stale = await call({ method: 'POST', path: `/api/team/leads/${id}/stage`, cookie, body: { stage: 'junk', reason: 'spam', etag } })
  expect(stale).toMatchObject({ status: 409, json: { error: 'changed', lead: { stage: 'contacted' } } })
  const list = await call({ path: '/api/team/leads?stage=contacted&q=layla', cookie })
  expect((list.json.leads as { id: string }[]).map((lead) => lead.id)).toContain(id)
})

it("tells the ad platform whose ad brought a consented lead of its saved stage, once the answer is out", async () => {
  const meta = await metaStandIn()
  Object.assign(process.env, meta.env)
  try {
    const id = randomUUID()
    const receivedAt = new Date(Date.now() - 30 * MINUTE).toISOString()
    const plain = record(id, receivedAt)
    const lead = { ...plain.lead, source: { channel: 'paid', formPage: '/lp/free-evaluation/', fbclid: 'IwAR-stage-1', utmMedium: 'paid_social' }, consent: { adMeasurement: true, version: '2026-12-02' } }
    // The lead's own event, as the contact function left it: Meta was told of the lead.
    await leadBlobs(blobs.context).add(id, { ...plain, lead, conversions: { meta: { attempts: 1, acceptedAt: receivedAt } } } as LeadRecord)
    const cookie = await signIn()
    const etag = (await call({ path: `/api/team/leads/${id}`, cookie })).json.etag as string
    const work: Promise<unknown>[] = []
    const saved = await call({ method: 'POST', path: `/api/team/leads/${id}/stage`, cookie, body: { stage: 'qualified', etag }, waitUntil: (sending) => void work.push(sending) })
    expect(saved.status).toBe(200)
    expect(work).toHaveLength(1)
    await Promise.all(work)
    expect(meta.events.map(({ event }) => [event.event_name, event.event_id])).toEqual([['QualifiedLead', `${id}:qualified`]])
  } finally {
    for (const name of Object.keys(meta.env)) delete process.env[name]
    await meta.close()
  }
})

describe('the Campaigns view', () => {
  const at = '2025-03-10T06:00:00.000Z'
  const landing = (id: string, variant: string, extra: Partial<LeadRecord> = {}): LeadRecord => {
    const plain = record(id, at)
    return { ...plain, lead: { ...plain.lead, form: 'landing', landing: { slug: 'spring-offer', campaign: 'spring-2025', variant } }, ...extra }
  }
  const history = (to: 'qualified' | 'won', value?: number) => [{ at, by: TEAM, from: 'new' as const, to, ...(value !== undefined && { value }) }]
  const MARCH = '/api/team/campaigns?from=2025-03-01&to=2025-03-31'
  let cookie: string

  beforeAll(async () => {
    const store = leadBlobs(blobs.context)
    // Two leads on the landing page, one on its variant: one qualified, one won with its value.
    await store.add('spring-1', landing('spring-1', 'spring-offer', { stage: 'qualified', firstContactMinutes: 8, history: history('qualified') }))
    await store.add('spring-2', landing('spring-2', 'spring-offer'))
    await store.add('spring-3', landing('spring-3', 'spring-offer-b', { stage: 'won', value: 9_500, firstContactMinutes: 4, history: history('won', 9_500) }))
  })
  // After the file's own beforeEach, which sets the team anew: a member of this test's.
  beforeEach(async () => {
    cookie = await signIn()
  })
  const rowsOf = (json: Record<string, unknown>) =>
    (json.report as { pages: Record<string, unknown>[] }).pages.map(({ path, slug, campaign, visitors, leads, qualified, won, value, qualifiedPerLead, medianMinutesToFirstContact }) => ({ path, slug, campaign, visitors, leads, qualified, won, value, qualifiedPerLead, medianMinutesToFirstContact }))

  it("answers the landing pages' report for the days asked, not cached; without Plausible's key, no visitors", async () => {
    const answer = await call({ path: MARCH, cookie })
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.json).toMatchObject({ ok: true, visitorsError: false, report: { from: '2025-03-01', to: '2025-03-31', visitorsCounted: false, comparisons: [] } })
    expect(rowsOf(answer.json)).toEqual([
      { path: '/lp/spring-offer/', slug: 'spring-offer', campaign: 'spring-2025', visitors: null, leads: 2, qualified: 1, won: 0, value: 0, qualifiedPerLead: 0.5, medianMinutesToFirstContact: 8 },
      { path: '/lp/spring-offer-b/', slug: 'spring-offer', campaign: 'spring-2025', visitors: null, leads: 1, qualified: 1, won: 1, value: 9_500, qualifiedPerLead: 1, medianMinutesToFirstContact: 4 },
    ])
    // By default the last 30 days: these leads are older.
    const recent = await call({ path: '/api/team/campaigns', cookie })
    expect(rowsOf(recent.json).map((row) => row.path)).not.toContain('/lp/spring-offer/')
  })

  it('counts visitors from Plausible when its key is set, and answers without them when Plausible fails', async () => {
    const visits = (page: string, count: number): Visit[] => Array.from({ length: count }, (_, index) => ({ date: '2025-03-10', page, visitor: `${page}-${index}` }))
    for (const mode of ['ok', 'down'] as const) {
      const plausible = await plausibleStandIn({ mode, visits: [...visits('/lp/spring-offer/', 40), ...visits('/lp/spring-offer-b/', 25)] })
      Object.assign(process.env, { PLAUSIBLE_API_KEY: 'test-key', PLAUSIBLE_DOMAIN: 'www.northwindgrowth.com', PLAUSIBLE_HOST: plausible.url })
      try {
        const answer = await call({ path: MARCH, cookie })
        expect(answer.status).toBe(200)
        expect(answer.json).toMatchObject({ visitorsError: mode === 'down', report: { visitorsCounted: mode === 'ok' } })
        expect(rowsOf(answer.json).map((row) => [row.visitors, row.leads, row.qualified])).toEqual(mode === 'ok' ? [[40, 2, 1], [25, 1, 1]] : [[null, 2, 1], [null, 1, 1]])
        if (mode === 'ok') expect((answer.json.report as { comparisons: { measure: string; verdict: string }[] }).comparisons.map(({ measure, verdict }) => [measure, verdict])).toEqual([['leads', 'not-enough-visitors'], ['qualified', 'not-enough-visitors']])
      } finally {
        for (const name of ['PLAUSIBLE_API_KEY', 'PLAUSIBLE_DOMAIN', 'PLAUSIBLE_HOST']) delete process.env[name]
        await plausible.close()
      }
    }
  })

  it('refuses a day that is none, or a range the wrong way round, with 400 naming the field', async () => {
    expect(await call({ path: '/api/team/campaigns?from=March', cookie })).toMatchObject({ status: 400, json: { ok: false, error: 'from' } })
    expect(await call({ path: '/api/team/campaigns?from=2025-03-01&to=2025-02-30', cookie })).toMatchObject({ status: 400, json: { ok: false, error: 'to' } })
    expect(await call({ path: '/api/team/campaigns?from=2025-03-31&to=2025-03-01', cookie })).toMatchObject({ status: 400, json: { ok: false, error: 'from' } })
  })
})

it('alerts once, through the alert channels, on a lead still New after the working minutes set', async () => {
  const alertHook = await recordingReceiver()
  const id = randomUUID()
  const store = leadBlobs(blobs.context)
  for (const key of (await store.list()).map((listed) => listed.key)) await store.remove(key)
  clock = Date.now()
  await store.add(id, record(id, new Date(clock).toISOString()))
  const env = { ...process.env, LEADS_ALERT_WEBHOOK_URL: `${alertHook.origin}/alerts`, LEADS_CONTACT_WITHIN_MINUTES: '10', LEADS_WORKING_HOURS: 'Mon-Sun 00:00-24:00', SITE_URL: SITE }
  // Off a live deploy, where an alert webhook may be plain http on loopback.
  const run = (minutes: number) => scheduledRedelivery({ env, now: () => new Date(clock + minutes * MINUTE), log: () => undefined })(undefined, { deploy: { context: 'dev' } })
  try {
    await run(9)
    expect(alertHook.received.filter((request) => request.body.includes('first-contact'))).toEqual([])
    await run(11)
    await run(12)
    const alerts = alertHook.received.filter((request) => request.body.includes('first-contact'))
    expect(alerts).toHaveLength(1)
    expect(alerts[0].body).toContain(`${SITE}/team/?lead=${id}`)
  } finally {
    alertHook.close()
  }
})
