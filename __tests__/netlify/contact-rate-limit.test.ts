/**
 * The per-address limit in the contact function as Netlify runs it: keyed by
 * `context.ip`, the address Netlify saw, so the forwarding headers a visitor
 * can write (X-Forwarded-For, X-Real-IP, x-nf-client-connection-ip) change
 * nothing; an IPv6 visitor is counted per /64. Its own file: the limit is
 * read once, when the function loads.
 */
import type { ContactFunction } from '../../scripts/netlify-function'
import { startBlobs, type LocalBlobs } from '../support/blobs-server'
import { VALID } from '../support/contact-harness'
import { flakyWebhook } from '../support/flaky-receivers'
import { configureTargets, leadPlatform, loadContactFunction } from '../support/lead-platform'

let contact: ContactFunction
let blobs: LocalBlobs
let webhook: Awaited<ReturnType<typeof flakyWebhook>>

beforeAll(async () => {
  ;[blobs, webhook] = await Promise.all([startBlobs(), flakyWebhook('ok')])
  configureTargets({ webhook: webhook.url })
  contact = await loadContactFunction({ ratePerMinute: 5 })
})
afterAll(async () => {
  webhook.close()
  await blobs.stop()
})

it('answers 429 with Retry-After to the sixth lead in a minute from one address, whatever headers it forges; another address is served', async () => {
  const site = leadPlatform(contact, blobs)
  const from = (ip: string, forged: string) =>
    site.send(
      {
        body: JSON.stringify(VALID),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged, 'x-real-ip': forged, 'x-nf-client-connection-ip': forged },
      },
      { ip },
    )
  for (let sent = 0; sent < 5; sent += 1) expect((await from('198.51.100.7', `203.0.113.${sent}`)).status).toBe(201)
  const limited = await from('198.51.100.7', '203.0.113.99')
  expect(limited.status).toBe(429)
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  expect(JSON.parse(limited.body).message).toMatch(/wait \d+ seconds/)
  expect((await from('198.51.100.8', '198.51.100.7')).status).toBe(201)
  expect((await site.stored()).size).toBe(6)
})

it('counts an IPv6 visitor per /64: a sixth lead from another address of the same /64 is answered 429, another /64 is served', async () => {
  const site = leadPlatform(contact, blobs)
  const from = (ip: string) => site.send({ body: JSON.stringify(VALID), headers: { 'content-type': 'application/json' } }, { ip })
  const before = (await site.stored()).size
  for (let host = 1; host <= 5; host += 1) expect((await from(`2001:db8:77:1::${host}`)).status).toBe(201)
  const limited = await from('2001:db8:77:1:ffff:abcd:1234:5678')
  expect(limited.status).toBe(429)
  expect(JSON.parse(limited.body).message).toMatch(/wait \d+ seconds/)
  expect((await from('2001:db8:77:2::1')).status).toBe(201)
  expect((await site.stored()).size).toBe(before + 6)
})
