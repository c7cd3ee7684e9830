/**
 * The form token through the contact function as Netlify bundles and calls
 * it, with the local Blobs server: GET /api/contact/token, the token taken
 * once however many posts race with it, the secret kept once in the site's
 * store when LEADS_FORM_SECRET is unset, and the form without JavaScript
 * confirmed through the page the function answers.
 */
import { getStore } from '@netlify/blobs'
import type { ContactFunction } from '../../scripts/netlify-function'
import { GATE_STORE_NAME } from '../../src/lib/leads/store/form-gate'
import { startBlobs, type LocalBlobs } from '../support/blobs-server'
import { VALID } from '../support/contact-harness'
import { flakyWebhook } from '../support/flaky-receivers'
import { TEST_FORM_SECRET, validToken } from '../support/form-token'
import { configureTargets, leadPlatform, loadContactFunction, quietWarnings } from '../support/lead-platform'

let contact: ContactFunction
let blobs: LocalBlobs
let webhook: Awaited<ReturnType<typeof flakyWebhook>>
let site: ReturnType<typeof leadPlatform>

beforeAll(async () => {
  ;[blobs, webhook, contact] = await Promise.all([startBlobs(), flakyWebhook('ok'), loadContactFunction()])
  site = leadPlatform(contact, blobs)
  configureTargets({ webhook: webhook.url })
})
beforeEach(() => {
  quietWarnings()
  process.env.LEADS_FORM_SECRET = TEST_FORM_SECRET
})
afterAll(async () => {
  webhook.close()
  await blobs.stop()
})

const askToken = (method = 'GET') => site.send({ method, path: '/api/contact/token' })
const FORM = { name: 'Omar Khalid', phone: '050 123 4567', phoneCountry: 'AE', form: 'home', language: 'en' }
const formPost = (fields: Record<string, string>) => site.send({ body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
const hiddenFields = (page: string) =>
  Object.fromEntries([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name, value.replace(/&amp;/g, '&')]))
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

it('GET /api/contact/token answers a new token, never cached, with the security headers; any other method 405', async () => {
  const [first, second] = [await askToken(), await askToken()]
  expect(first.status).toBe(200)
  expect(first.headers).toMatchObject({ 'cache-control': 'no-store', 'content-type': expect.stringMatching(/application\/json/), 'x-content-type-options': 'nosniff' })
  const { token } = JSON.parse(first.body)
  expect(token).toMatch(/^[\da-z]+\.[\w-]{22}\.production\.[\w-]+$/)
  expect(JSON.parse(second.body).token).not.toBe(token)
  const post = await askToken('POST')
  expect(post.status).toBe(405)
  expect(post.headers.allow).toBe('GET')
})

it('a token from the endpoint is refused until it is 2 s old, then carries one lead', async () => {
  const { token } = JSON.parse((await askToken()).body)
  const early = await site.postJson({ ...VALID, token })
  expect(early.status).toBe(400)
  expect(JSON.parse(early.body)).toMatchObject({ code: 'TOKEN_TOO_FRESH', retryAfterMs: expect.any(Number) })
  await wait(JSON.parse(early.body).retryAfterMs + 50)
  expect((await site.postJson({ ...VALID, token })).status).toBe(201)
})

it('takes a token for one lead only, however many posts race with it: the others get 400 and nothing is stored for them', async () => {
  const token = validToken()
  const before = (await site.stored()).size
  const received = webhook.received.length
  const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => site.postJson({ ...VALID, name: `Racer ${'abcdef'[index]}`, token })))
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400, 400])
  for (const refused of answers.filter((answer) => answer.status === 400)) expect(JSON.parse(refused.body).code).toBe('TOKEN_USED')
  expect((await site.stored()).size).toBe(before + 1)
  expect(webhook.received.length).toBe(received + 1)
})

it('without LEADS_FORM_SECRET, signs with a random secret kept once in the site store, the same for every token', async () => {
  delete process.env.LEADS_FORM_SECRET
  const { token } = JSON.parse((await askToken()).body)
  const kept = await getStore({ name: GATE_STORE_NAME, ...blobs.context }).get('form-secret', { type: 'text' })
  expect(kept).toMatch(/^[\w-]{43}$/)
  expect(kept).not.toBe(TEST_FORM_SECRET)
  // A token it signed is taken; one signed with the tests' secret is not.
  expect(JSON.parse((await site.postJson({ ...VALID, token: validToken() })).body).code).toBe('TOKEN_INVALID')
  expect((await site.postJson({ ...VALID, token: validToken({ secret: kept ?? '' }) })).status).toBe(201)
  expect(JSON.parse((await askToken()).body).token).not.toBe(token)
  expect(await getStore({ name: GATE_STORE_NAME, ...blobs.context }).get('form-secret', { type: 'text' })).toBe(kept)
})

it('a form without JavaScript is asked to confirm, nothing stored; confirming stores and delivers the lead and lands on the thank-you page', async () => {
  const before = (await site.stored()).size
  const received = webhook.received.length
  const page = await formPost({ ...FORM, token: '' })
  expect(page.status).toBe(200)
  expect(page.headers['content-security-policy']).toMatch(/form-action 'self'/)
  expect(page.body).toContain('action="/api/contact"')
  expect((await site.stored()).size).toBe(before)
  expect(webhook.received.length).toBe(received)
  await wait(2_100)
  const confirmed = await formPost(hiddenFields(page.body))
  expect(confirmed.status).toBe(303)
  expect(confirmed.headers.location).toBe('/thank-you/')
  const stored = [...(await site.stored()).values()].filter((record) => record.lead.name === 'Omar Khalid')
  expect(stored.map((record) => record.lead.phone)).toEqual(['+971501234567'])
  expect(webhook.received.length).toBe(received + 1)
})
