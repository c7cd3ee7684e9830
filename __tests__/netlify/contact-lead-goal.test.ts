/**
 * The `Lead` goal: the contact function Netlify runs (bundled as Netlify
 * bundles it, called with a Request and a Context) tells Plausible's Events
 * API of every lead it has stored, once, with the visitor's User-Agent and
 * address and the page's properties, never the name or the number; nothing
 * for a refused, trapped or rate-limited post; and a Plausible that hangs or
 * fails changes nothing the visitor sees. Plausible is a stand-in on
 * loopback (__tests__/support/plausible-stand-in.ts).
 */
import { commonJsBundle, contactFunctionOf, contactRequest, netlifyContext, readAnswer, type ContactFunction } from '../../scripts/netlify-function'
import { startBlobs, type LocalBlobs } from '../support/blobs-server'
import { flakyWebhook } from '../support/flaky-receivers'
import { bodyWithToken, TEST_FORM_SECRET, withToken } from '../support/form-token'
import { TEST_LANDING_PAGES } from '../support/landing-pages'
import { configureTargets, quietWarnings } from '../support/lead-platform'
import { plausibleStandIn } from '../support/plausible-stand-in'

type StandIn = Awaited<ReturnType<typeof plausibleStandIn>>

let blobs: LocalBlobs
let webhook: Awaited<ReturnType<typeof flakyWebhook>>
let bundle: string

const VISITOR_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1'
/** A variant's lead as the site's script sends it (the form token is added to every post: support/form-token.ts). */
const VARIANT_LEAD = {
  name: 'Layla Haddad',
  phone: '+971501234567',
  form: 'landing',
  language: 'ar',
  page: 'free-evaluation',
  campaign: 'free-evaluation-2026q4',
  variant: 'free-evaluation-b',
  source: { formPage: '/ar/lp/free-evaluation-b/?utm_campaign=free-evaluation-2026q4', landingPage: '/ar/lp/free-evaluation-b/' },
}

beforeAll(async () => {
  for (const name of ['NETLIFY', 'CONTEXT']) delete process.env[name]
  ;[blobs, webhook, bundle] = await Promise.all([startBlobs(), flakyWebhook('ok'), commonJsBundle(undefined, { landingPages: TEST_LANDING_PAGES })])
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.environmentContext
})
afterAll(async () => {
  webhook.close()
  await blobs.stop()
  for (const name of ['PLAUSIBLE_DOMAIN', 'PLAUSIBLE_HOST', 'LEADS_RATE_LIMIT_PER_MINUTE']) delete process.env[name]
})
beforeEach(() => {
  configureTargets({ webhook: webhook.url })
  quietWarnings()
})
afterEach(() => jest.restoreAllMocks())

/** The function as a new Netlify instance loads it, reading the environment of that moment. */
function loadFunction(env: Record<string, string | undefined>): ContactFunction {
  for (const [name, value] of Object.entries({ LEADS_FORM_SECRET: TEST_FORM_SECRET, LEADS_FLOOD_PER_HOUR: '0', ...env })) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  let contact: ContactFunction | undefined
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  jest.isolateModules(() => (contact = contactFunctionOf(require(bundle))))
  return contact!
}

const withPlausible = (plausible: StandIn, ratePerMinute = 0) =>
  loadFunction({ PLAUSIBLE_DOMAIN: 'www.northwindgrowth.com', PLAUSIBLE_HOST: plausible.url, LEADS_RATE_LIMIT_PER_MINUTE: String(ratePerMinute) })

