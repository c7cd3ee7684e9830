/**
 * @jest-environment node
 *
 * What each platform answers, through the real senders and the platforms'
 * stand-ins (__tests__/support/ad-platforms/, built to their published
 * requests and answers), and what the lead's record then says:
 *
 * - Google: one click id per event (gclid, else wbraid, else gbraid), a
 *   braid without the hashed number; what Google refuses otherwise;
 * - Google: a 2xx is "received", and "sent" only once requestStatus says
 *   SUCCESS; a processing error is kept, shown and alerted once a day;
 * - Google's validate-only mode: "validated", never sent, and sent for
 *   real once it is off;
 * - Snapchat: SNAP_CAPI_VALIDATE sends to /events/validate; an INVALID
 *   status, even in a 200, is a refusal with Snap's reasons kept.
 */
import { attemptConversions, conversionSituation, newConversions, STATUS_CHECK_AFTER_MS, VALIDATED_RETRY_MS } from '../../../src/lib/conversions/conversion-records'
import { googleSender } from '../../../src/lib/conversions/google/sender'
import { snapSender } from '../../../src/lib/conversions/snapchat/sender'
import { platformNews } from '../../../src/lib/leads/alerts/platform-alerts'
import { platformStatusLines } from '../../../src/lib/leads-cli/conversion-report'
import { newRecord } from '../../../src/lib/leads/store/lead-records'
import type { LeadRecord, StoredLead } from '../../../src/lib/leads/types'
import { googleStandIn } from '../../support/ad-platforms/google-data-manager'
import { snapStandIn } from '../../support/ad-platforms/snapchat-capi'
import { standingsOf } from '../../support/send-standings'
import { storedLead } from '../../support/stored-lead'

const START = Date.now()
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const at = (ms: number) => new Date(START + ms)
const visitor = { ip: '198.51.100.23', userAgent: 'Mozilla/5.0' }
const lead = (source: Omit<StoredLead['source'], 'channel'>, id = 'lead-1'): StoredLead =>
  storedLead({ id, receivedAt: at(0).toISOString(), form: 'landing', source: { channel: 'paid', formPage: '/lp/free-evaluation/', ...source }, consent: { adMeasurement: true, version: '2026-12-02' } })
const recordOf = (stored: StoredLead, senders: Parameters<typeof newConversions>[2]): LeadRecord => ({ ...newRecord(stored, [], at(0), 'contact'), conversions: newConversions(stored, visitor, senders, at(0)) })
/** One redelivery attempt at the record's sends, at `when`. */
const attempt = async (record: LeadRecord, senders: Parameters<typeof newConversions>[2], when: number): Promise<LeadRecord> => ({
  ...record,
  conversions: await attemptConversions(record, ['google', 'meta', 'snapchat'], senders, () => at(when), 60),
})

