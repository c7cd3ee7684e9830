/**
 * A form token belongs to the deploy it was issued on (issue 44): the
 * contact function as Netlify bundles and calls it, with the local Blobs
 * server. A token names its deploy context and is good only there; a
 * preview signs with a secret of its own, kept in its deploy's store, and
 * never with LEADS_FORM_SECRET; and the token's address has a limit of its
 * own, apart from the posts'.
 */
import { getDeployStore, getStore } from '@netlify/blobs'
import type { ContactFunction } from '../../scripts/netlify-function'
import { GATE_STORE_NAME } from '../../src/lib/leads/store/form-gate'
import { DEPLOY_ID, REGION, startBlobs, type LocalBlobs } from '../support/blobs-server'
import { VALID } from '../support/contact-harness'
import { flakyWebhook } from '../support/flaky-receivers'
import { TEST_FORM_SECRET } from '../support/form-token'
import { configureTargets, leadPlatform, loadContactFunction, quietWarnings } from '../support/lead-platform'

let blobs: LocalBlobs
let webhook: Awaited<ReturnType<typeof flakyWebhook>>

beforeAll(async () => {
  ;[blobs, webhook] = await Promise.all([startBlobs(), flakyWebhook('ok')])
  configureTargets({ webhook: webhook.url })
})
beforeEach(() => void quietWarnings())
afterAll(async () => {
  webhook.close()
  await blobs.stop()
})

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const tokenOn = async (site: ReturnType<typeof leadPlatform>, deployContext: string) =>
  JSON.parse((await site.send({ method: 'GET', path: '/api/contact/token' }, { deployContext })).body).token as string

describe('with the posts unlimited', () => {
  let contact: ContactFunction
  beforeAll(async () => void (contact = await loadContactFunction()))

  it('a token minted on a deploy preview is refused in production, one minted in production is refused on a preview, each is good where it was issued', async () => {
    const site = leadPlatform(contact, blobs)
    const [preview, production, branch] = [await tokenOn(site, 'deploy-preview'), await tokenOn(site, 'production'), await tokenOn(site, 'branch-deploy')]
    await wait(2_100)
    for (const [token, deployContext] of [[preview, 'production'], [production, 'deploy-preview'], [branch, 'deploy-preview'], [preview, 'branch-deploy']]) {
      const answer = await site.postJson({ ...VALID, token }, { deployContext })
      expect([deployContext, answer.status, JSON.parse(answer.body).code]).toEqual([deployContext, 400, 'TOKEN_INVALID'])
    }
    expect((await site.postJson({ ...VALID, token: production })).status).toBe(201)
    expect((await site.postJson({ ...VALID, token: preview }, { deployContext: 'deploy-preview' })).status).toBe(201)
  })

  it("a preview signs with a secret of its own, kept in its deploy's store; LEADS_FORM_SECRET signs production's only", async () => {
    const site = leadPlatform(contact, blobs)
    expect(process.env.LEADS_FORM_SECRET).toBe(TEST_FORM_SECRET)
    await tokenOn(site, 'deploy-preview')
    const previewSecret = await getDeployStore({ name: GATE_STORE_NAME, deployID: DEPLOY_ID, region: REGION, ...blobs.context }).get('form-secret', { type: 'text' })
    expect(previewSecret).toMatch(/^[\w-]{43}$/)
    expect(previewSecret).not.toBe(TEST_FORM_SECRET)
    // Production signs with the setting and writes no secret of its own to the site's store.
    await tokenOn(site, 'production')
    expect(await getStore({ name: GATE_STORE_NAME, ...blobs.context }).get('form-secret', { type: 'text' })).toBeNull()
  })
})

it('GET /api/contact/token has its own limit of 60 a minute per address, apart from the posts', async () => {
  const site = leadPlatform(await loadContactFunction({ ratePerMinute: 5 }), blobs, { ip: '198.51.100.60' })
  const statuses: number[] = []
  for (let index = 0; index < 60; index += 1) statuses.push((await site.send({ method: 'GET', path: '/api/contact/token' })).status)
  expect(statuses).toEqual(Array(60).fill(200))
  const limited = await site.send({ method: 'GET', path: '/api/contact/token' })
  expect(limited.status).toBe(429)
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  // Sixty tokens asked for use up nothing of the posts' limit.
  expect((await site.postJson(VALID)).status).toBe(201)
  // Another address behind it is not held back.
  expect((await site.send({ method: 'GET', path: '/api/contact/token' }, { ip: '198.51.100.61' })).status).toBe(200)
})