/** One invocation as Netlify makes it; resolves with the answer and, apart, the work left for after it (waitUntil). */
async function invoke(contact: ContactFunction, body: string, contentType: string, headers: Record<string, string> = {}, ip = '198.51.100.23') {
  const after: Promise<unknown>[] = []
  const started = performance.now()
  const response = await contact(
    contactRequest({ body: bodyWithToken(contentType, body), headers: { 'content-type': contentType, 'user-agent': VISITOR_AGENT, ...headers } }),
    netlifyContext({ ip, waitUntil: (work) => void after.push(work) }),
  )
  const answer = await readAnswer(response)
  return { answer, ms: performance.now() - started, after: () => Promise.all(after) }
}
const postJson = (contact: ContactFunction, lead: object, ip?: string) => invoke(contact, JSON.stringify(lead), 'application/json', {}, ip)
const postForm = (contact: ContactFunction, fields: Record<string, string>, referer: string) =>
  invoke(contact, new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded', { referer })

describe('with PLAUSIBLE_DOMAIN set', () => {
  let plausible: StandIn
  beforeEach(async () => {
    plausible = await plausibleStandIn()
  })
  afterEach(() => plausible.close())

  test("a variant's lead from the script is one Lead event, after the answer, with the visitor's headers and the page's properties", async () => {
    const contact = withPlausible(plausible)
    const sent = await postJson(contact, VARIANT_LEAD)
    expect(sent.answer.status).toBe(201)
    await sent.after()
    expect(plausible.events).toEqual([
      {
        name: 'Lead',
        url: 'https://www.northwindgrowth.com/ar/lp/free-evaluation-b/',
        domain: 'www.northwindgrowth.com',
        props: { language: 'ar', kind: 'landing', slug: 'free-evaluation', campaign: 'free-evaluation-2026q4', variant: 'free-evaluation-b', form: 'landing' },
        userAgent: VISITOR_AGENT,
        forwardedFor: '198.51.100.23',
        referrer: undefined,
      },
    ])
  })

  test('the event holds no name and no number, in any form', async () => {
    const contact = withPlausible(plausible)
    await (await postJson(contact, VARIANT_LEAD)).after()
    const event = JSON.stringify(plausible.events)
    for (const personal of ['Layla', 'Haddad', '501234567', '971']) expect(event).not.toContain(personal)
  })

  test('a lead sent without JavaScript is one Lead event too, its page read from the Referer', async () => {
    const contact = withPlausible(plausible)
    const sent = await postForm(contact, { name: 'Omar Saleh', phone: '050 123 4567', phoneCountry: 'AE', form: 'services' }, 'https://www.northwindgrowth.com/ourservices/?utm_source=google')
    expect(sent.answer.status).toBe(303)
    await sent.after()
    expect(plausible.events.map(({ name, url, props }) => ({ name, url, props }))).toEqual([
      { name: 'Lead', url: 'https://www.northwindgrowth.com/ourservices/', props: { language: 'en', kind: 'services', form: 'services' } },
    ])
  })

  test('a refused post (an impossible number) and a trapped one (the honeypot filled) send nothing', async () => {
    const contact = withPlausible(plausible)
    const refused = await postJson(contact, { ...VARIANT_LEAD, phone: '12' })
    expect(refused.answer.status).toBe(400)
    const trapped = await postJson(contact, { ...VARIANT_LEAD, website: 'http://spam.example' })
    expect(trapped.answer.status).toBe(201)
    await Promise.all([refused.after(), trapped.after()])
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(plausible.events).toEqual([])
  })

  test('a rate-limited post sends nothing: one event for the one lead taken', async () => {
    const contact = withPlausible(plausible, 1)
    const first = await postJson(contact, VARIANT_LEAD, '192.0.2.44')
    const second = await postJson(contact, VARIANT_LEAD, '192.0.2.44')
    expect([first.answer.status, second.answer.status]).toEqual([201, 429])
    await Promise.all([first.after(), second.after()])
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(plausible.events).toHaveLength(1)
  })

  test("visitors answered at once by one instance wait for no one's Lead goal: each goes out once every answer is", async () => {
    const contact = withPlausible(plausible)
    const sent = await Promise.all(Array.from({ length: 20 }, (_, index) => postJson(contact, VARIANT_LEAD, `192.0.2.${100 + index}`)))
    expect(sent.map((run) => run.answer.status)).toEqual(Array(20).fill(201))
    // Every answer is out, and Plausible has been told of none of them yet.
    expect(plausible.events).toEqual([])
    await Promise.all(sent.map((run) => run.after()))
    expect(plausible.events).toHaveLength(20)
  })

  test('a Plausible that fails (500) changes nothing the visitor sees, and the lead is kept', async () => {
    const down = await plausibleStandIn({ mode: 'down' })
    const contact = withPlausible(down)
    const sent = await postJson(contact, VARIANT_LEAD)
    expect(sent.answer.status).toBe(201)
    await sent.after()
    expect(console.warn).toHaveBeenCalledWith('analytics: Plausible answered 500 to the Lead event')
    await down.close()
  })
})

test('with Plausible hanging, the answer takes no longer than without analytics, and the event gives up on its own', async () => {
  const hanging = await plausibleStandIn({ mode: 'hang' })
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
  const timed = async (contact: ContactFunction) => {
    const runs = []
    for (let index = 0; index < 7; index += 1) runs.push(await postJson(contact, VARIANT_LEAD, `192.0.2.${index + 1}`))
    return runs
  }
  const without = await timed(loadFunction({ PLAUSIBLE_DOMAIN: undefined, PLAUSIBLE_HOST: undefined, LEADS_RATE_LIMIT_PER_MINUTE: '0' }))
  const withHanging = await timed(withPlausible(hanging))
  expect(withHanging.every((run) => run.answer.status === 201)).toBe(true)
  const [before, after] = [median(without.map((run) => run.ms)), median(withHanging.map((run) => run.ms))]
  // The same answer time, within the noise of a shared machine; the event's own limit is 3,000 ms.
  expect(after).toBeLessThan(before * 1.5 + 50)
  const started = performance.now()
  await Promise.all(withHanging.map((run) => run.after()))
  expect(performance.now() - started).toBeLessThan(3500)
  expect(console.warn).toHaveBeenCalledWith('analytics: the Lead event did not reach Plausible (no answer in 3000 ms)')
  await hanging.close()
}, 20_000)

test('without PLAUSIBLE_DOMAIN no event is sent, and nothing is left for after the answer', async () => {
  const plausible = await plausibleStandIn()
  const contact = loadFunction({ PLAUSIBLE_DOMAIN: undefined, PLAUSIBLE_HOST: plausible.url, LEADS_RATE_LIMIT_PER_MINUTE: '0' })
  const after: Promise<unknown>[] = []
  const response = await contact(contactRequest({ body: JSON.stringify(withToken(VARIANT_LEAD)), headers: { 'content-type': 'application/json' } }), netlifyContext({ waitUntil: (work) => void after.push(work) }))
  expect(response.status).toBe(201)
  expect(after).toEqual([])
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(plausible.events).toEqual([])
  await plausible.close()
})
