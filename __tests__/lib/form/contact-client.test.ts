/**
 * @jest-environment node
 *
 * What the browser makes of /api/contact's answer: a stored lead, field
 * errors to show beside the inputs, or a failure to apologise for.
 */
import { sendContact as send, type ContactPayload } from '../../../src/lib/form/contact-client'
import { dropToken } from '../../../src/lib/form/form-token-client'
import { CONTACT_ENDPOINT, CONTACT_TOKEN_ENDPOINT } from '../../../src/lib/contact/contact-fields'

const payload: ContactPayload = { name: 'Amira Haddad', phone: '+971501234567', phoneCountry: 'AE', form: 'home', language: 'en' }

// The token's first two seconds are waited out in form-token-client.test.ts; here, at once.
const sendContact = (request: ContactPayload, fetchImpl?: typeof fetch) => send(request, fetchImpl, async () => undefined)
beforeEach(() => dropToken())

/** /api/contact answering `status` and `body`; the token endpoint, a token. */
const answer = (status: number, body: unknown) =>
  jest.fn<Promise<Response>, Parameters<typeof fetch>>(async (url) =>
    url === CONTACT_TOKEN_ENDPOINT
      ? Response.json({ token: 'form-token-1' })
      : new Response(typeof body === 'string' ? body : JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
  )
/** The calls to /api/contact itself. */
const posts = (fetchMock: ReturnType<typeof answer>) => fetchMock.mock.calls.filter(([url]) => url === CONTACT_ENDPOINT)

test('posts the request as JSON to /api/contact, with the form token it asked for', async () => {
  const fetchMock = answer(201, { id: 'lead-1' })
  await sendContact(payload, fetchMock)
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([CONTACT_TOKEN_ENDPOINT, CONTACT_ENDPOINT])
  const [[url, init]] = posts(fetchMock)
  expect(url).toBe('/api/contact')
  expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } })
  expect(JSON.parse(String(init?.body))).toEqual({ ...payload, token: 'form-token-1' })
})

test('201 with an id means the lead was stored', async () => {
  await expect(sendContact(payload, answer(201, { id: 'lead-1' }))).resolves.toEqual({ kind: 'sent', id: 'lead-1' })
})

test('201 without an id is not taken as stored', async () => {
  await expect(sendContact(payload, answer(201, {}))).resolves.toEqual({ kind: 'failed' })
})

test('400 with field errors hands the errors to the form', async () => {
  const errors = [{ field: 'phone', code: 'TOO_SHORT', message: 'This phone number is too short.' }]
  await expect(sendContact(payload, answer(400, { errors }))).resolves.toEqual({ kind: 'invalid', errors })
})

test('400 without field errors is a failure, with the server message', async () => {
  await expect(sendContact(payload, answer(400, { message: 'Bad JSON.' }))).resolves.toEqual({
    kind: 'failed',
    message: 'Bad JSON.',
  })
})

test('500 is a failure', async () => {
  await expect(sendContact(payload, answer(500, { message: 'Try again later.' }))).resolves.toEqual({
    kind: 'failed',
    message: 'Try again later.',
  })
})

test('a body that is not JSON is a failure', async () => {
  await expect(sendContact(payload, answer(502, '<html>Bad gateway</html>'))).resolves.toEqual({ kind: 'failed' })
  await expect(sendContact(payload, answer(201, 'not json'))).resolves.toEqual({ kind: 'failed' })
})

test('a network error is a failure', async () => {
  const offline = jest.fn(async () => {
    throw new TypeError('Failed to fetch')
  })
  await expect(sendContact(payload, offline)).resolves.toEqual({ kind: 'failed' })
})

test('uses the global fetch when none is given', async () => {
  const fetchMock = answer(201, { id: 'lead-2' })
  jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock)
  await expect(sendContact(payload)).resolves.toEqual({ kind: 'sent', id: 'lead-2' })
  expect(fetchMock).toHaveBeenCalledWith(CONTACT_ENDPOINT, expect.anything())
})
