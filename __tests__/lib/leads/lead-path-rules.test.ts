/**
 * @jest-environment node
 *
 * The contact function's own defences, rule by rule: which posts count as
 * another site's, how an address is counted by the rate limit, which numbers
 * the agency does not call back, and the form token.
 * (Every hostile input through the bundled function: __tests__/netlify/hostile-posts.test.ts.)
 */
import { leadIdOfToken, MAX_TOKEN_AGE_MS, MIN_TOKEN_AGE_MS } from '../../../src/lib/leads/form-token'
import { gateOver, memoryGateKeys } from '../../../src/lib/leads/store/form-gate'
import type { LeadRecord, LeadStore } from '../../../src/lib/leads/types'
import { TEST_FORM_SECRET, validToken } from '../../support/form-token'
import { isCrossSite } from '../../../src/lib/security/cross-site'
import { isCalledBack } from '../../../src/lib/leads/lead-checks'
import { clientKey, createRateLimiter } from '../../../src/lib/security/rate-limit'
import { HARNESS_CLOCK as CLOCK, VALID, bodyOf, harness } from '../../support/contact-harness'

const SITE = 'https://www.northwindgrowth.com'

describe('a post from another site', () => {
  test.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: 'https://www.northwindgrowth.com.evil.example' }],
    ['the site over plain HTTP', { origin: 'http://www.northwindgrowth.com' }],
    ['the site on another port', { origin: 'https://www.northwindgrowth.com:8443' }],
    ['a sandboxed frame or a data: page (Origin: null)', { origin: 'null' }],
    ['an Origin that is no address', { origin: 'nonsense' }],
    ['a browser saying cross-site without an Origin', { fetchSite: 'cross-site' }],
    ['a browser saying cross-site with the site as Origin', { origin: SITE, fetchSite: 'cross-site' }],
    ['a sibling on the same site (Sec-Fetch-Site: same-site)', { origin: 'https://preview.northwindgrowth.com', fetchSite: 'same-site' }],
  ])('is refused: %s', (_case, from) => {
    expect(isCrossSite({ siteOrigin: SITE, ...from })).toBe(true)
  })

  test.each([
    ['the site itself, from its script or a form without it', { origin: SITE, fetchSite: 'same-origin' }],
    ['the site in another spelling of its origin', { origin: 'HTTPS://WWW.NorthwindGrowth.com:443' }],
    ['a deploy preview posting to itself', { origin: 'https://deploy-preview-12--northwind.netlify.app', siteOrigin: 'https://deploy-preview-12--northwind.netlify.app' }],
    ['gatsby serve on loopback', { origin: 'http://localhost:9001', siteOrigin: 'http://localhost:9001' }],
    ['a client that sends no Origin (curl, a server)', {}],
    ['a client that sends no Origin, opened by the visitor (Sec-Fetch-Site: none)', { fetchSite: 'none' }],
  ])('is served: %s', (_case, from) => {
    expect(isCrossSite({ siteOrigin: SITE, ...from })).toBe(false)
  })

  it('gets 403 in the words of its language, as JSON or as a page, and nothing is delivered', async () => {
    const site = harness()
    const from = { origin: 'https://evil.example', siteOrigin: SITE }
    const json = await site.postJson({ ...VALID, language: 'ar' }, { from })
    expect(json.status).toBe(403)
    expect(bodyOf(json).message).toMatch(/لا يمكن إرسال هذا النموذج إلا من موقعنا/)
    const page = await site.postForm({ name: 'Omar', phone: '+971501234567', form: 'home', language: 'en' }, { from })
    expect(page.status).toBe(403)
    expect(page.body).toContain('This form can only be sent from our own website.')
    expect(site.delivered).toEqual([])
  })
})

