/**
 * A flood is held, not delivered: the contact function as Netlify bundles
 * it, with LEADS_FLOOD_PER_HOUR at 3, against the local Blobs server, a real
 * webhook receiver for the leads and one for the owners' alerts. Past the
 * hour's limit every lead is still stored, marked held, and reaches no
 * target; the scheduled run never delivers it and tells the owners once;
 * `npm run leads -- held` lists them and `release` hands them to the next
 * run. And the run lists a store of any size, page after page.
 */
import type { ContactFunction } from '../../scripts/netlify-function'
import { configureAlerts, recordingReceiver } from '../support/alert-receivers'
import { startBlobs, type LocalBlobs } from '../support/blobs-server'
import { VALID } from '../support/contact-harness'
import { flakyWebhook } from '../support/flaky-receivers'
import { configureTargets, leadPlatform, leadsCommand, loadContactFunction, quietWarnings } from '../support/lead-platform'

let contact: ContactFunction
let blobs: LocalBlobs
let webhook: Awaited<ReturnType<typeof flakyWebhook>>
let alertHook: Awaited<ReturnType<typeof recordingReceiver>>

beforeAll(async () => {
  ;[blobs, webhook, alertHook, contact] = await Promise.all([startBlobs(), flakyWebhook('ok'), recordingReceiver(), loadContactFunction({ floodPerHour: 3 })])
  configureTargets({ webhook: webhook.url })
  configureAlerts({ webhook: `${alertHook.origin}/hooks/owners` })
})
beforeEach(() => void quietWarnings())
afterAll(async () => {
  configureAlerts({})
  webhook.close()
  alertHook.close()
  await blobs.stop()
})

it('past 3 leads in an hour, the next are stored but held, never delivered by a run, told once, listed, and delivered once released', async () => {
  const site = leadPlatform(contact, blobs)
  const answers = []
  for (let index = 1; index <= 6; index += 1) answers.push(await site.postJson({ ...VALID, name: `Flood visitor ${'abcdef'[index - 1]}` }))
  // Every visitor is thanked: a flood learns nothing, and a real visitor in it is not turned away.
  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201])
  const ids = answers.map((answer) => JSON.parse(answer.body).id as string)
  expect(webhook.received).toHaveLength(3)

  const stored = await site.stored()
  expect(ids.map((id) => stored.get(id)?.status)).toEqual(['delivered', 'delivered', 'delivered', 'held', 'held', 'held'])

  // Runs, now and much later: the held leads stay held, and the owners hear once how many.
  for (const minutes of [1, 2, 90]) await site.runScheduled({ now: () => new Date(Date.now() + minutes * 60_000) })
  expect(webhook.received).toHaveLength(3)
  const later = await site.stored()
  expect(ids.slice(3).map((id) => later.get(id)?.status)).toEqual(['held', 'held', 'held'])
  const alerts = alertHook.texts()
  expect(alerts).toHaveLength(1)
  expect(alerts[0]).toMatch(/3 leads held/)
  expect(alerts[0]).toMatch(/npm run leads -- held/)

  const held = await leadsCommand(blobs, 'held')
  expect(held.stdout.trim().split('\n')).toEqual(ids.slice(3).map((id) => expect.stringContaining(id)))

  const one = await leadsCommand(blobs, 'release', ids[3])
  expect(one.stdout).toMatch(/1 lead released/)
  await site.runScheduled()
  expect(webhook.received).toHaveLength(4)
  const all = await leadsCommand(blobs, 'release', '--all')
  expect(all.stdout).toMatch(/2 leads released/)
  await site.runScheduled()
  expect(webhook.received).toHaveLength(6)
  const after = await site.stored()
  expect(ids.map((id) => after.get(id)?.status)).toEqual(Array(6).fill('delivered'))
  expect((await leadsCommand(blobs, 'held')).stdout.trim()).toBe('no held leads')
  // Four runs of the agency's command, each a Node process of its own.
}, 120_000)