describe('Google', () => {
  let google: Awaited<ReturnType<typeof googleStandIn>>
  beforeEach(async () => void (google = await googleStandIn()))
  afterEach(() => google.close())

  it('sends one click id, gclid first, then wbraid, then gbraid; a braid without the hashed number; Google takes each', async () => {
    const sender = googleSender(google.env)
    const cases = [
      { source: { gclid: 'gclid-1', wbraid: 'wbraid-1', gbraid: 'gbraid-1' }, ids: { gclid: 'gclid-1' }, hashed: true },
      { source: { wbraid: 'wbraid-2', gbraid: 'gbraid-2' }, ids: { wbraid: 'wbraid-2' }, hashed: false },
      { source: { gbraid: 'gbraid-3' }, ids: { gbraid: 'gbraid-3' }, hashed: false },
    ]
    for (const [index, { source }] of cases.entries()) {
      const record = await attempt(recordOf(lead(source, `lead-${index}`), [sender]), [sender], MINUTE)
      expect(record.conversions?.google).toMatchObject({ attempts: 1, requestId: expect.any(String) })
      expect(record.conversions?.google?.lastError).toBeUndefined()
    }
    expect(google.problems).toEqual([])
    expect(google.events.map(({ event }) => [event.adIdentifiers, Boolean(event.userData)])).toEqual(cases.map(({ ids, hashed }) => [ids, hashed]))
  })

  it.each([
    ['both braids', { wbraid: 'w', gbraid: 'g' }, 'GBRAID_WBRAID_BOTH_SET'],
    ['a braid with a gclid', { gclid: 'c', wbraid: 'w' }, 'VALUE_MUST_BE_UNSET'],
    ['a braid with the hashed number', { gbraid: 'g' }, 'VALUE_MUST_BE_UNSET'],
  ])("refuses %s with Google's reason, which the record keeps", async (_case, adIdentifiers, reason) => {
    // The request as the sender builds it, its click ids then forced to what the rule forbids (the number kept).
    const realFetch = global.fetch
    jest.spyOn(global, 'fetch').mockImplementation((input, init) => {
      if (!String(input).endsWith('/v1/events:ingest')) return realFetch(input, init)
      const body = JSON.parse(String(init?.body))
      body.events[0] = { ...body.events[0], adIdentifiers, userData: { userIdentifiers: [{ phoneNumber: 'a'.repeat(64) }] } }
      return realFetch(input, { ...init, body: JSON.stringify(body) })
    })
    const sender = googleSender(google.env)
    const record = await attempt(recordOf(lead({ gclid: 'gclid-1' }), [sender]), [sender], MINUTE)
    jest.restoreAllMocks()
    expect(google.events).toEqual([])
    expect(record.conversions?.google).toMatchObject({ attempts: 1, lastError: expect.stringContaining(`Google answered 400: ${reason}: `) })
    expect(record.conversions?.google?.requestId).toBeUndefined()
  })

  it('a 2xx is only "received": "sent" once requestStatus says SUCCESS, asked on a later run', async () => {
    const sender = googleSender(google.env)
    let record = await attempt(recordOf(lead({ gclid: 'gclid-1' }), [sender]), [sender], MINUTE)
    expect(record.conversions?.google).toMatchObject({ receivedAt: at(MINUTE).toISOString(), requestId: 'request-1' })
    expect(record.conversions?.google?.acceptedAt).toBeUndefined()
    expect(conversionSituation([record]).google).toMatchObject({ sent: 0, received: 1 })
    expect(standingsOf(record)).toEqual([{ stage: 'lead', state: 'received', at: at(MINUTE).toISOString() }])
    expect(platformStatusLines([record]).join('\n')).toContain('0 sent, 1 received, not yet confirmed')

    record = await attempt(record, [sender], MINUTE + STATUS_CHECK_AFTER_MS)
    expect(google.retrieved).toEqual(['request-1'])
    expect(record.conversions?.google).toMatchObject({ acceptedAt: at(MINUTE + STATUS_CHECK_AFTER_MS).toISOString(), attempts: 1 })
    expect(conversionSituation([record]).google).toMatchObject({ sent: 1, received: 0 })
    expect(google.events).toHaveLength(1)
  })

  it('a processing error is kept on the lead, shown in `leads status`, alerted once a day, and the event sent again', async () => {
    const sender = googleSender(google.env)
    google.processNext({ failed: ['PROCESSING_ERROR_CONSENT'] })
    let record = await attempt(recordOf(lead({ gclid: 'gclid-1' }), [sender]), [sender], MINUTE)
    record = await attempt(record, [sender], MINUTE + STATUS_CHECK_AFTER_MS)
    const google1 = record.conversions?.google
    expect(google1).toMatchObject({ lastError: 'Google could not process the event: PROCESSING_ERROR_CONSENT', attempts: 1 })
    expect(google1?.acceptedAt).toBeUndefined()
    expect(google1?.requestId).toBeUndefined()
    expect(standingsOf(record)).toEqual([{ stage: 'lead', state: 'waiting', attempts: 1, why: 'Google could not process the event: PROCESSING_ERROR_CONSENT' }])
    expect(platformStatusLines([record]).join('\n')).toContain('processing error')

    const told = (before: Parameters<typeof platformNews>[0], when: number) => platformNews(before, conversionSituation([record]), at(when))
    const processing = (news: ReturnType<typeof platformNews>) => news.words.filter((words) => words.kind === 'conversions-processing').map((words) => words.subject)
    const first = told({}, 10 * MINUTE)
    expect(processing(first)).toEqual(['Google Ads took conversions but could not count them'])
    expect(processing(told(first.told, 10 * MINUTE + DAY - MINUTE))).toEqual([])
    expect(processing(told(first.told, 10 * MINUTE + DAY))).toHaveLength(1)

    google.processNext('SUCCESS')
    record = await attempt(record, [sender], 2 * DAY)
    record = await attempt(record, [sender], 2 * DAY + STATUS_CHECK_AFTER_MS)
    expect(record.conversions?.google).toMatchObject({ attempts: 2, acceptedAt: expect.any(String) })
    expect(google.events.map(({ event }) => event.transactionId)).toEqual(['lead-1', 'lead-1'])
  })

  it('validate-only records "validated", never sent; once it is off the event is sent for real within the hour', async () => {
    const validating = googleSender({ ...google.env, GOOGLE_DATAMANAGER_VALIDATE_ONLY: 'true' })
    let record = await attempt(recordOf(lead({ gclid: 'gclid-1' }), [validating]), [validating], MINUTE)
    expect(record.conversions?.google).toMatchObject({ validatedAt: at(MINUTE).toISOString(), attempts: 1 })
    expect(record.conversions?.google?.acceptedAt).toBeUndefined()
    expect(conversionSituation([record]).google).toMatchObject({ sent: 0, validated: 1 })
    expect(standingsOf(record)).toEqual([{ stage: 'lead', state: 'validated' }])
    // Still on: validated again, never sent.
    record = await attempt(record, [validating], MINUTE + VALIDATED_RETRY_MS)
    expect(google.events.map((event) => event.validateOnly)).toEqual([true, true])

    const real = googleSender(google.env)
    record = await attempt(record, [real], MINUTE + 2 * VALIDATED_RETRY_MS)
    record = await attempt(record, [real], MINUTE + 2 * VALIDATED_RETRY_MS + STATUS_CHECK_AFTER_MS)
    expect(google.events.map((event) => event.validateOnly)).toEqual([true, true, false])
    expect(record.conversions?.google?.acceptedAt).toBeDefined()
  })
})