describe('the rate limit counts', () => {
  test.each([
    ['an IPv4 address as itself', '198.51.100.7', '198.51.100.7'],
    ['an IPv4-mapped IPv6 address as its IPv4 address', '::ffff:198.51.100.7', '198.51.100.7'],
    ['an IPv6 address by its /64', '2001:db8:1:2:a:b:c:d', '2001:db8:1:2::/64'],
    ['a compressed IPv6 address by its /64', '2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['an IPv6 address with leading zeros and capitals by its /64', '2001:0DB8:0001:0002::F', '2001:db8:1:2::/64'],
    ['a bracketed IPv6 address with a port by its /64', '[2001:db8:1:2::9]:443', '2001:db8:1:2::/64'],
    ['a link-local address without its zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['something that is no address as itself', 'unknown', 'unknown'],
  ])('%s', (_case, address, key) => {
    expect(clientKey(address)).toBe(key)
  })

  it('every address of one IPv6 /64 together, and another /64 apart', () => {
    const limit = createRateLimiter(5)
    const now = Date.parse('2026-11-22T10:00:00Z')
    for (let host = 1; host <= 5; host += 1) expect(limit(`2001:db8:1:2::${host.toString(16)}`, now)).toEqual({ allowed: true })
    expect(limit('2001:db8:1:2:ffff:ffff:ffff:ffff', now)).toEqual({ allowed: false, retryAfterSeconds: 60 })
    expect(limit('2001:db8:1:3::1', now)).toEqual({ allowed: true })
  })
})

describe('numbers the agency does not call back', () => {
  test.each([
    ['US premium rate', '+19005550123', false],
    ['UK premium rate', '+449091234567', false],
    ['international premium rate', '+979123456789', false],
    ['French shared cost', '+33810123456', false],
    ['Inmarsat satellite', '+870773111632', false],
    ['global satellite', '+881631234567', false],
    ['international networks', '+882161234567', false],
    ['international networks, +883', '+883510012345', false],
    ['UK personal number', '+447012345678', false],
    ['UK pager', '+447640123456', false],
    ['UK universal access number', '+445512345678', false],
    ['Swiss voicemail', '+41860123456789', false],
    ['UK ordinary VoIP', '+445612345678', true],
    ['US number, fixed or mobile', '+12015550123', true],
    ['UK landline', '+442079460958', true],
    ['UAE mobile', '+971501234567', true],
    ['UAE landline', '+97142345678', true],
    ['UAE toll-free', '+97180012345', true],
    ['Saudi mobile', '+966501234567', true],
    ['UK mobile', '+447400123456', true],
  ])('%s (%s): called back %p', (_case, phone, calledBack) => {
    expect(isCalledBack(phone)).toBe(calledBack)
  })

  it('get a worded error by the phone field, in the visitor\'s language, and nothing is delivered', async () => {
    const site = harness()
    const english = await site.postJson({ ...VALID, phone: '+1 900 555 0123' })
    expect(english.status).toBe(400)
    expect(bodyOf(english).errors).toEqual([{ field: 'phone', code: 'NOT_CALLED_BACK', message: expect.stringMatching(/^We cannot call this number back/) }])
    const arabic = await site.postJson({ ...VALID, phone: '+447640123456', language: 'ar' })
    expect(bodyOf(arabic).errors).toEqual([{ field: 'phone', code: 'NOT_CALLED_BACK', message: expect.stringMatching(/^لا يمكننا معاودة الاتصال/) }])
    expect(site.delivered).toEqual([])
  })
})

describe('the form token', () => {
  const refusal = (answer: { status: number; body: string }) => ({ status: answer.status, code: bodyOf(answer).code })

  test.each([
    ['no token', { token: null }, 'TOKEN_MISSING'],
    ['an empty token', { token: '' }, 'TOKEN_MISSING'],
    ['a token signed with another secret', { token: validToken({ context: 'local', now: Date.parse(CLOCK), secret: 'not-the-site-secret' }) }, 'TOKEN_INVALID'],
    ['a made-up token', { token: 'lz3k0.AAAAAAAAAAAAAAAAAAAAAA.forged' }, 'TOKEN_INVALID'],
    ['a token as a list', { token: ['x'] }, 'TOKEN_INVALID'],
    ['a token as a number', { token: 42 }, 'TOKEN_INVALID'],
    ['a token of 10 KB', { token: 'x'.repeat(9000) }, 'TOKEN_INVALID'],
    ['a token issued over a day ago', { token: validToken({ context: 'local', now: Date.parse(CLOCK), ageMs: MAX_TOKEN_AGE_MS + 1000 }) }, 'TOKEN_EXPIRED'],
  ])('refuses a JSON post with %s: 400 in words, nothing delivered', async (_case, fields, code) => {
    const site = harness()
    const answer = await site.postJson({ ...VALID, ...fields })
    expect(refusal(answer)).toEqual({ status: 400, code })
    expect(bodyOf(answer).message).toMatch(/reload the page/)
    expect(site.delivered).toEqual([])
  })

  it('refuses a token whose issue time was changed: the signature covers it', async () => {
    const site = harness()
    const [issued, id, context, signature] = site.token().split('.')
    const older = `${(parseInt(issued, 36) - 3_600_000).toString(36)}.${id}.${context}.${signature}`
    expect(refusal(await site.postJson({ ...VALID, token: older }))).toEqual({ status: 400, code: 'TOKEN_INVALID' })
  })

  it('takes a token only on the deploy context it names, which the signature covers: a preview\'s token is nothing in production', async () => {
    const site = harness()
    const preview = site.token('deploy-preview')
    expect(preview.split('.')[2]).toBe('deploy-preview')
    expect(refusal(await site.postJson({ ...VALID, token: preview }, { deployContext: 'production' }))).toEqual({ status: 400, code: 'TOKEN_INVALID' })
    const relabelled = preview.replace('.deploy-preview.', '.production.')
    expect(refusal(await site.postJson({ ...VALID, token: relabelled }, { deployContext: 'production' }))).toEqual({ status: 400, code: 'TOKEN_INVALID' })
    expect((await site.postJson({ ...VALID, token: site.token('production') }, { deployContext: 'production' })).status).toBe(201)
  })

  it('tells a visitor who sent too soon how long to wait, in their language, and takes the same token once it is 2 s old', async () => {
    const site = harness()
    const token = validToken({ context: 'local', now: Date.parse(CLOCK), ageMs: 500 })
    const early = await site.postJson({ ...VALID, token })
    expect(refusal(early)).toEqual({ status: 400, code: 'TOKEN_TOO_FRESH' })
    expect(bodyOf(early).retryAfterMs).toBe(MIN_TOKEN_AGE_MS - 500)
    expect(early.headers['Retry-After']).toBe('2')
    expect(bodyOf(await site.postJson({ ...VALID, language: 'ar', token })).message).toMatch(/يُرجى الانتظار ثانيتين/)
    expect(site.delivered).toEqual([])
    site.advance(MIN_TOKEN_AGE_MS - 500)
    expect((await site.postJson({ ...VALID, token })).status).toBe(201)
    expect(site.delivered).toHaveLength(1)
  })

  it('takes a token exactly 2 s old and one exactly a day old', async () => {
    const site = harness()
    for (const ageMs of [MIN_TOKEN_AGE_MS, MAX_TOKEN_AGE_MS]) expect((await site.postJson({ ...VALID, token: validToken({ context: 'local', now: Date.parse(CLOCK), ageMs }) })).status).toBe(201)
  })

  it('takes a token for one lead only: the second post with it is refused and nothing more is delivered', async () => {
    const site = harness()
    const token = site.token()
    expect((await site.postJson({ ...VALID, token })).status).toBe(201)
    const again = await site.postJson({ ...VALID, name: 'Omar Haddad', token })
    expect(refusal(again)).toEqual({ status: 400, code: 'TOKEN_USED' })
    expect(site.delivered.map((lead) => lead.name)).toEqual(['Layla Haddad'])
  })

  it('where the store keeps each lead id once, keeping the lead spends its token: one write, and a second post is refused, nothing more kept or delivered', async () => {
    const kept = new Map<string, LeadRecord>()
    const onceById: LeadStore = {
      kind: 'memory',
      keepsEachIdOnce: true,
      keep: async (record) => {
        if (kept.has(record.lead.id)) return 'alreadyKept'
        kept.set(record.lead.id, record)
        return { settle: async () => true }
      },
    }
    const gateKeys = memoryGateKeys()
    const site = harness({ store: () => onceById, gate: () => gateOver(gateKeys, TEST_FORM_SECRET) })
    const token = site.token()
    const first = await site.postJson({ ...VALID, token })
    expect(first.status).toBe(201)
    expect(bodyOf(first).id).toBe(leadIdOfToken(token.split('.')[1]))
    const again = await site.postJson({ ...VALID, name: 'Omar Haddad', token })
    expect(refusal(again)).toEqual({ status: 400, code: 'TOKEN_USED' })
    expect([...kept.values()].map((record) => record.lead.name)).toEqual(['Layla Haddad'])
    expect(site.delivered.map((lead) => lead.name)).toEqual(['Layla Haddad'])
    // The gate wrote no token of its own.
    for await (const page of gateKeys.pages('tokens/')) expect(page).toEqual([])
  })

  it('does not spend a token on a post refused for its fields, so the corrected post goes through', async () => {
    const site = harness()
    const token = site.token()
    expect((await site.postJson({ ...VALID, phone: '+9715', token })).status).toBe(400)
    expect((await site.postJson({ ...VALID, token })).status).toBe(201)
  })
})
