/**
 * The contact function Netlify runs (netlify/functions/contact.mts), bundled
 * from its source as Netlify bundles it and called as Netlify calls it: a
 * web Request and a Netlify-shaped Context, on the production deploy, with
 * the Blobs context in the environment only and no build-time variable
 * (NETLIFY, CONTEXT) anywhere. Leads go to @netlify/blobs' local server and
 * a real webhook receiver; each test reads back what was kept.
 * `npm run test:netlify`.
 */
import { SITE_ORIGIN, type ContactFunction } from '../../scripts/netlify-function'
import type { StoredLead } from '../../src/lib/leads/types'
import { BAD_REQUESTS, WRONG_METHODS } from '../support/bad-requests'
import { startBlobs, type LocalBlobs } from '../support/blobs-server'
import { VALID } from '../support/contact-harness'
import { flakyWebhook } from '../support/flaky-receivers'
import { configureTargets, leadPlatform, loadContactFunction, quietWarnings, type Invocation } from '../support/lead-platform'

let contact: ContactFunction
let blobs: LocalBlobs
let webhook: Awaited<ReturnType<typeof flakyWebhook>>
let site: ReturnType<typeof leadPlatform>
let before: Set<string>

beforeAll(async () => {
  for (const name of ['NETLIFY', 'CONTEXT']) delete process.env[name]
  ;[blobs, webhook, contact] = await Promise.all([startBlobs(), flakyWebhook('ok'), loadContactFunction()])
  site = leadPlatform(contact, blobs)
})
afterAll(async () => {
  webhook.close()
  await blobs.stop()
})
beforeEach(async () => {
  // Read by the function when it runs: a webhook that accepts.
  configureTargets({ webhook: webhook.url })
  before = new Set((await site.stored()).keys())
})

/** The leads kept since the test began, in no particular order. */
const stored = async (): Promise<StoredLead[]> => [...(await site.stored()).values()].filter((record) => !before.has(record.lead.id)).map((record) => record.lead)

type Call = { method?: string; headers?: Record<string, string>; body?: string; path?: string }
const postJson = (body: unknown, call: Call = {}, invocation?: Invocation) =>
  site.send({ body: typeof body === 'string' ? body : JSON.stringify(body), ...call, headers: { 'content-type': 'application/json', ...call.headers } }, invocation)
const postForm = (fields: Record<string, string>, call: Call = {}) =>
  site.send({ body: new URLSearchParams(fields).toString(), ...call, headers: { 'content-type': 'application/x-www-form-urlencoded', ...call.headers } })

describe('a lead from the site script', () => {
  it('is answered 201 with its id, kept once with the phone in E.164, and reaches the webhook', async () => {
    const answer = await postJson({ name: '  Layla   Haddad ', phone: '050 123 4567', phoneCountry: 'AE', form: 'services' })
    expect(answer.status).toBe(201)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    const { ok, id } = JSON.parse(answer.body)
    expect(ok).toBe(true)
    expect(await stored()).toEqual([
      expect.objectContaining({ id, form: 'services', language: 'en', name: 'Layla Haddad', phone: '+971501234567', country: 'AE' }),
    ])
    expect(Date.parse((await stored())[0].receivedAt)).not.toBeNaN()
    expect(webhook.received.map((delivery) => delivery.leadId)).toContain(id)
  })

  it('is answered at /api/contact/ too, the address with its trailing slash', async () => {
    const answer = await postJson(VALID, { path: '/api/contact/' })
    expect(answer.status).toBe(201)
    expect((await stored()).map((lead) => lead.id)).toEqual([JSON.parse(answer.body).id])
  })

  it('keeps a name in Arabic letters intact, from the Arabic site', async () => {
    const answer = await postJson({ ...VALID, name: 'ليلى حداد', language: 'ar' }, { headers: { 'content-type': 'application/json; charset=utf-8' } })
    expect(answer.status).toBe(201)
    expect((await stored()).map((lead) => [lead.name, lead.language])).toEqual([['ليلى حداد', 'ar']])
  })
})

describe('a lead posted without JavaScript', () => {
  it('is redirected (303) to the thank-you page and kept once', async () => {
    const answer = await postForm({ name: 'Omar', phone: '050 123 4567', phoneCountry: 'AE', form: 'home' })
    expect(answer.status).toBe(303)
    expect(answer.headers.location).toBe('/thank-you/')
    expect((await stored()).map((lead) => [lead.name, lead.phone])).toEqual([['Omar', '+971501234567']])
  })

  it('from an Arabic page lands on the Arabic thank-you page', async () => {
    const answer = await postForm({ name: 'عمر', phone: '050 123 4567', phoneCountry: 'AE', form: 'home', language: 'ar' })
    expect(answer.status).toBe(303)
    expect(answer.headers.location).toBe('/ar/thank-you/')
    expect((await stored()).map((lead) => [lead.name, lead.language])).toEqual([['عمر', 'ar']])
  })

  it('gets a page naming each problem, and nothing is kept', async () => {
    const answer = await postForm({ name: '', phone: 'call me', phoneCountry: 'AE', form: 'services' })
    expect(answer.status).toBe(400)
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.body).toContain('Please enter your name.')
    expect(await stored()).toEqual([])
  })

  it('gets the page in Arabic from an Arabic form', async () => {
    const answer = await postForm({ name: '', phone: '+971501234567', form: 'home', language: 'ar' })
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('<html lang="ar" dir="rtl">')
    expect(await stored()).toEqual([])
  })
})

