/**
 * The rules over a lead's send to an ad platform, kept on its record
 * (LeadRecord.conversions, ../leads/types.ts) apart from the agency's
 * targets: which platform is told (decided here, once, before any sender
 * sees the lead), when it is tried again, when it is given up, and what the
 * stored leads say of each platform (for `leads status`, the alerts and the
 * report). Plain functions of a record and a time, as store/lead-records.ts
 * is for the agency's delivery.
 *
 * - A lead goes to one platform at most: the one whose ad brought the visit
 *   (platformOfVisit), when the visitor agreed to it on the form and the
 *   platform is configured.
 * - The contact function tries it once right after the visitor's answer;
 *   the redelivery run tries it again, with growing waits (at most an hour),
 *   with the same lead id, which each platform counts once.
 * - It is given up once the platform no longer takes an event that old
 *   (WINDOW_DAYS), and the visitor's address and browser, kept only for the
 *   platform's matching, are deleted as soon as the platform has the event
 *   or it is given up.
 */
import { reasonOf } from '../leads/lead-delivery'
import { backoffSeconds, CLAIM_MS, DAY_MS } from '../leads/store/lead-records'
import type { ConversionOutcome, LeadRecord, StoredLead, VisitorSignals } from '../leads/types'
import { SEND_TIMEOUT_MS, type ConversionSender } from './conversion-event'
import { platformOfVisit, type AdPlatform } from './platforms'

/** How old an event each platform still takes, in days (Meta's Conversions API, Snap's, Google's enhanced conversions for leads). */
export const WINDOW_DAYS: Record<AdPlatform, number> = { google: 90, meta: 7, snapchat: 37 }

/** The platforms that match an event with the visitor's address and browser; Google's Data Manager event does not take them. */
const USES_VISITOR: Record<AdPlatform, boolean> = { google: false, meta: true, snapchat: true }

export const PLATFORM_NAMES: Record<AdPlatform, string> = { google: 'Google Ads', meta: 'Meta', snapchat: 'Snapchat' }

export type Conversions = NonNullable<LeadRecord['conversions']>

const plus = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString()
const outcomes = (record: LeadRecord) => Object.entries(record.conversions ?? {}) as [AdPlatform, ConversionOutcome][]
/** Neither accepted nor given up (store/lead-records.ts isPastRetention keeps such a lead whatever its age). */
const isWaiting = (outcome: ConversionOutcome) => !outcome.acceptedAt && !outcome.gaveUpAt

/** The platform a lead is sent to: only with the visitor's consent, only the one whose ad brought the visit, only when it is configured. */
export function conversionPlatform(lead: StoredLead, configured: readonly AdPlatform[]): AdPlatform | undefined {
  if (lead.consent?.adMeasurement !== true) return undefined
  const platform = platformOfVisit(lead.source ?? { channel: 'direct' })
  return platform && configured.includes(platform) ? platform : undefined
}

/**
 * What a new lead's record keeps of its send. Its first attempt is the
 * contact function's, after the answer: the redelivery run leaves it alone
 * for a claim's length meanwhile.
 */
export function newConversions(lead: StoredLead, visitor: VisitorSignals, senders: readonly ConversionSender[], now: Date): Conversions | undefined {
  const platform = conversionPlatform(
    lead,
    senders.map((sender) => sender.platform),
  )
  if (!platform) return undefined
  return { [platform]: { attempts: 0, nextAttemptAt: plus(now, CLAIM_MS), ...(USES_VISITOR[platform] && { visitor }) } }
}

/** The platforms whose send is due now; none for a lead held during a flood, which waits, sends and all, until an owner releases it. */
export const duePlatforms = (record: LeadRecord, now: Date): AdPlatform[] =>
  record.status === 'held'
    ? []
    : outcomes(record)
        .filter(([, outcome]) => isWaiting(outcome) && Date.parse(outcome.nextAttemptAt ?? '') <= now.getTime())
        .map(([platform]) => platform)

const isPastWindow = (lead: StoredLead, platform: AdPlatform, now: Date) => now.getTime() - Date.parse(lead.receivedAt) >= WINDOW_DAYS[platform] * DAY_MS

