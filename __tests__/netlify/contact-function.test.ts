/**
 * The contact function Netlify runs: the handler `gatsby build` writes to
 * .netlify/functions-internal/, called with Netlify-shaped events, with
 * leads delivered to a file (LEADS_FILE) that each test reads back.
 * Run after a build: `npm run test:netlify`.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  lambdaContext,
  loadContactHandler,
  netlifyEvent,
  readAnswer,
  SITE_ORIGIN,
  type NetlifyHandler,
  type Request,
} from '../../scripts/netlify-function'
import { BAD_REQUESTS, WRONG_METHODS } from '../support/bad-requests'
import { VALID } from '../support/contact-harness'

let handler: NetlifyHandler
let leadsFile: string

beforeAll(() => {
  // Read by the function when it runs: no rate limit, and no delivery but
  // the file, whatever the shell running the tests has configured.
  process.env.LEADS_RATE_LIMIT_PER_MINUTE = '0'
  for (const name of ['LEADS_WEBHOOK_URL', 'LEADS_WEBHOOK_SECRET', 'SMTP_URL', 'LEADS_EMAIL_TO', 'LEADS_EMAIL_FROM']) delete process.env[name]
  handler = loadContactHandler(require)
})

beforeEach(() => {
  leadsFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'netlify-leads-')), 'leads.jsonl')
  process.env.LEADS_FILE = leadsFile
})

const call = async (request: Request) => readAnswer(await handler(netlifyEvent(request), lambdaContext()))
const postJson = (body: unknown, request: Request = {}) =>
  call({ body: typeof body === 'string' ? body : JSON.stringify(body), ...request, headers: { 'content-type': 'application/json', ...request.headers } })
const postForm = (fields: Record<string, string>, request: Request = {}) =>
  call({
    body: new URLSearchParams(fields).toString(),
    ...request,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...request.headers },
  })

type StoredLead = { id: string; receivedAt: string; form: string; language: string; name: string; phone: string; country: string | null; source?: Record<string, string> }
const stored = (): StoredLead[] => {
  try {
    return readFileSync(leadsFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line))
  } catch {
    return []
  }
}

describe('a lead from the site script', () => {
  it('is answered 201 with its id and stored once, the phone in E.164', async () => {
    const answer = await postJson({ name: '  Layla   Haddad ', phone: '050 123 4567', phoneCountry: 'AE', form: 'services' })
    expect(answer.status).toBe(201)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    const { ok, id } = JSON.parse(answer.body)
    expect(ok).toBe(true)
    expect(stored()).toEqual([
      expect.objectContaining({ id, form: 'services', language: 'en', name: 'Layla Haddad', phone: '+971501234567', country: 'AE' }),
    ])
    expect(Date.parse(stored()[0].receivedAt)).not.toBeNaN()
  })

  it('arrives base64-encoded as well', async () => {
    const answer = await call({ body: JSON.stringify({ ...VALID, language: 'ar' }), base64: true, headers: { 'content-type': 'application/json' } })
    expect(answer.status).toBe(201)
    expect(stored()).toEqual([expect.objectContaining({ id: JSON.parse(answer.body).id, name: 'Layla Haddad', language: 'ar' })])
  })

  it('keeps a name with Arabic letters intact through base64', async () => {
    const answer = await call({ body: JSON.stringify({ ...VALID, name: 'ليلى حداد' }), base64: true, headers: { 'content-type': 'application/json; charset=utf-8' } })
    expect(answer.status).toBe(201)
    expect(stored().map((lead) => lead.name)).toEqual(['ليلى حداد'])
  })
})

describe('a lead posted without JavaScript', () => {
  it('is redirected (303) to the thank-you page and stored once', async () => {
    const answer = await postForm({ name: 'Omar', phone: '050 123 4567', phoneCountry: 'AE', form: 'home' })
    expect(answer.status).toBe(303)
    expect(answer.headers.location).toBe('/thank-you/')
    expect(stored().map((lead) => [lead.name, lead.phone])).toEqual([['Omar', '+971501234567']])
  })

  it('from an Arabic page lands on the Arabic thank-you page', async () => {
    const answer = await postForm({ name: 'عمر', phone: '050 123 4567', phoneCountry: 'AE', form: 'home', language: 'ar' })
    expect(answer.status).toBe(303)
    expect(answer.headers.location).toBe('/ar/thank-you/')
  })

  it('gets a page naming each problem, and nothing is stored', async () => {
    const answer = await postForm({ name: '', phone: 'call me', phoneCountry: 'AE', form: 'services' })
    expect(answer.status).toBe(400)
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.body).toContain('Please enter your name.')
    expect(stored()).toEqual([])
  })
})

describe('bad requests', () => {
  it.each([...BAD_REQUESTS, ...WRONG_METHODS])('$name → $status with a specific message, nothing stored', async (bad) => {
    const contentType = bad.contentType ?? 'application/json'
    const answer = await call({ method: bad.method, body: bad.body, headers: contentType ? { 'content-type': contentType } : {} })
    expect(answer.status).toBe(bad.status)
    const body = JSON.parse(answer.body)
    expect(body.ok).toBe(false)
    expect([body.message, ...(body.errors ?? []).map((error: { message: string }) => error.message)].join(' ')).toMatch(bad.message)
    if (bad.status === 405) expect(answer.headers.allow).toBe('POST')
    expect(stored()).toEqual([])
  })

  it('the hidden field filled in by a bot is answered 201 and never stored', async () => {
    expect((await postJson({ ...VALID, website: 'https://spam.example' })).status).toBe(201)
    expect(stored()).toEqual([])
  })
})

// The contract of issue 10 (lead.source on every stored lead, its channel
// derived on the server). These fail until the form and the handler send and
// keep attribution; everything above passes today.
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
    expect(stored()[0].source).toEqual({ ...source, channel: 'paid' })
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
    expect(stored()[0].source).toEqual({
      utmCampaign: 'c'.repeat(200),
      utmSource: 'newsletter Bcc: victim@example.com',
      utmMedium: 'email',
      formPage: '/',
      channel: 'email',
    })
  })

  it.each([['text', 'utm_source=google'], ['a list', ['google']], ['null', null]])('attribution sent as %s is ignored, the lead stored as direct', async (_kind, source) => {
    expect((await postJson({ ...VALID, source })).status).toBe(201)
    expect(stored()[0].source).toEqual({ channel: 'direct' })
  })

  it('a lead with no attribution at all says it came direct', async () => {
    expect((await postJson(VALID)).status).toBe(201)
    expect(stored()[0].source).toEqual({ channel: 'direct' })
  })

  it('a form posted without JavaScript is attributed from its Referer', async () => {
    const page = '/ourservices/?utm_source=newsletter&utm_medium=email&utm_campaign=nov'
    const answer = await postForm({ name: 'Omar', phone: '+971501234567', form: 'services' }, { headers: { referer: `${SITE_ORIGIN}${page}` } })
    expect(answer.status).toBe(303)
    expect(stored()[0].source).toEqual({
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
    expect(stored()[0].source).toEqual({ channel: 'direct' })
  })
})
