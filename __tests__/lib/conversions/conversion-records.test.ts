/**
 * @jest-environment node
 *
 * The rules over a lead's send to an ad platform, as plain functions of a
 * record and a time: which platform a lead goes to (consent first, then the
 * platform whose ad brought the visit, if configured), the hold for the
 * contact function's own attempt, the growing waits, each platform's window,
 * and the visitor's signals deleted once they are not needed.
 */
import { attemptConversions, conversionPlatform, conversionSituation, duePlatforms, newConversions } from '../../../src/lib/conversions/conversion-records'
import { PLATFORMS } from '../../../src/lib/conversions/platforms'
import type { ConversionSender } from '../../../src/lib/conversions/sending'
import { platformNews } from '../../../src/lib/leads/alerts/platform-alerts'
import { isPastRetention, newRecord } from '../../../src/lib/leads/store/lead-records'
import type { LeadRecord, StoredLead } from '../../../src/lib/leads/types'
import { storedLead } from '../../support/stored-lead'

const START = Date.parse('2026-11-27T10:00:00.000Z')
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const at = (ms: number) => new Date(START + ms)
const visitor = { ip: '198.51.100.23', userAgent: 'Mozilla/5.0' }
const lead = (source: StoredLead['source'], adMeasurement: boolean | null = true): StoredLead =>
  storedLead({ receivedAt: at(0).toISOString(), source, ...(adMeasurement !== null && { consent: { adMeasurement, version: '2026-11-27' } }) })
const FROM_META: StoredLead['source'] = { channel: 'paid', fbclid: 'IwAR-1' }
const ALL = ['google', 'meta', 'snapchat'] as const

/** A sender that answers as told and counts what it was sent. */
function sender(platform: ConversionSender['platform'], answers: ('ok' | 'refuse')[]) {
  const sent: string[] = []
  return {
    sent,
    platform,
    sends: () => true,
    send: async ({ lead: { id } }: { lead: StoredLead }) => {
      sent.push(id)
      if ((answers.shift() ?? 'ok') === 'refuse') throw new Error(`${platform} answered 503`)
      return { accepted: true as const }
    },
  } satisfies ConversionSender & { sent: string[] }
}

describe('which platform is told', () => {
  it('only with the box ticked: unticked, or a lead from before the box, goes nowhere', () => {
    expect(conversionPlatform(lead(FROM_META), ALL)).toBe('meta')
    expect(conversionPlatform(lead(FROM_META, false), ALL)).toBeUndefined()
    expect(conversionPlatform(lead(FROM_META, null), ALL)).toBeUndefined()
  })

  it('only the platform whose ad brought the visit, and only when it is configured; an organic visit goes nowhere', () => {
    expect(conversionPlatform(lead({ channel: 'paid', gclid: 'g' }), ALL)).toBe('google')
    expect(conversionPlatform(lead(FROM_META), ['google', 'snapchat'])).toBeUndefined()
    expect(conversionPlatform(lead({ channel: 'organic', referrer: 'https://www.google.com' }), ALL)).toBeUndefined()
    expect(conversionPlatform(lead({ channel: 'direct' }), ALL)).toBeUndefined()
  })

  it("keeps the visitor's address and browser for Meta and Snapchat only, and holds the send for the contact function's own attempt", () => {
    const senders = ALL.map((platform) => sender(platform, []))
    expect(newConversions(lead(FROM_META), visitor, senders, at(0))).toEqual({ meta: { attempts: 0, nextAttemptAt: at(MINUTE).toISOString(), visitor } })
    expect(newConversions(lead({ channel: 'paid', gclid: 'g' }), visitor, senders, at(0))).toEqual({ google: { attempts: 0, nextAttemptAt: at(MINUTE).toISOString() } })
    expect(newConversions(lead(FROM_META), visitor, [], at(0))).toBeUndefined()
  })
})