/** A send that is over (accepted or given up): nothing left to schedule, and the visitor's signals deleted. */
function ended(outcome: ConversionOutcome): ConversionOutcome {
  const next = { ...outcome }
  delete next.visitor
  delete next.nextAttemptAt
  if (next.acceptedAt) delete next.lastError
  return next
}

/** One send, bounded by `timeoutMs` whatever the sender does; the refusal in words, or undefined when the platform took it. */
async function sendOnce(sender: ConversionSender | undefined, lead: StoredLead, visitor: VisitorSignals | undefined, timeoutMs: number): Promise<string | undefined> {
  if (!sender) return 'no longer configured'
  const abort = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort()
      reject(new Error(`no answer in ${timeoutMs} ms`))
    }, timeoutMs)
  })
  try {
    await Promise.race([sender.send({ lead, visitor }, abort.signal), late])
    return undefined
  } catch (error) {
    return reasonOf(error)
  } finally {
    clearTimeout(timer)
  }
}

/**
 * One attempt at each of `platforms` for the record's lead, all at once;
 * never throws. A send past its platform's window is given up instead.
 * The record's conversions as they stand after it.
 */
export async function attemptConversions(
  record: LeadRecord,
  platforms: readonly AdPlatform[],
  senders: readonly ConversionSender[],
  now: () => Date,
  minSeconds: number,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<Conversions> {
  const next: Conversions = { ...record.conversions }
  await Promise.all(
    platforms.map(async (platform) => {
      const before = next[platform]
      if (!before) return
      if (isPastWindow(record.lead, platform, now())) {
        next[platform] = ended({ ...before, gaveUpAt: now().toISOString() })
        return
      }
      const sender = senders.find((candidate) => candidate.platform === platform)
      const refusal = await sendOnce(sender, record.lead, before.visitor, timeoutMs)
      const at = now()
      const attempt = { ...before, attempts: before.attempts + 1, lastAttemptAt: at.toISOString(), firstAttemptAt: before.firstAttemptAt ?? at.toISOString() }
      next[platform] = refusal
        ? { ...attempt, lastError: refusal, nextAttemptAt: plus(at, backoffSeconds(attempt.attempts, minSeconds) * 1000) }
        : ended({ ...attempt, acceptedAt: attempt.lastAttemptAt })
    }),
  )
  return next
}

/** What the stored leads say of one platform. */
export type PlatformSituation = {
  /** Leads the platform accepted. */
  sent: number
  /** Leads still being tried. */
  waiting: number
  /** Leads given up on: refused until the platform's window passed. */
  refused: number
  lastAcceptedAt?: string
  /** Since when every attempt was refused: the first attempt at the oldest send tried since the platform last accepted one. */
  refusingSince?: string
  lastError?: string
  lastErrorAt?: string
}

export function conversionSituation(records: readonly LeadRecord[]): Partial<Record<AdPlatform, PlatformSituation>> {
  const platforms: Partial<Record<AdPlatform, PlatformSituation>> = {}
  const tried: { platform: AdPlatform; outcome: ConversionOutcome }[] = []
  for (const record of records) {
    for (const [platform, outcome] of outcomes(record)) {
      const seen = (platforms[platform] ??= { sent: 0, waiting: 0, refused: 0 })
      if (outcome.acceptedAt) {
        seen.sent += 1
        if (!seen.lastAcceptedAt || outcome.acceptedAt > seen.lastAcceptedAt) seen.lastAcceptedAt = outcome.acceptedAt
      } else if (outcome.gaveUpAt) seen.refused += 1
      else {
        seen.waiting += 1
        if (outcome.attempts > 0) tried.push({ platform, outcome })
      }
      if (!outcome.acceptedAt && outcome.lastError && (!seen.lastErrorAt || (outcome.lastAttemptAt ?? '') > seen.lastErrorAt)) {
        seen.lastError = outcome.lastError
        seen.lastErrorAt = outcome.lastAttemptAt
      }
    }
  }
  for (const { platform, outcome } of tried) {
    const seen = platforms[platform]!
    const first = outcome.firstAttemptAt ?? outcome.lastAttemptAt ?? ''
    if (first > (seen.lastAcceptedAt ?? '') && (!seen.refusingSince || first < seen.refusingSince)) seen.refusingSince = first
  }
  return platforms
}
