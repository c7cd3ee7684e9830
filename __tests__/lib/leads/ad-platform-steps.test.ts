/**
 * @jest-environment node
 *
 * The contact handler's two ad-platform steps, each alone: `adPlatform`
 * decides before the lead is kept, `tellAdPlatform` hands one attempt to
 * waitUntil and writes its outcome onto the kept lead; neither ever answers.
 */
import type { ConversionSender } from '../../../src/lib/conversions/sending'
import { adPlatform, tellAdPlatform } from '../../../src/lib/leads/contact-steps/ad-platform'
import type { Counted } from '../../../src/lib/leads/contact-steps/state'
import { createRateLimiter } from '../../../src/lib/security/rate-limit'
import { heldRecord, newRecord } from '../../../src/lib/leads/store/lead-records'
import type { LeadRecord, StoredLead } from '../../../src/lib/leads/types'
import { storedLead } from '../../support/stored-lead'

const NOW = new Date('2026-11-27T10:00:00Z')
const lead = (consented: boolean): StoredLead =>
  storedLead({ receivedAt: NOW.toISOString(), source: { channel: 'paid', fbclid: 'IwAR-1' }, consent: { adMeasurement: consented, version: '2026-11-27' } })
const sent: string[] = []
const meta: ConversionSender = { platform: 'meta', sends: () => true, send: async ({ lead: { id } }) => (sent.push(id), { accepted: true }) }
const logs: string[] = []

/** The state the steps read, as far as they read it: the lead, its targets, and once kept its record. */
function state(consented: boolean, more: Partial<Counted> = {}): Counted & { work: Promise<unknown>[] } {
  const work: Promise<unknown>[] = []
  const state = {
    work,
    input: { method: 'POST', body: '', clientAddress: '198.51.100.23', userAgent: 'Mozilla/5.0', waitUntil: (promise: Promise<unknown>) => void work.push(promise) },
    deps: { plan: () => ({ ok: true, targets: [], timeoutMs: 1000 }), store: () => undefined, retryMinSeconds: 60, limiter: createRateLimiter(0), now: () => NOW, newId: () => 'lead-1', log: (line: string) => void logs.push(line), conversions: [meta], gate: () => { throw new Error('these steps read no form gate') }, floodPerHour: 0 },
    now: NOW,
    reply: { format: 'json', locale: 'en' },
    lead: lead(consented),
    targets: { list: [], timeoutMs: 1000 },
    held: false,
    ...more,
  }
  return state as unknown as Counted & { work: Promise<unknown>[] }
}

it("adPlatform: a consented lead from Meta's ad is to be sent to Meta, with the visitor's signals; without consent, or on a deploy preview, the state passes on unchanged", async () => {
  const decided = adPlatform(state(true))
  expect(decided.conversions).toEqual({ meta: { attempts: 0, nextAttemptAt: '2026-11-27T10:01:00.000Z', visitor: { ip: '198.51.100.23', userAgent: 'Mozilla/5.0' } } })
  const unticked = state(false)
  expect(await adPlatform(unticked)).toBe(unticked)
  const preview = state(true, { targets: { list: [], timeoutMs: 1000, quiet: true } })
  expect(await adPlatform(preview)).toBe(preview)
})

it('tellAdPlatform: one attempt after the answer, its outcome written onto the kept lead; nothing to do for a lead with no platform', async () => {
  const written: LeadRecord[] = []
  const record: LeadRecord = { ...newRecord(lead(true), [], NOW, 'contact'), conversions: { meta: { attempts: 0, nextAttemptAt: NOW.toISOString() } } }
  const telling = state(true, { record, kept: { settle: async (next) => Boolean(written.push(next)) } })
  expect(await tellAdPlatform(telling)).toBe(telling)
  expect(telling.work).toHaveLength(1)
  await Promise.all(telling.work)
  expect(sent).toEqual(['lead-1'])
  expect(written.map((next) => next.conversions?.meta?.acceptedAt)).toEqual([NOW.toISOString()])

  const none = state(true, { record: newRecord(lead(true), [], NOW, 'contact') })
  expect(await tellAdPlatform(none)).toBe(none)
  expect(none.work).toEqual([])
})

it('tellAdPlatform: a lead held during a flood is told of only once an owner releases it (the redelivery run)', async () => {
  const record: LeadRecord = { ...heldRecord(lead(true), [], NOW), conversions: { meta: { attempts: 0, nextAttemptAt: NOW.toISOString() } } }
  const held = state(true, { record, held: true, kept: { settle: async () => true } })
  expect(await tellAdPlatform(held)).toBe(held)
  expect(held.work).toEqual([])
})
