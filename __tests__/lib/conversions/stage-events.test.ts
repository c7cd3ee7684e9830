/**
 * @jest-environment node
 *
 * A lead's later stages told to the platform whose ad brought it, through
 * the real senders and the three platforms' stand-ins (built to their
 * published formats): each stage once, with `<lead id>:<stage>`, the right
 * action, event, value and currency; a move back sends nothing (Google
 * documents no retraction in Data Manager, and the record says so); a
 * stage after the window is "too late" and unsent; a lead without consent
 * or from an organic visit sends nothing at any stage; and what the first
 * attempt leaves is sent by the redelivery run with the same ids.
 */
import { NO_RETRACTION, STATUS_CHECK_AFTER_MS } from '../../../src/lib/conversions/conversion-records'
import { googleSender } from '../../../src/lib/conversions/google/sender'
import { metaSender } from '../../../src/lib/conversions/meta/sender'
import { snapSender } from '../../../src/lib/conversions/snapchat/sender'
import type { ConversionSender } from '../../../src/lib/conversions/sending'
import { stageEventsOnSave } from '../../../src/lib/conversions/stage-events'
import type { LeadStage, StageChange, StagedRecord } from '../../../src/lib/conversions/stages'
import { redeliver } from '../../../src/lib/leads/redelivery/redeliver'
import type { LeadRecord, LeadRecordStore } from '../../../src/lib/leads/types'
import { googleStandIn } from '../../support/ad-platforms/google-data-manager'
import { metaStandIn } from '../../support/ad-platforms/meta-capi'
import { snapStandIn } from '../../support/ad-platforms/snapchat-capi'
import { standingsOf } from '../../support/send-standings'
import { storedLead } from '../../support/stored-lead'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
let google: Awaited<ReturnType<typeof googleStandIn>>
let meta: Awaited<ReturnType<typeof metaStandIn>>
let snap: Awaited<ReturnType<typeof snapStandIn>>
let senders: ConversionSender[]

beforeEach(async () => {
  ;[google, meta, snap] = await Promise.all([googleStandIn(), metaStandIn(), snapStandIn()])
  senders = [googleSender(google.env), metaSender(meta.env), snapSender(snap.env)]
})
afterEach(() => Promise.all([google.close(), meta.close(), snap.close()]))

const CLICKS = { google: { gclid: 'gclid-1' }, meta: { fbclid: 'IwAR-1', utmMedium: 'paid_social' }, snapchat: { scCid: 'sccid-1' } }
type From = keyof typeof CLICKS

/** A stored lead from `from`'s ad, received `ageMs` ago, its own event accepted by that platform. */
function record(from: From | 'organic', { ageMs = 60 * MINUTE, consent = true } = {}): StagedRecord {
  const receivedAt = new Date(Date.now() - ageMs).toISOString()
  const lead = storedLead({
    id: `lead-${from}`,
    receivedAt,
    form: 'landing',
    source: from === 'organic' ? { channel: 'organic', referrer: 'https://www.google.com' } : { channel: 'paid', formPage: '/lp/free-evaluation/', ...CLICKS[from] },
    consent: { adMeasurement: consent, version: '2026-12-02' },
  })
  const told = consent && from !== 'organic'
  return { lead, targets: {}, status: 'delivered', deliveredAt: receivedAt, stage: 'new', ...(told && { conversions: { [from]: { attempts: 1, acceptedAt: receivedAt } } }) }
}

/** The inbox's save of a stage, then its onStageSaved: the record as it was written. */
async function save(current: StagedRecord, to: LeadStage, value?: number): Promise<StagedRecord> {
  const change: StageChange = { at: new Date().toISOString(), by: 'owner@example.com', from: current.stage ?? 'new', to, ...(value !== undefined && { value }) }
  const saved: StagedRecord = { ...current, stage: to, ...(value !== undefined && { value }), history: [...(current.history ?? []), change] }
  let written = saved
  await stageEventsOnSave({ senders, now: () => new Date(), retryMinSeconds: 60, log: () => undefined })(saved, change, async (next) => ((written = next), true))
  return written
}

