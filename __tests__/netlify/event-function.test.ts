/**
 * The site's own /api/event, as Netlify runs it (netlify/functions/event.mts,
 * bundled as the function tests bundle every function, called with a
 * Request and a Context): a page view reaches Plausible (a stand-in on
 * loopback, __tests__/support/plausible-stand-in.ts) with the visitor's
 * browser and address, and every answer, Plausible's or its own, carries
 * the site's security headers, which Netlify's `_headers` puts on no
 * function's answer.
 */
import { SECURITY_HEADERS } from '../../src/lib/security/headers'
import { EVENT_TIMEOUT_MS, MAX_EVENT_BYTES } from '../../src/lib/analytics/event-function'
import { commonJsBundle, contactFunctionOf, netlifyContext, SITE_ORIGIN, type ContactFunction } from '../../scripts/netlify-function'
import { plausibleStandIn } from '../support/plausible-stand-in'

const VISITOR_AGENT = 'Mozilla/5.0 (Linux; Android 15) Chrome/140.0 Mobile Safari/537.36'
const PAGE_VIEW = JSON.stringify({ n: 'pageview', u: `${SITE_ORIGIN}/ar/`, d: 'www.northwindgrowth.com', p: { language: 'ar', kind: 'home' } })

let event: ContactFunction
let plausible: Awaited<ReturnType<typeof plausibleStandIn>>

beforeAll(async () => {
  const bundle = await commonJsBundle(undefined, { source: 'netlify/functions/event.mts' })
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  event = contactFunctionOf(require(bundle))
  plausible = await plausibleStandIn()
})
afterAll(() => plausible.close())
beforeEach(() => {
  plausible.events.length = 0
  process.env.PLAUSIBLE_DOMAIN = 'www.northwindgrowth.com'
  process.env.PLAUSIBLE_HOST = plausible.url
  jest.spyOn(console, 'log').mockImplementation(() => {})
})
afterEach(() => {
  delete process.env.PLAUSIBLE_DOMAIN
  delete process.env.PLAUSIBLE_HOST
  jest.restoreAllMocks()
})

const post = (body: string, method = 'POST') =>
  event(
    new Request(new URL('/api/event', SITE_ORIGIN), { method, headers: { 'content-type': 'text/plain', 'user-agent': VISITOR_AGENT }, body: method === 'POST' ? body : undefined }),
    netlifyContext({ ip: '198.51.100.23' }),
  )

function expectSecurityHeaders(response: Response) {
  for (const { key, value } of SECURITY_HEADERS) expect([key, response.headers.get(key)]).toEqual([key, value])
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
  expect(response.headers.get('cache-control')).toBe('no-store')
}

it("passes a page view on to Plausible with the visitor's browser and address, and answers as Plausible did, with the site's headers", async () => {
  const response = await post(PAGE_VIEW)
  expect(response.status).toBe(202)
  expect(await response.text()).toBe('ok')
  expectSecurityHeaders(response)
  expect(plausible.events).toEqual([
    expect.objectContaining({ name: 'pageview', url: `${SITE_ORIGIN}/ar/`, domain: 'www.northwindgrowth.com', props: { language: 'ar', kind: 'home' }, userAgent: VISITOR_AGENT, forwardedFor: '198.51.100.23' }),
  ])
})

it("passes Plausible's failure on, and answers 502 once Plausible has not answered in time, logging it, with the site's headers", async () => {
  const [down, hanging] = await Promise.all([plausibleStandIn({ mode: 'down' }), plausibleStandIn({ mode: 'hang' })])
  const logged = jest.spyOn(console, 'log').mockImplementation(() => {})
  try {
    process.env.PLAUSIBLE_HOST = down.url
    const failed = await post(PAGE_VIEW)
    expect(failed.status).toBe(500)
    expectSecurityHeaders(failed)
    process.env.PLAUSIBLE_HOST = hanging.url
    const started = performance.now()
    const unanswered = await post(PAGE_VIEW)
    expect(unanswered.status).toBe(502)
    expectSecurityHeaders(unanswered)
    expect(performance.now() - started).toBeGreaterThanOrEqual(EVENT_TIMEOUT_MS - 50)
    expect(logged).toHaveBeenCalledWith('event: Plausible did not answer: TimeoutError')
  } finally {
    await Promise.all([down.close(), hanging.close()])
  }
})

it('without PLAUSIBLE_DOMAIN, answers 404 and sends nothing', async () => {
  delete process.env.PLAUSIBLE_DOMAIN
  const response = await post(PAGE_VIEW)
  expect(response.status).toBe(404)
  expectSecurityHeaders(response)
  expect(plausible.events).toEqual([])
})

it('refuses what no tracker sends: another method, or a body larger than an event, with the headers too', async () => {
  const got = await post('', 'GET')
  expect(got.status).toBe(405)
  expect(got.headers.get('allow')).toBe('POST')
  expectSecurityHeaders(got)
  const large = await post(`{"n":"pageview","u":"${'x'.repeat(MAX_EVENT_BYTES)}"}`)
  expect(large.status).toBe(413)
  expectSecurityHeaders(large)
  expect(plausible.events).toEqual([])
})