describe('Snapchat', () => {
  let snap: Awaited<ReturnType<typeof snapStandIn>>
  beforeEach(async () => void (snap = await snapStandIn()))
  afterEach(() => snap.close())

  it('SNAP_CAPI_VALIDATE=true sends to /events/validate: validated, never counted', async () => {
    const sender = snapSender({ ...snap.env, SNAP_CAPI_VALIDATE: 'true' })
    const record = await attempt(recordOf(lead({ scCid: 'sccid-1' }), [sender]), [sender], MINUTE)
    expect(snap.requests.map((request) => new URL(request.url, 'http://x').pathname)).toEqual([`/v3/${snap.env.SNAP_PIXEL_ID}/events/validate`])
    expect(snap.events.map((event) => event.validated)).toEqual([true])
    expect(record.conversions?.snapchat).toMatchObject({ validatedAt: expect.any(String) })
    expect(record.conversions?.snapchat?.acceptedAt).toBeUndefined()
  })

  it("an INVALID status in a 200 is a refusal, with Snap's reasons kept, and tried again", async () => {
    const sender = snapSender(snap.env)
    snap.answerInvalid(true)
    const record = await attempt(recordOf(lead({ scCid: 'sccid-1' }), [sender]), [sender], MINUTE)
    expect(record.conversions?.snapchat).toMatchObject({ attempts: 1, lastError: expect.stringContaining('Insufficient PII; user_data: insufficient match keys'), nextAttemptAt: expect.any(String) })
    expect(record.conversions?.snapchat?.acceptedAt).toBeUndefined()
    expect(conversionSituation([record]).snapchat).toMatchObject({ sent: 0, waiting: 1 })
  })
})