describe('bad requests', () => {
  it.each([...BAD_REQUESTS, ...WRONG_METHODS])('$name → $status with a specific message, nothing kept', async (bad) => {
    const contentType = bad.contentType ?? 'application/json'
    // A GET carries no body, as a Request cannot.
    const answer = await site.send({ method: bad.method, body: bad.method === 'GET' ? undefined : bad.body, headers: contentType ? { 'content-type': contentType } : {} })
    expect(answer.status).toBe(bad.status)
    const body = JSON.parse(answer.body)
    expect(body.ok).toBe(false)
    expect([body.message, ...(body.errors ?? []).map((error: { message: string }) => error.message)].join(' ')).toMatch(bad.message)
    if (bad.status === 405) expect(answer.headers.allow).toBe('POST')
    expect(await stored()).toEqual([])
  })

  it('the hidden field filled in by a bot is answered 201 and never kept', async () => {
    expect((await postJson({ ...VALID, website: 'https://spam.example' })).status).toBe(201)
    expect(await stored()).toEqual([])
  })
})

describe('production with nowhere to deliver', () => {
  it('answers 503 on the production deploy when no webhook or mail is set, with no build-time variable, and keeps nothing', async () => {
    configureTargets({})
    const warn = quietWarnings()
    const answer = await postJson(VALID, {}, { deployContext: 'production' })
    expect(answer.status).toBe(503)
    expect(JSON.parse(answer.body).message).toMatch(/not taking requests/)
    expect(warn.mock.calls.flat().join('\n')).toMatch(/LEADS_WEBHOOK_URL/)
    expect(await stored()).toEqual([])
  })
})

describe('attribution (after integration)', () => {
  it('a lead from an ad click is stored with its source and channel paid', async () => {
    const source = {
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      gclid: 'Cj0KCQiA-x_1',
      landingPage: '/?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0KCQiA-x_1',
      referrer: 'https://www.google.com',
      formPage: '/ourservices/',
    }
    expect((await postJson({ ...VALID, source })).status).toBe(201)
    // The referring site is kept as its host: a name for the sales team, not an address.
    expect((await stored())[0].source).toEqual({ ...source, referrer: 'www.google.com', channel: 'paid' })
  })

  it('hostile attribution never fails a lead: cut, cleaned, unknown keys dropped', async () => {
    const source = {
      utmCampaign: 'c'.repeat(5 * 1024),
      utmSource: 'news\u0000letter\r\nBcc: victim@example.com',
      utmMedium: 'email',
      utmTerm: 42,
      landingPage: 'javascript:alert(1)',
      formPage: '/',
      isAdmin: true,
    }
    expect((await postJson({ ...VALID, source })).status).toBe(201)
    expect((await stored())[0].source).toEqual({
      utmCampaign: 'c'.repeat(100),
      utmSource: 'newsletter_Bcc_victimexample.com',
      utmMedium: 'email',
      formPage: '/',
      channel: 'email',
    })
  })

  it('campaign tags are kept as tags: one carrying a link is dropped, the rest keep only letters, digits and _ - . + %', async () => {
    const source = { utmCampaign: 'Refund due, verify at https://evil.example/r', utmSource: 'mail:list <x>', utmMedium: 'email', referrer: 'https://evil.example/r?id=1' }
    expect((await postJson({ ...VALID, source })).status).toBe(201)
    expect((await stored())[0].source).toEqual({ utmSource: 'maillist_x', utmMedium: 'email', referrer: 'evil.example', channel: 'email' })
  })

  it.each([['text', 'utm_source=google'], ['a list', ['google']], ['null', null]])('attribution sent as %s is ignored, the lead stored as direct', async (_kind, source) => {
    expect((await postJson({ ...VALID, source })).status).toBe(201)
    expect((await stored())[0].source).toEqual({ channel: 'direct' })
  })

  it('a lead with no attribution at all says it came direct', async () => {
    expect((await postJson(VALID)).status).toBe(201)
    expect((await stored())[0].source).toEqual({ channel: 'direct' })
  })

  it('a form posted without JavaScript is attributed from its Referer', async () => {
    const page = '/ourservices/?utm_source=newsletter&utm_medium=email&utm_campaign=nov'
    const answer = await postForm({ name: 'Omar', phone: '+971501234567', form: 'services' }, { headers: { referer: `${SITE_ORIGIN}${page}` } })
    expect(answer.status).toBe(303)
    expect((await stored())[0].source).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'nov',
      landingPage: page,
      formPage: page,
      channel: 'email',
    })
  })

  it('a Referer from another site tells nothing about a form post', async () => {
    await postForm({ name: 'Omar', phone: '+971501234567', form: 'home' }, { headers: { referer: 'https://evil.example/?utm_source=spoof&gclid=x' } })
    expect((await stored())[0].source).toEqual({ channel: 'direct' })
  })
})