const googleSent = () => google.events.map(({ conversionActionId, event }) => ({ action: conversionActionId, id: event.transactionId, click: event.adIdentifiers, phone: event.userData, value: event.conversionValue, currency: event.currency }))
const metaSent = () => meta.events.map(({ event }) => ({ name: event.event_name, id: event.event_id, custom: event.custom_data }))
const snapSent = () => snap.events.map(({ event }) => ({ name: event.event_name, id: event.event_id, custom: event.custom_data }))

it('a Won after a Qualified sends both to Google, each to its action, with the same click id and number, the Won with its value in AED', async () => {
  let lead = await save(record('google'), 'qualified')
  lead = await save(lead, 'won', 12_500)
  const phone = { userIdentifiers: [{ phoneNumber: expect.stringMatching(/^[0-9a-f]{64}$/) }] }
  expect(googleSent()).toEqual([
    { action: google.env.GOOGLE_ADS_QUALIFIED_CONVERSION_ACTION_ID, id: 'lead-google:qualified', click: { gclid: 'gclid-1' }, phone, value: undefined, currency: undefined },
    { action: google.env.GOOGLE_ADS_WON_CONVERSION_ACTION_ID, id: 'lead-google:won', click: { gclid: 'gclid-1' }, phone, value: 12_500, currency: 'AED' },
  ])
  expect(googleSent()[0].phone).toEqual(googleSent()[1].phone)
  // Taken, and "sent" only once Google's requestStatus says so, on a later run.
  expect(standingsOf(lead)).toContainEqual({ stage: 'qualified', state: 'received', at: expect.any(String) })
  // Saved again, a stage is not sent twice; a Meeting booked has no Google action.
  await save(await save(lead, 'qualified'), 'meeting')
  expect(google.events).toHaveLength(2)
  expect(meta.events.length + snap.events.length).toBe(0)
})

it('a Won after a Qualified sends both to Meta and to Snapchat, with their event names and the value; a Meeting booked to Meta as Schedule', async () => {
  let fromMeta = await save(record('meta'), 'qualified')
  fromMeta = await save(fromMeta, 'meeting')
  fromMeta = await save(fromMeta, 'won', 9_000)
  let fromSnap = await save(record('snapchat'), 'qualified')
  fromSnap = await save(fromSnap, 'meeting')
  fromSnap = await save(fromSnap, 'won', 9_000)
  const crm = { event_source: 'crm', lead_event_source: expect.any(String) }
  expect(metaSent()).toEqual([
    { name: 'QualifiedLead', id: 'lead-meta:qualified', custom: crm },
    { name: 'Schedule', id: 'lead-meta:meeting', custom: crm },
    { name: 'Purchase', id: 'lead-meta:won', custom: { ...crm, value: 9_000, currency: 'AED' } },
  ])
  expect(snapSent()).toEqual([
    { name: 'CUSTOM_EVENT_1', id: 'lead-snapchat:qualified', custom: undefined },
    { name: 'PURCHASE', id: 'lead-snapchat:won', custom: { value: 9_000, currency: 'AED' } },
  ])
  const sent = { state: 'sent', at: expect.any(String) }
  expect(standingsOf(fromMeta)).toEqual([{ stage: 'lead', state: 'sent', at: fromMeta.lead.receivedAt }, { stage: 'qualified', ...sent }, { stage: 'meeting', ...sent }, { stage: 'won', ...sent }])
  expect(fromSnap.conversions?.snapchat?.stages?.meeting).toBeUndefined()
  expect(google.events).toEqual([])
})

it("a Junk after a Qualified sends nothing more: Google's Data Manager documents no retraction, which the lead records; nothing to Meta or Snapchat", async () => {
  const fromGoogle = await save(await save(record('google'), 'qualified'), 'junk')
  const fromMeta = await save(await save(record('meta'), 'qualified'), 'junk')
  const fromSnap = await save(await save(record('snapchat'), 'qualified'), 'lost')
  expect(googleSent().map((sent) => sent.id)).toEqual(['lead-google:qualified'])
  expect(metaSent().map((sent) => sent.id)).toEqual(['lead-meta:qualified'])
  expect(snapSent().map((sent) => sent.id)).toEqual(['lead-snapchat:qualified'])
  expect(fromGoogle.conversions?.google?.notRetracted).toEqual({ at: expect.any(String), why: NO_RETRACTION })
  expect(fromMeta.conversions?.meta?.notRetracted).toBeUndefined()
  expect(fromSnap.conversions?.snapchat?.notRetracted).toBeUndefined()
})

