/**
 * A replayed form token cannot hold real leads (issue 44): the contact
 * function as Netlify bundles it, with the default flood limit (30 leads an
 * hour), the local Blobs server, a real webhook receiver for the leads and
 * one for the owners' alerts. Only a kept lead counts toward the hour, a
 * `held/` key names only a lead kept as held, and the redelivery run
 * reconciles the keys with the records: a stale key neither hides a flood
 * nor silences its alert.
 */
import type { ContactFunction } from '../../scripts/netlify-function'
import { blobsGateKeys, gateOver } from '../../src/lib/leads/store/form-gate'
import { heldRecord } from '../../src/lib/leads/store/lead-records'
import { configureAlerts, recordingReceiver } from '../support/alert-receivers'
import { startBlobs, type LocalBlobs } from '../support/blobs-server'
import { VALID } from '../support/contact-harness'
import { flakyWebhook } from '../support/flaky-receivers'
import { validToken } from '../support/form-token'
import { configureTargets, leadPlatform, leadsCommand, loadContactFunction, quietWarnings } from '../support/lead-platform'

let contact: ContactFunction
let blobs: LocalBlobs
let webhook: Awaited<ReturnType<typeof flakyWebhook>>
let alertHook: Awaited<ReturnType<typeof recordingReceiver>>

beforeAll(async () => {
  ;[webhook, alertHook, contact] = await Promise.all([flakyWebhook('ok'), recordingReceiver(), loadContactFunction({ floodPerHour: 30 })])
  configureTargets({ webhook: webhook.url })
  configureAlerts({ webhook: `${alertHook.origin}/hooks/owners` })
})
beforeEach(async () => {
  quietWarnings()
  blobs = await startBlobs()
  webhook.received.length = 0
  alertHook.received.length = 0
})
afterEach(() => blobs.stop())
afterAll(() => {
  configureAlerts({})
  webhook.close()
  alertHook.close()
})

const gateOf = () => gateOver(blobsGateKeys(blobs.context))

it('one token posted once, then replayed 40 times: each replay is refused, and a real lead after them is delivered, not held', async () => {
  const site = leadPlatform(contact, blobs)
  const token = validToken()
  const first = await site.postJson({ ...VALID, name: 'Layla Haddad', token })
  expect(first.status).toBe(201)
  for (let replay = 0; replay < 40; replay += 1) {
    const answer = await site.postJson({ ...VALID, name: `Replay ${replay}`, token })
    expect([answer.status, JSON.parse(answer.body).code]).toEqual([400, 'TOKEN_USED'])
  }
  const real = await site.postJson({ ...VALID, name: 'Omar Khalil' })
  expect(real.status).toBe(201)
  const ids = [first, real].map((answer) => JSON.parse(answer.body).id as string)
  const stored = await site.stored()
  expect(ids.map((id) => stored.get(id)?.status)).toEqual(['delivered', 'delivered'])
  expect(stored.size).toBe(2)
  expect(webhook.received.map((delivery) => delivery.leadId)).toEqual(ids)
  // No lead was held, so nothing names one: not the gate, not `leads held`, not the owners.
  expect(await gateOf().heldIds()).toEqual([])
  await site.runScheduled()
  expect((await leadsCommand(blobs, 'held')).stdout.trim()).toBe('no held leads')
  expect(alertHook.texts()).toEqual([])
}, 60_000)

it('the redelivery run drops a held key whose lead is not held, and notes a held lead the gate lost, so the next flood is told', async () => {
  const site = leadPlatform(contact, blobs)
  const delivered = JSON.parse((await site.postJson({ ...VALID, name: 'Layla Haddad' })).body).id as string
  const gate = gateOf()
  // A key left by the old flood step for a lead that was delivered, and one for a lead that no longer exists.
  await gate.hold(delivered)
  await gate.hold('00000000-0000-4000-8000-000000000000')
  let report = await site.runScheduled()
  expect(report.held).toBe(0)
  expect(await gate.heldIds()).toEqual([])
  expect(alertHook.texts()).toEqual([])

  // A lead kept as held whose key was never written: the run writes it, counts it and tells the owners.
  const [record] = (await site.stored()).values()
  const lost = { ...heldRecord({ ...record.lead, id: '11111111-1111-4111-8111-111111111111', name: 'Held visitor' }, ['webhook'], new Date()) }
  await site.store.add(lost.lead.id, lost)
  report = await site.runScheduled()
  expect(report.held).toBe(1)
  expect(await gate.heldIds()).toEqual([lost.lead.id])
  expect(alertHook.texts()).toEqual([expect.stringMatching(/1 lead held/)])
  expect(webhook.received).toHaveLength(1)
}, 60_000)
