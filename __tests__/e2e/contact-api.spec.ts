/**
 * /api/contact as any client meets it: POST JSON only, field errors as
 * { ok: false, errors: [{ field, code, message }] }, a stored lead on 201.
 * Playwright's request client sends no Origin, as curl or a server would not.
 */
import { contentFor, validationMessage } from './support/content'
import { formToken, leadsNamed, readLeads, uniqueName } from './support/contact'
import { E2E_LEADS_FILE } from './support/env'
import { expect, test } from './support/fixtures'

const ENDPOINT = '/api/contact'

test('GET is refused with 405 and Allow: POST', async ({ request }) => {
  const response = await request.get(ENDPOINT)
  expect(response.status()).toBe(405)
  expect(response.headers().allow).toBe('POST')
  expect(await response.json()).toMatchObject({ ok: false, message: expect.any(String) })
})

test('GET /api/contact/token answers a fresh token, never cached; a lead without one is refused 400 in words and not stored', async ({ request }) => {
  const answer = await request.get('/api/contact/token')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['cache-control']).toBe('no-store')
  const { token } = await answer.json()
  // Issued for the context it is posted in: the local servers are `local` (form-token.ts).
  expect(token).toMatch(/^[\da-z]+\.[\w-]{22}\.local\.[\w-]+$/)
  const name = uniqueName('api no token')
  const refused = await request.post(ENDPOINT, { data: { name, phone: '+971501234567', form: 'home' } })
  expect(refused.status()).toBe(400)
  expect(await refused.json()).toMatchObject({ ok: false, code: 'TOKEN_MISSING', message: contentFor('en').answers.tokenMissing })
  // The token from the endpoint is taken once two seconds old.
  await new Promise((resolve) => setTimeout(resolve, 2_300))
  expect((await request.post(ENDPOINT, { data: { name, phone: '+971501234567', form: 'home', token } })).status()).toBe(201)
  await expect.poll(() => leadsNamed(name)).toHaveLength(1)
})

test('a valid lead is answered 201 with its id and stored in E.164', async ({ request }) => {
  const name = uniqueName('api')
  const response = await request.post(ENDPOINT, { data: { name, phone: '050 123 4567', phoneCountry: 'AE', form: 'services', token: formToken() } })
  expect(response.status()).toBe(201)
  const body = await response.json()
  expect(body).toEqual({ ok: true, id: expect.any(String) })
  await expect.poll(() => leadsNamed(name)).toHaveLength(1)
  expect((await leadsNamed(name))[0]).toMatchObject({ id: body.id, form: 'services', language: 'en', phone: '+971501234567', country: 'AE' })
})

test('a request from the Arabic site is answered in Arabic, and its lead is stored as Arabic', async ({ request }) => {
  const refused = await request.post(ENDPOINT, { data: { name: '', phone: '5', phoneCountry: 'AE', form: 'home', language: 'ar' } })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).errors).toEqual([
    { field: 'name', code: 'NAME_REQUIRED', message: validationMessage('nameRequired', 'ar') },
    { field: 'phone', code: 'TOO_SHORT', message: validationMessage('tooShort', 'ar') },
  ])
  const name = `فاطمة ${uniqueName('api-ar')}`
  const accepted = await request.post(ENDPOINT, { data: { name, phone: '+971501234567', form: 'home', language: 'ar', token: formToken() } })
  expect(accepted.status()).toBe(201)
  await expect.poll(() => leadsNamed(name)).toEqual([expect.objectContaining({ name, language: 'ar', phone: '+971501234567' })])
})

test('the lead goes to the file named by LEADS_FILE when the server started', async ({ request }) => {
  const name = uniqueName('leads-file')
  const response = await request.post(ENDPOINT, { data: { name, phone: '+971501234567', phoneCountry: 'AE', form: 'home', token: formToken() } })
  expect(response.status()).toBe(201)
  await expect.poll(async () => (await readLeads(E2E_LEADS_FILE)).map((lead) => lead.name), { timeout: 2_000 }).toContain(name)
})

test('invalid fields are answered 400 with one error per field, and nothing is stored', async ({ request }) => {
  const name = 'x'.repeat(101)
  const response = await request.post(ENDPOINT, { data: { name, phone: '5', phoneCountry: 'AE', form: 'blog' } })
  expect(response.status()).toBe(400)
  const body = await response.json()
  expect(body.ok).toBe(false)
  expect(body.errors).toEqual([
    { field: 'name', code: 'NAME_TOO_LONG', message: validationMessage('nameTooLong', 'en', { max: 100 }) },
    { field: 'phone', code: 'TOO_SHORT', message: validationMessage('tooShort') },
    { field: 'form', code: 'UNKNOWN_FORM', message: validationMessage('unknownForm') },
  ])
  expect(await leadsNamed(name)).toEqual([])
})

test('a JSON body that is not an object is answered 400 in the same shape', async ({ request }) => {
  const response = await request.post(ENDPOINT, { data: ['Dana', '+971501234567'] })
  expect(response.status()).toBe(400)
  expect(await response.json()).toMatchObject({ ok: false, errors: [{ field: 'body', code: 'INVALID_BODY', message: expect.any(String) }] })
})

test('a name with control characters is refused', async ({ request }) => {
  const response = await request.post(ENDPOINT, {
    data: { name: 'Dana\u0000Evil', phone: '+971501234567', phoneCountry: 'AE', form: 'home' },
  })
  expect(response.status()).toBe(400)
  expect((await response.json()).errors).toEqual([expect.objectContaining({ field: 'name', code: 'NAME_INVALID' })])
})

test('a body that is not JSON at all is answered 400 in the same shape', async ({ request }) => {
  const response = await request.post(ENDPOINT, { headers: { 'content-type': 'application/json' }, data: '{"name": "Dana",' })
  expect(response.status()).toBe(400)
  expect(response.headers()['content-type']).toContain('application/json')
  expect(await response.json()).toMatchObject({ ok: false, errors: [{ field: 'body', code: 'INVALID_BODY', message: expect.any(String) }] })
})

test('a body in another format is answered 415', async ({ request }) => {
  const response = await request.post(ENDPOINT, { headers: { 'content-type': 'text/plain' }, data: 'name=Dana' })
  expect(response.status()).toBe(415)
  expect(await response.json()).toMatchObject({ ok: false, message: expect.any(String) })
})

test("a post from another site's page is refused 403 in words and not stored; one from the site's own page is taken", async ({ request, baseURL }) => {
  const refusedName = uniqueName('api cross-site')
  const refused = await request.post(ENDPOINT, {
    headers: { origin: 'https://evil.example' },
    data: { name: refusedName, phone: '+971501234567', form: 'home', token: formToken() },
  })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toEqual({ ok: false, message: contentFor('en').answers.crossSite })

  // The origin the browser addresses: the served site's own (under gatsby serve too, through src/api/contact.ts).
  const name = uniqueName('api same-site')
  const accepted = await request.post(ENDPOINT, {
    headers: { origin: new URL(baseURL ?? '').origin, 'sec-fetch-site': 'same-origin' },
    data: { name, phone: '+971501234567', form: 'home', token: formToken() },
  })
  expect(accepted.status()).toBe(201)
  await expect.poll(() => leadsNamed(name)).toHaveLength(1)
  expect(await leadsNamed(refusedName)).toEqual([])
})