it('a stage after the platform\'s window sends nothing and says "too late for <platform>"', async () => {
  const late = await save(record('meta', { ageMs: 8 * DAY }), 'qualified')
  expect(meta.events).toEqual([])
  expect(late.conversions?.meta?.stages?.qualified).toMatchObject({ tooLateAt: expect.any(String), attempts: 0 })
  expect(standingsOf(late)).toContainEqual({ stage: 'qualified', state: 'too-late', why: 'too late for Meta: it takes events up to 7 days after the lead' })
  const inTime = await save(record('snapchat', { ageMs: 8 * DAY }), 'qualified')
  expect(snapSent().map((sent) => sent.id)).toEqual(['lead-snapchat:qualified'])
  expect(inTime.conversions?.snapchat?.stages?.qualified?.acceptedAt).toBeDefined()
})

it.each([
  ['without consent', record('google', { consent: false })],
  ['from an organic visit', record('organic')],
])('a lead %s sends nothing at any stage', async (_case, start) => {
  let current = start
  for (const [to, value] of [['contacted'], ['qualified'], ['meeting'], ['won', 5_000], ['junk']] as [LeadStage, number?][]) current = await save(current, to, value)
  expect(google.events.length + meta.events.length + snap.events.length).toBe(0)
  expect(current.conversions).toBeUndefined()
})

it('the redelivery run sends a refused stage again with the same id, and plans a stage whose first write was lost', async () => {
  // Meta down when the Qualified is saved: refused, kept to try again.
  meta.setMode('down')
  const refused = await save(record('meta'), 'qualified')
  expect(refused.conversions?.meta?.stages?.qualified).toMatchObject({ attempts: 1, lastError: expect.stringContaining('Meta answered 503') })
  meta.setMode('ok')
  // A Won saved whose events' write was lost: only the inbox's history has it.
  const won: StageChange = { at: new Date().toISOString(), by: 'owner@example.com', from: 'qualified', to: 'won', value: 4_000 }
  const kept: StagedRecord = { ...refused, stage: 'won', value: 4_000, history: [...(refused.history ?? []), won] }
  const store = memoryStore({ 'lead-meta': kept })
  const later = Date.now() + 2 * MINUTE
  await redeliver({ store, targets: [], timeoutMs: 5_000, retryMinSeconds: 60, now: () => new Date(later), elapsedMs: () => 0, runId: 'run-1', log: () => undefined, conversions: senders })
  expect(metaSent().map((sent) => sent.id)).toEqual(['lead-meta:qualified', 'lead-meta:won'])
  const after = (await store.read('lead-meta')) as StagedRecord
  expect(after.conversions?.meta?.stages?.qualified).toMatchObject({ attempts: 2, acceptedAt: expect.any(String) })
  expect(after.conversions?.meta?.stages?.won).toMatchObject({ attempts: 1, acceptedAt: expect.any(String), value: 4_000 })
  // Nothing left: a second run sends nothing.
  await redeliver({ store, targets: [], timeoutMs: 5_000, retryMinSeconds: 60, now: () => new Date(later + STATUS_CHECK_AFTER_MS), elapsedMs: () => 0, runId: 'run-2', log: () => undefined, conversions: senders })
  expect(meta.events).toHaveLength(2)
})

/** The store's interface over a map, with an etag per write, as Blobs keeps them. */
function memoryStore(initial: Record<string, LeadRecord>): LeadRecordStore {
  const records = new Map(Object.entries(initial).map(([key, value]) => [key, { value, etag: '1' }]))
  let version = 1
  return {
    list: async () => [...records].map(([key, { etag }]) => ({ key, etag })),
    read: async (key) => structuredClone(records.get(key)?.value ?? null),
    replace: async (key, value, etag) => {
      if (records.get(key)?.etag !== etag) return undefined
      records.set(key, { value: structuredClone(value), etag: String(++version) })
      return String(version)
    },
    add: async (key, value) => {
      if (records.has(key)) return undefined
      records.set(key, { value, etag: String(++version) })
      return String(version)
    },
    remove: async (key) => void records.delete(key),
  }
}
