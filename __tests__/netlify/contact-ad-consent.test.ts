/**
 * The ad consent box through the contact function Netlify runs (bundled as
 * Netlify bundles it, called with a Request and a Context, leads kept in
 * @netlify/blobs' local server and read back from it): ticked, posted as a
 * browser posts a box without a value or as the site's script sends it, the
 * kept lead says so with the date of the wording; unticked or missing, it
 * says no, and the lead reaches the agency as any other.
 */
import site from '../../content/site.json'
import type { StoredLead } from '../../src/lib/leads/types'
import { startBlobs, type LocalBlobs } from '../support/blobs-server'
import { VALID } from '../support/contact-harness'
import { flakyWebhook } from '../support/flaky-receivers'
import { configureTargets, leadPlatform, loadContactFunction, quietWarnings } from '../support/lead-platform'

let blobs: LocalBlobs
let webhook: Awaited<ReturnType<typeof flakyWebhook>>
let platform: ReturnType<typeof leadPlatform>

beforeAll(async () => {
  for (const name of ['NETLIFY', 'CONTEXT']) delete process.env[name]
  const [started, receiver, contact] = await Promise.all([startBlobs(), flakyWebhook('ok'), loadContactFunction()])
  ;[blobs, webhook] = [started, receiver]
  platform = leadPlatform(contact, blobs)
})
afterAll(async () => {
  webhook.close()
  await blobs.stop()
})
beforeEach(() => {
  configureTargets({ webhook: webhook.url })
  quietWarnings()
})
afterEach(() => jest.restoreAllMocks())

/** The lead kept under the id an answer gave. */
async function kept(answer: { status: number; body: string; headers: Record<string, string> }): Promise<StoredLead | undefined> {
  const stored = [...(await platform.stored()).values()].map((record) => record.lead)
  const id = answer.status === 201 ? JSON.parse(answer.body).id : undefined
  return id ? stored.find((lead) => lead.id === id) : undefined
}

/** The lead kept for a visitor posting without JavaScript, found by their (unique) name. */
async function keptByName(name: string): Promise<StoredLead | undefined> {
  return [...(await platform.stored()).values()].map((record) => record.lead).find((lead) => lead.name === name)
}

const CONSENTED = { adMeasurement: true, version: site.adConsentVersion }
const NOT_CONSENTED = { adMeasurement: false, version: site.adConsentVersion }

describe('from the site script', () => {
  it('"adConsent": true keeps the consent and the wording date', async () => {
    const answer = await platform.postJson({ ...VALID, name: 'Consent Json Yes', adConsent: true })
    expect(answer.status).toBe(201)
    expect((await kept(answer))?.consent).toEqual(CONSENTED)
  })

  it('"adConsent": false, or no field, keeps no consent, and the webhook gets the lead as any other', async () => {
    for (const [name, extra] of [['Consent Json False', { adConsent: false }], ['Consent Json Absent', {}]] as const) {
      const answer = await platform.postJson({ ...VALID, name, ...extra })
      expect(answer.status).toBe(201)
      const lead = await kept(answer)
      expect(lead?.consent).toEqual(NOT_CONSENTED)
      expect(webhook.received.map((delivery) => delivery.leadId)).toContain(lead?.id)
    }
  })
})

describe('without JavaScript', () => {
  const form = (name: string) => ({ name, phone: '050 123 4567', phoneCountry: 'AE', form: 'landing', language: 'ar' })

  it('adConsent=on keeps the consent and the wording date', async () => {
    expect((await platform.postForm({ ...form('Consent Form Yes'), adConsent: 'on' })).status).toBe(303)
    expect((await keptByName('Consent Form Yes'))?.consent).toEqual(CONSENTED)
  })

  it('a form without the field keeps no consent', async () => {
    expect((await platform.postForm(form('Consent Form Absent'))).status).toBe(303)
    expect((await keptByName('Consent Form Absent'))?.consent).toEqual(NOT_CONSENTED)
  })
})
