/**
 * @jest-environment node
 *
 * The form token on the browser's side: asked for once when the visitor
 * starts on the form, sent only once it is two seconds old (a fast visitor
 * waits, never fails), and replaced or waited out when the server refuses
 * it for its age, so nothing the visitor typed is lost.
 */
import { CONTACT_ENDPOINT, CONTACT_TOKEN_ENDPOINT, MIN_TOKEN_AGE_MS } from '../../../src/lib/contact/contact-fields'
import { sendContact, type ContactPayload } from '../../../src/lib/form/contact-client'
import { dropToken, prepareToken } from '../../../src/lib/form/form-token-client'

const payload: ContactPayload = { name: 'Amira Haddad', phone: '+971501234567', phoneCountry: 'AE', form: 'home', language: 'en' }

/** A site whose token endpoint numbers its tokens, and whose contact endpoint answers from `answers`, in order (201 once they run out). */
function site(answers: { status: number; body: object }[] = []) {
  let issued = 0
  const sent: Record<string, unknown>[] = []
  const fetchMock = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (url === CONTACT_TOKEN_ENDPOINT) return Response.json({ token: `token-${++issued}` }, { headers: { 'Cache-Control': 'no-store' } })
    if (url !== CONTACT_ENDPOINT) throw new Error(`unexpected ${String(url)}`)
    sent.push(JSON.parse(String(init?.body)))
    const next = answers.shift() ?? { status: 201, body: { ok: true, id: `lead-${sent.length}` } }
    return Response.json(next.body, { status: next.status })
  })
  const waits: number[] = []
  const wait = async (ms: number) => void waits.push(ms)
  return { fetchMock: fetchMock as unknown as typeof fetch, calls: fetchMock.mock.calls, sent, waits, wait }
}

beforeEach(() => dropToken())

test('asks for the token once when the visitor starts on the form, however often they come back to it', async () => {
  const page = site()
  prepareToken(page.fetchMock)
  prepareToken(page.fetchMock)
  await sendContact(payload, page.fetchMock, page.wait)
  expect(page.calls.map(([url]) => url)).toEqual([CONTACT_TOKEN_ENDPOINT, CONTACT_ENDPOINT])
  expect(page.sent[0].token).toBe('token-1')
})

test('a visitor sending within two seconds of starting waits out the rest, then the lead is sent: never refused', async () => {
  const page = site()
  prepareToken(page.fetchMock)
  await expect(sendContact(payload, page.fetchMock, page.wait)).resolves.toEqual({ kind: 'sent', id: 'lead-1' })
  expect(page.waits).toHaveLength(1)
  expect(page.waits[0]).toBeGreaterThan(MIN_TOKEN_AGE_MS - 100)
  expect(page.waits[0]).toBeLessThanOrEqual(MIN_TOKEN_AGE_MS + 250)
})

test('a token the server still finds too fresh is waited out as it asks, and the same details sent again with it', async () => {
  const page = site([{ status: 400, body: { ok: false, code: 'TOKEN_TOO_FRESH', message: 'Please wait two seconds…', retryAfterMs: 700 } }])
  await expect(sendContact(payload, page.fetchMock, page.wait)).resolves.toEqual({ kind: 'sent', id: 'lead-2' })
  expect(page.waits.at(-1)).toBe(700 + 250)
  expect(page.sent.map((body) => [body.name, body.token])).toEqual([
    ['Amira Haddad', 'token-1'],
    ['Amira Haddad', 'token-1'],
  ])
})

test.each(['TOKEN_EXPIRED', 'TOKEN_INVALID', 'TOKEN_MISSING'])('a token refused as %s is replaced and the same details sent again', async (code) => {
  const page = site([{ status: 400, body: { ok: false, code, message: 'Please reload the page.' } }])
  await expect(sendContact(payload, page.fetchMock, page.wait)).resolves.toEqual({ kind: 'sent', id: 'lead-2' })
  expect(page.sent.map((body) => body.token)).toEqual(['token-1', 'token-2'])
})

test('tries once more only: a second refusal is shown with the server words', async () => {
  const refusal = { status: 400, body: { ok: false, code: 'TOKEN_INVALID', message: 'Please reload the page.' } }
  const page = site([refusal, refusal])
  await expect(sendContact(payload, page.fetchMock, page.wait)).resolves.toEqual({ kind: 'failed', message: 'Please reload the page.' })
  expect(page.sent).toHaveLength(2)
})

test('a token that carried a lead is not sent again: the next lead asks for its own', async () => {
  const page = site()
  await sendContact(payload, page.fetchMock, page.wait)
  await sendContact({ ...payload, name: 'Omar Saleh' }, page.fetchMock, page.wait)
  expect(page.sent.map((body) => body.token)).toEqual(['token-1', 'token-2'])
})

test('without a token endpoint (offline), posts without one and reports the server words', async () => {
  const offline = jest.fn(async (url: RequestInfo | URL) => {
    if (url === CONTACT_TOKEN_ENDPOINT) throw new TypeError('Failed to fetch')
    return Response.json({ ok: false, code: 'TOKEN_MISSING', message: 'Please reload the page.' }, { status: 400 })
  }) as unknown as typeof fetch
  await expect(sendContact(payload, offline, async () => undefined)).resolves.toEqual({ kind: 'failed', message: 'Please reload the page.' })
})
