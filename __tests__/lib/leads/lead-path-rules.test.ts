/**
 * @jest-environment node
 *
 * The contact function's own defences, rule by rule: which posts count as
 * another site's, how an address is counted by the rate limit, which numbers
 * the agency does not call back, and the time trap of the site's script.
 * (Every hostile input through the bundled function: __tests__/netlify/hostile-posts.test.ts.)
 */
import { MIN_FILL_MS } from '../../../src/lib/contact/contact-fields'
import { isCrossSite } from '../../../src/lib/leads/cross-site'
import { isCalledBack } from '../../../src/lib/leads/lead-checks'
import { clientKey, createRateLimiter } from '../../../src/lib/leads/rate-limit'
import { VALID, bodyOf, harness } from '../../support/contact-harness'

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
    const arabic = await site.postJson({ ...VALID, phone: '+870773111632', language: 'ar' })
    expect(bodyOf(arabic).errors).toEqual([{ field: 'phone', code: 'NOT_CALLED_BACK', message: expect.stringMatching(/^لا يمكننا معاودة الاتصال/) }])
    expect(site.delivered).toEqual([])
  })
})

describe("the time trap of the site's script", () => {
  test.each([
    ['no fill time', { fillMs: undefined }],
    ['an empty fill time', { fillMs: '' }],
    ['a fill time that is no number', { fillMs: 'soon' }],
    ['a fill time that is not finite', { fillMs: 'Infinity' }],
    ['a negative fill time', { fillMs: -5000 }],
    ['a fill time as a list', { fillMs: [8000] }],
    ['a fill time under the minimum', { fillMs: MIN_FILL_MS - 1 }],
  ])('drops a JSON post with %s: thanked as a lead, never delivered', async (_case, fields) => {
    const site = harness()
    const answer = await site.postJson({ ...VALID, ...fields })
    expect(answer.status).toBe(201)
    expect(site.delivered).toEqual([])
    expect(site.logs).toEqual([expect.stringMatching(/dropped an automated submission/)])
  })

  test.each([[MIN_FILL_MS], [String(MIN_FILL_MS)], [86_400_000]])('delivers a JSON post with a fill time of %p', async (fillMs) => {
    const site = harness()
    expect((await site.postJson({ ...VALID, fillMs })).status).toBe(201)
    expect(site.delivered).toHaveLength(1)
  })
})