describe('retries and windows', () => {
  const record = (): LeadRecord => ({ ...newRecord(lead(FROM_META), ['webhook'], at(0), 'contact'), conversions: newConversions(lead(FROM_META), visitor, [sender('meta', [])], at(0)) })

  it('a refusal is tried again after a growing wait; accepted, nothing is scheduled and the signals are gone', async () => {
    const meta = sender('meta', ['refuse', 'refuse', 'ok'])
    let current = record()
    expect(duePlatforms(current, at(0))).toEqual([])
    expect(duePlatforms(current, at(MINUTE))).toEqual(['meta'])
    const waits: number[] = []
    for (const when of [MINUTE, 3 * MINUTE, 10 * MINUTE]) {
      current = { ...current, conversions: await attemptConversions(current, ['meta'], [meta], () => at(when), 60) }
      const next = current.conversions?.meta?.nextAttemptAt
      if (next) waits.push(Date.parse(next) - at(when).getTime())
    }
    expect(waits).toEqual([MINUTE, 2 * MINUTE])
    expect(meta.sent).toEqual(['lead-1', 'lead-1', 'lead-1'])
    expect(current.conversions?.meta).toEqual({ attempts: 3, firstAttemptAt: at(MINUTE).toISOString(), lastAttemptAt: at(10 * MINUTE).toISOString(), acceptedAt: at(10 * MINUTE).toISOString() })
    expect(conversionSituation([current]).meta).toMatchObject({ sent: 1, waiting: 0, refused: 0 })
  })

  it.each(PLATFORMS.map((platform) => [platform.id, platform.windowDays] as const))('%s: given up, unsent, once its window of %i days has passed; the lead is then deleted at retention, not before', async (platform, days) => {
    const source = { google: { channel: 'paid' as const, gclid: 'g' }, meta: FROM_META, snapchat: { channel: 'paid' as const, scCid: 's' } }[platform as 'google']
    const senders = ALL.map((name) => sender(name, ['refuse']))
    const base = { ...newRecord(lead(source), [], at(0), 'contact'), conversions: newConversions(lead(source), visitor, senders, at(0)) }
    const before = await attemptConversions(base, [platform as 'google'], senders, () => at(days * DAY - MINUTE), 60)
    expect(before[platform as 'google']).toMatchObject({ attempts: 1, lastError: expect.any(String) })
    expect(isPastRetention({ ...base, conversions: before }, at(days * DAY + 40 * DAY))).toBe(false)
    const after = await attemptConversions({ ...base, conversions: before }, [platform as 'google'], senders, () => at(days * DAY), 60)
    expect(after[platform as 'google']).toEqual({ attempts: 1, firstAttemptAt: expect.any(String), lastAttemptAt: expect.any(String), lastError: expect.any(String), gaveUpAt: at(days * DAY).toISOString() })
    expect(senders.flatMap((one) => one.sent)).toHaveLength(1)
    expect(conversionSituation([{ ...base, conversions: after }])[platform as 'google']).toMatchObject({ sent: 0, waiting: 0, refused: 1 })
  })
})

describe('the alert', () => {
  const refusedSince = (first: number): LeadRecord => ({
    ...newRecord(lead(FROM_META), [], at(0), 'contact'),
    conversions: { meta: { attempts: 9, firstAttemptAt: at(first).toISOString(), lastAttemptAt: at(first + 20 * 60 * MINUTE).toISOString(), lastError: 'Error: Meta answered 503', nextAttemptAt: at(DAY * 2).toISOString() } },
  })

  it('one alert once every attempt was refused for 24 hours, none before, none again; one when it accepts again', () => {
    expect(platformNews({}, conversionSituation([refusedSince(0)]), at(DAY - MINUTE)).words).toEqual([])
    const told = platformNews({}, conversionSituation([refusedSince(0)]), at(DAY))
    expect(told.words.map((words) => words.subject)).toEqual(['Meta has refused every conversion for 1 day: 1 lead waiting'])
    expect(platformNews(told.told, conversionSituation([refusedSince(0)]), at(2 * DAY)).words).toEqual([])
    const accepted: LeadRecord = { ...refusedSince(0), conversions: { meta: { attempts: 10, acceptedAt: at(2 * DAY).toISOString() } } }
    expect(platformNews(told.told, conversionSituation([accepted]), at(2 * DAY)).words.map((words) => words.subject)).toEqual(['Recovered: Meta accepts conversions again'])
  })

  it('a platform that accepted a lead since is not refusing every attempt', () => {
    const other: LeadRecord = { ...refusedSince(0), lead: { ...lead(FROM_META), id: 'lead-2' }, conversions: { meta: { attempts: 1, acceptedAt: at(12 * 60 * MINUTE).toISOString() } } }
    expect(platformNews({}, conversionSituation([refusedSince(0), other]), at(DAY + MINUTE)).words).toEqual([])
  })
})
