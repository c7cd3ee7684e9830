/**
 * What the redelivery run deletes besides old leads (issue 44), through the
 * contact function as Netlify bundles it, the scheduled run as Netlify calls
 * it and the local Blobs server: the form gate's arrival keys after their
 * hour and spent-token keys after their tokens' last day; a preview's leads
 * after a week. And `npm run leads -- forget` finds a preview's lead too.
 */
import type { ContactFunction } from '../../scripts/netlify-function'
import { leadBlobs } from '../../src/lib/leads/store/blobs-store'
import { blobsGateKeys } from '../../src/lib/leads/store/form-gate'
import { DEPLOY_ID, REGION, startBlobs, type LocalBlobs } from '../support/blobs-server'
import { VALID } from '../support/contact-harness'
import { flakyWebhook } from '../support/flaky-receivers'
import { configureTargets, leadPlatform, leadsCommand, loadContactFunction, quietWarnings, seedPreviewSecret } from '../support/lead-platform'

let contact: ContactFunction
let blobs: LocalBlobs
let webhook: Awaited<ReturnType<typeof flakyWebhook>>

beforeAll(async () => {
  ;[blobs, webhook, contact] = await Promise.all([startBlobs(), flakyWebhook('ok'), loadContactFunction({ floodPerHour: 30 })])
  configureTargets({ webhook: webhook.url })
  await seedPreviewSecret(blobs)
}, 120_000)
beforeEach(() => void quietWarnings())
afterAll(async () => {
  webhook.close()
  await blobs.stop()
}, 120_000)

const HOUR = 3_600_000
const DAY = 24 * HOUR
const keysUnder = async (folder: string) => {
  const keys: string[] = []
  for await (const page of blobsGateKeys(blobs.context).pages(folder)) keys.push(...page)
  return keys.sort()
}

it("deletes arrival keys once their hour is past, and spent tokens' keys once no token of their day can be posted", async () => {
  const gate = blobsGateKeys(blobs.context)
  const now = Date.parse('2026-12-10T12:30:00Z')
  const arrival = (ms: number) => `arrivals/${new Date(ms).toISOString().slice(0, 13)}/${String(ms).padStart(15, '0')}-lead`
  const spent = (ms: number) => `tokens/${new Date(ms).toISOString().slice(0, 10)}/token-${ms}`
  // A lead kept now writes its own arrival; a token's key is the leads file's (the gate's `spend`).
  for (const key of [arrival(now - 3 * HOUR), arrival(now - 2 * HOUR), arrival(now - HOUR), arrival(now - 60_000), spent(now - 3 * DAY), spent(now - 2 * DAY), spent(now - DAY), spent(now)]) {
    expect(await gate.addIfNew(key, '')).toBe(true)
  }
  const site = leadPlatform(contact, blobs)
  await site.runScheduled({ now: () => new Date(now) })
  // The hour before is still counted by a lead arriving now (store/form-gate.ts's `arrive`); a token of yesterday may still be posted today.
  expect(await keysUnder('arrivals/')).toEqual([arrival(now - HOUR), arrival(now - 60_000)])
  expect(await keysUnder('tokens/')).toEqual([spent(now - DAY), spent(now)])
}, 120_000)

it("deletes a preview's leads a week after they arrived, and forgets the deploy; `leads forget` finds them before that", async () => {
  const site = leadPlatform(contact, blobs)
  const answer = await site.postJson({ ...VALID, name: 'Preview tester', phone: '+971501110000' }, { deployContext: 'deploy-preview' })
  expect(answer.status).toBe(201)
  const preview = leadBlobs(blobs.context, { deployID: DEPLOY_ID, region: REGION })
  expect((await preview.list()).map((entry) => entry.key)).toEqual([JSON.parse(answer.body).id])

  const found = await leadsCommand(blobs, 'forget', '--phone', '+971501110000')
  expect(found.stdout).toMatch(new RegExp(`1 lead with the number \\+971501110000 in .*${DEPLOY_ID}`))

  await site.runScheduled({ now: () => new Date(Date.now() + 6 * DAY) })
  expect(await preview.list()).toHaveLength(1)
  await site.runScheduled({ now: () => new Date(Date.now() + 7 * DAY + 60_000) })
  expect(await preview.list()).toEqual([])
  expect(await keysUnder('previews/')).toEqual([])
  expect((await leadsCommand(blobs, 'forget', '--phone', '+971501110000')).stdout).not.toMatch(/1 lead with/)
}, 120_000)

it('`leads forget --yes` erases a preview lead from its deploy store as well as the site store', async () => {
  const site = leadPlatform(contact, blobs)
  const phone = '+971501110001'
  expect((await site.postJson({ ...VALID, name: 'Preview visitor', phone }, { deployContext: 'deploy-preview' })).status).toBe(201)
  expect((await site.postJson({ ...VALID, name: 'Real visitor', phone })).status).toBe(201)
  const erased = await leadsCommand(blobs, 'forget', '--phone', phone, '--yes')
  expect(erased.stdout.match(/Erased 1 lead/g)).toHaveLength(2)
  const everywhere = [...(await site.stored()).values(), ...(await Promise.all((await leadBlobs(blobs.context, { deployID: DEPLOY_ID, region: REGION }).list()).map(({ key }) => leadBlobs(blobs.context, { deployID: DEPLOY_ID, region: REGION }).read(key))))]
  expect(everywhere.filter((record) => record?.lead.phone === phone)).toEqual([])
}, 120_000)
