/**
 * A lead is kept in Netlify Blobs before any target is tried, and the
 * visitor is thanked once it is kept: the contact function bundled as
 * Netlify bundles it, called with a Request and a Netlify-shaped Context,
 * the Blobs context in its environment, against the local Blobs server, a
 * real webhook receiver and a real SMTP server.
 */
import type { ContactFunction } from '../../scripts/netlify-function'
import { startBlobs, type LocalBlobs } from '../support/blobs-server'
import { flakyMailbox, flakyWebhook } from '../support/flaky-receivers'
import { configureTargets, lead, leadPlatform, loadContactFunction, STORE_DOWN, quietWarnings, runUntilNothingDue } from '../support/lead-platform'

let handler: ContactFunction
let blobs: LocalBlobs

beforeAll(async () => {
  blobs = await startBlobs()
  handler = await loadContactFunction()
})
afterAll(() => blobs.stop())

beforeEach(() => void quietWarnings())

const MINUTE = 60_000

it('stores a lead first, thanks the visitor and records that every target accepted it', async () => {
  const webhook = await flakyWebhook('ok')
  const mailbox = await flakyMailbox('ok')
  configureTargets({ webhook: webhook.url, smtp: mailbox.url })
  const site = leadPlatform(handler, blobs)
  try {
    const answer = await site.postJson(lead(1))
    expect(answer.status).toBe(201)
    const { id } = JSON.parse(answer.body)
    const record = await site.store.read(id)
    expect(record).toMatchObject({ status: 'delivered', lead: { id, name: 'Visitor 1', phone: '+971501200001' } })
    expect(record?.targets.webhook.acceptedAt).toBeDefined()
    expect(record?.targets.email.acceptedAt).toBeDefined()
    expect(record?.claim).toBeUndefined()
    expect(webhook.received).toEqual([{ leadId: id, key: id }])
    expect(mailbox.messages.map((message) => message.messageId)).toEqual([`<lead-${id}@northwindgrowth.com>`])
  } finally {
    webhook.close()
    await mailbox.close()
  }
})

it('sends a visitor without JavaScript to the thank-you page once the lead is stored, though the webhook is down', async () => {
  const webhook = await flakyWebhook('refuse')
  configureTargets({ webhook: webhook.url })
  const site = leadPlatform(handler, blobs)
  const answer = await site.postForm({ name: 'Omar', phone: '+971501234567', form: 'home', language: 'ar' })
  expect(answer.status).toBe(303)
  expect(answer.headers.location).toBe('/ar/thank-you/')
  const waiting = [...(await site.stored()).values()].filter((record) => record.lead.name === 'Omar')
  expect(waiting).toEqual([expect.objectContaining({ status: 'pending', targets: { webhook: expect.objectContaining({ attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) }) } })])
})

describe.each([
  ['answers 500 to every other request', 'fail-every-other' as const],
  ['hangs', 'hang' as const],
])('a webhook that %s', (_story, mode) => {
  it('the visitor is thanked, and the lead is delivered later, once', async () => {
    const webhook = await flakyWebhook(mode)
    configureTargets({ webhook: webhook.url })
    const site = leadPlatform(handler, blobs)
    try {
      // The first request is the one refused (or left hanging, for the 5 s the function waits).
      const answer = await site.postJson(lead(2))
      expect(answer.status).toBe(201)
      const { id } = JSON.parse(answer.body)
      expect((await site.store.read(id))?.status).toBe('pending')
      if (mode === 'hang') await webhook.setMode('ok')

      await runUntilNothingDue((now) => site.runScheduled({ now }), Date.now(), 2 * MINUTE)
      expect((await site.store.read(id))?.status).toBe('delivered')
      expect(webhook.received.filter((delivery) => delivery.leadId === id)).toEqual([{ leadId: id, key: id }])
    } finally {
      webhook.close()
    }
  })
})

describe('when the store itself is down', () => {
  const storeDown = { blobsContext: STORE_DOWN }

  it('a lead every target accepted is thanked, one they refuse is answered 502: nothing thanked is kept nowhere', async () => {
    const webhook = await flakyWebhook('ok')
    configureTargets({ webhook: webhook.url })
    const site = leadPlatform(handler, blobs)
    try {
      const accepted = await site.postJson(lead(3), storeDown)
      expect(accepted.status).toBe(201)
      expect(webhook.received.map((delivery) => delivery.leadId)).toEqual([JSON.parse(accepted.body).id])

      await webhook.setMode('refuse')
      const refused = await site.postJson(lead(4), storeDown)
      expect(refused.status).toBe(502)
      expect(JSON.parse(refused.body).message).toMatch(/could not pass your details/)
      expect(webhook.received).toHaveLength(1)
    } finally {
      webhook.close()
    }
  })

  it('a form posted without JavaScript is answered with the page offering the e-mail', async () => {
    const webhook = await flakyWebhook('refuse')
    configureTargets({ webhook: webhook.url })
    const answer = await leadPlatform(handler, blobs).postForm(lead(5), storeDown)
    expect(answer.status).toBe(502)
    expect(answer.body).toContain('mailto:hello@northwindgrowth.com')
  })
})
