/**
 * The rules over a lead's sends to an ad platform, kept on its record
 * (LeadRecord.conversions, ../leads/types.ts) apart from the agency's
 * targets: which platform is told (decided here, once, before any sender
 * sees the lead), which of the lead's later stages it is told of, when
 * each is tried again or asked about, when it is given up, and what the
 * stored leads say of each platform (for `leads status`, the alerts and the
 * report). Plain functions of a record and a time, as the agency's delivery
 * rules are (../leads/store/lead-records.ts), with the same wait between
 * attempts (../delivery/attempts.ts).
 *
 * - A lead goes to one platform at most: the one whose ad brought the visit
 *   (platformOfVisit), when the visitor agreed to it on the form and the
 *   platform is configured. Its later stages go to that platform only,
 *   once each, when the platform has an event for the stage.
 * - The contact function (the lead) and the inbox's save (a stage) try it
 *   once at once; the redelivery run tries it again, with growing waits (at
 *   most an hour), with the same event id, which each platform counts once.
 * - "Accepted" means the platform said it counts the event. Google answers
 *   later: its request is asked about on the next runs (`receivedAt` until then).
 *   A platform's test mode only checks an event (`validatedAt`); it is sent
 *   for real once the test mode is off.
 * - A send is given up once the platform no longer takes an event that old
 *   (its windowDays, counted from the lead); a stage reached after that is
 *   recorded "too late" and never sent. The visitor's address and browser,
 *   kept only for the platform's matching, are deleted as soon as the
 *   platform has the lead or it is given up.
 */
import { backoffSeconds, CLAIM_MS, DAY_MS, HOUR_SECONDS, reasonOf } from '../delivery/attempts'
import type { ConversionOutcome, LeadRecord, PlatformSend, StoredLead, VisitorSignals } from '../leads/types'
import { isAdPlatform, platformName, platformOf, platformOfVisit, type AdPlatform } from './platforms'
import { SEND_TIMEOUT_MS, type ConversionSender, type PlatformEvent, type SendAnswer, type StatusAnswer } from './sending'
import { sendsOf } from './send-standing'
import { isSentStage, MOVED_BACK, type SentStage, type StageChange, type StagedRecord } from './stages'

export type Conversions = NonNullable<LeadRecord['conversions']>

/** How long after Google took a request its outcome is first asked for: Google processes it within minutes. */
export const STATUS_CHECK_AFTER_MS = 5 * 60_000
/** How soon an event only validated is tried again: sent for real within the hour once the test mode is off. */
export const VALIDATED_RETRY_MS = HOUR_SECONDS * 1000
/** What a lead moved back leaves standing at Google: Data Manager has no retraction (google/sender.ts). */
export const NO_RETRACTION = "Google's Data Manager API documents no retraction (its adjustments restate a value or add user data): the stages sent still count in Google Ads"

const plus = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString()
const outcomes = (record: LeadRecord) => Object.entries(record.conversions ?? {}).filter((entry): entry is [AdPlatform, ConversionOutcome] => isAdPlatform(entry[0]) && Boolean(entry[1]))

/** Neither accepted, given up nor too late (store/lead-records.ts isPastRetention keeps such a lead whatever its age). */
export const isWaiting = (send: PlatformSend) => !send.acceptedAt && !send.gaveUpAt && !send.tooLateAt

const isDueSend = (send: PlatformSend, now: Date) => isWaiting(send) && Date.parse(send.nextAttemptAt ?? '') <= now.getTime()

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
  return { [platform]: { attempts: 0, nextAttemptAt: plus(now, CLAIM_MS), ...(platformOf(platform).usesVisitor && { visitor }) } }
}

const isPastWindow = (lead: StoredLead, platform: AdPlatform, at: Date) => at.getTime() - Date.parse(lead.receivedAt) >= platformOf(platform).windowDays * DAY_MS

/** Why a stage was not sent: it came after the platform's window. */
export const tooLateFor = (platform: AdPlatform) => `too late for ${platformName(platform)}: it takes events up to ${platformOf(platform).windowDays} days after the lead`

/** The stage changes a record holds, oldest first: its history, and the change just saved when the history does not hold it yet. */
function changesOf(record: StagedRecord, change?: StageChange): StageChange[] {
  const history = record.history ?? []
  const known = change && history.some((entry) => entry.at === change.at && entry.to === change.to)
  return change && !known ? [...history, change] : history
}

/**
 * The record's sends with the stages it reached planned: each stage a
 * platform told of the lead has an event for, once, due now (or "too late"
 * when it came after the window); and a move back to Junk or Lost after a
 * stage was sent noted where the platform cannot retract it. Moved-back
 * stages send nothing. The same conversions when nothing is new.
 */
export function withPlannedStages(record: StagedRecord, senders: readonly ConversionSender[], now: Date, change?: StageChange): Conversions | undefined {
  if (!record.conversions) return record.conversions
  let next: Conversions | undefined
  for (const [platform, outcome] of outcomes(record)) {
    const sender = senders.find((candidate) => candidate.platform === platform)
    let updated = outcome
    for (const entry of changesOf(record, change)) {
      const stage = entry.to
      if (isSentStage(stage) && sender?.sends(stage) && !updated.stages?.[stage]) {
        const at = new Date(entry.at)
        const value = stage === 'won' ? (entry.value ?? record.value) : undefined
        const send: PlatformSend = isPastWindow(record.lead, platform, at)
          ? { attempts: 0, reachedAt: entry.at, tooLateAt: now.toISOString(), lastError: tooLateFor(platform) }
          : { attempts: 0, reachedAt: entry.at, nextAttemptAt: now.toISOString(), ...(typeof value === 'number' && { value }) }
        updated = { ...updated, stages: { ...updated.stages, [stage]: send } }
      }
      const sentStages = sendsOf(updated).filter(([name, send]) => name !== 'lead' && (send.acceptedAt || send.receivedAt))
      if (MOVED_BACK.includes(stage) && platform === 'google' && sentStages.length > 0 && !updated.notRetracted) {
        updated = { ...updated, notRetracted: { at: now.toISOString(), why: NO_RETRACTION } }
      }
    }
    if (updated !== outcome) next = { ...(next ?? record.conversions), [platform]: updated }
  }
  return next ?? record.conversions
}

/** The platforms with a send due now (the lead's, a stage's, or a question to the platform); none for a lead held during a flood, which waits until an owner releases it. */
export const duePlatforms = (record: LeadRecord, now: Date): AdPlatform[] =>
  record.status === 'held' ? [] : outcomes(record).filter(([, outcome]) => sendsOf(outcome).some(([, send]) => isDueSend(send, now))).map(([platform]) => platform)

/** A send that is over (accepted or given up): nothing left to schedule or ask. */
function ended(send: PlatformSend): PlatformSend {
  const next = { ...send }
  delete next.nextAttemptAt
  delete next.requestId
  if (next.acceptedAt) delete next.lastError
  return next
}

/** One call to a platform, bounded by `timeoutMs` whatever the sender does; its answer, or the refusal in words. */
async function bounded<T>(call: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T | { refusal: string }> {
  const abort = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort()
      reject(new Error(`no answer in ${timeoutMs} ms`))
    }, timeoutMs)
  })
  try {
    return await Promise.race([call(abort.signal), late])
  } catch (error) {
    return { refusal: reasonOf(error) }
  } finally {
    clearTimeout(timer)
  }
}

type Step = { platform: AdPlatform; stage: SentStage; send: PlatformSend; sender?: ConversionSender; lead: StoredLead; visitor?: ConversionOutcome['visitor'] }

/** One attempt at one send: a question about a request the platform took, or the event sent (again). */
async function attemptSend({ platform, stage, send, sender, lead, visitor }: Step, now: () => Date, minSeconds: number, timeoutMs: number): Promise<PlatformSend> {
  if (isPastWindow(lead, platform, now())) return ended({ ...send, gaveUpAt: now().toISOString() })
  const refused = (base: PlatformSend, reason: string, at: Date): PlatformSend => {
    const next = { ...base, lastError: reason, nextAttemptAt: plus(at, backoffSeconds(Math.max(1, base.attempts), minSeconds) * 1000) }
    delete next.requestId
    delete next.receivedAt
    return next
  }
  if (send.requestId && sender?.status) {
    const answer: StatusAnswer | { refusal: string } = await bounded((signal) => sender.status!(send.requestId!, signal), timeoutMs)
    const at = now()
    if ('accepted' in answer) return ended({ ...send, acceptedAt: at.toISOString() })
    if ('refused' in answer) return refused({ ...send, lastAttemptAt: at.toISOString() }, answer.refused, at)
    // Not processed yet, or Google could not be asked: asked again later.
    return { ...send, nextAttemptAt: plus(at, backoffSeconds(1, minSeconds) * 1000), ...('refusal' in answer && { lastError: answer.refusal }) }
  }
  const answer: SendAnswer | { refusal: string } =
    sender && sender.sends(stage)
      ? await bounded((signal) => sender.send({ lead, visitor, stage, at: send.reachedAt ?? lead.receivedAt, value: send.value } satisfies PlatformEvent, signal), timeoutMs)
      : { refusal: 'no longer configured' }
  const at = now()
  const attempt: PlatformSend = { ...send, attempts: send.attempts + 1, lastAttemptAt: at.toISOString(), firstAttemptAt: send.firstAttemptAt ?? at.toISOString() }
  if ('refusal' in answer) return refused(attempt, answer.refusal, at)
  if ('validated' in answer) return { ...attempt, validatedAt: at.toISOString(), nextAttemptAt: plus(at, VALIDATED_RETRY_MS) }
  if ('requestId' in answer) {
    const next: PlatformSend = { ...attempt, receivedAt: at.toISOString(), requestId: answer.requestId, nextAttemptAt: plus(at, STATUS_CHECK_AFTER_MS) }
    delete next.lastError
    return next
  }
  return ended({ ...attempt, acceptedAt: at.toISOString() })
}

/**
 * One attempt at each due send of each of `platforms` for the record's
 * lead, all at once; never throws. The record's conversions as they stand
 * after it. The visitor's signals are deleted once the lead's own send is
 * over.
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
      const outcome = next[platform]
      if (!outcome) return
      const sender = senders.find((candidate) => candidate.platform === platform)
      const at = now()
      const results = await Promise.all(
        sendsOf(outcome)
          // The lead's own send never tried is the contact function's first attempt, made during the hold that keeps the run away.
          .filter(([stage, send]) => isDueSend(send, at) || (stage === 'lead' && isWaiting(send) && send.attempts === 0 && !send.requestId))
          .map(async ([stage, send]) => [stage, await attemptSend({ platform, stage, send, sender, lead: record.lead, visitor: outcome.visitor }, now, minSeconds, timeoutMs)] as const),
      )
      let updated: ConversionOutcome = { ...outcome }
      for (const [stage, send] of results) {
        if (stage !== 'lead') {
          updated = { ...updated, stages: { ...updated.stages, [stage]: send } }
          continue
        }
        // The lead's send is the outcome itself (sendsOf): its stages are the ones beside it.
        updated = { ...(send as ConversionOutcome), ...(updated.stages && { stages: updated.stages }) }
        if (send.acceptedAt || send.gaveUpAt) delete updated.visitor
      }
      next[platform] = updated
    }),
  )
  return next
}

/** What the stored leads say of one platform; "sent" is what it accepted (counted), "received" what it took and has not said it counts yet. */
export type PlatformSituation = {
  /** Leads the platform accepted. */
  sent: number
  /** Leads taken for processing, their outcome not known yet. */
  received: number
  /** Leads only checked by its test mode, to send once it is off. */
  validated: number
  /** Leads still being tried. */
  waiting: number
  /** Leads given up on: refused until the platform's window passed. */
  refused: number
  /** Stage events accepted, waiting, given up and too late. */
  stagesSent: number
  stagesWaiting: number
  stagesRefused: number
  tooLate: number
  lastAcceptedAt?: string
  /** Since when every attempt was refused: the first attempt at the oldest send tried since the platform last accepted one. */
  refusingSince?: string
  lastError?: string
  lastErrorAt?: string
  /** The latest processing error the platform gave for a request it had taken (Google's requestStatus), and when. */
  processingError?: string
  processingErrorAt?: string
}

/** A refusal that came from the platform's processing, after it had taken the request (google/sender.ts's googleStatus). */
export const isProcessingError = (reason: string | undefined) => Boolean(reason?.includes('could not process'))

export function conversionSituation(records: readonly LeadRecord[]): Partial<Record<AdPlatform, PlatformSituation>> {
  const platforms: Partial<Record<AdPlatform, PlatformSituation>> = {}
  const tried: { platform: AdPlatform; send: PlatformSend }[] = []
  for (const record of records) {
    for (const [platform, outcome] of outcomes(record)) {
      const seen = (platforms[platform] ??= { sent: 0, received: 0, validated: 0, waiting: 0, refused: 0, stagesSent: 0, stagesWaiting: 0, stagesRefused: 0, tooLate: 0 })
      for (const [stage, send] of sendsOf(outcome)) {
        const lead = stage === 'lead'
        if (send.acceptedAt) {
          seen[lead ? 'sent' : 'stagesSent'] += 1
          if (!seen.lastAcceptedAt || send.acceptedAt > seen.lastAcceptedAt) seen.lastAcceptedAt = send.acceptedAt
        } else if (send.tooLateAt) seen.tooLate += 1
        else if (send.gaveUpAt) seen[lead ? 'refused' : 'stagesRefused'] += 1
        else {
          if (lead && send.receivedAt) seen.received += 1
          else if (lead && send.validatedAt) seen.validated += 1
          else seen[lead ? 'waiting' : 'stagesWaiting'] += 1
          if (send.attempts > 0 && !send.receivedAt && !send.validatedAt) tried.push({ platform, send })
        }
        if (!send.acceptedAt && !send.tooLateAt && send.lastError && (!seen.lastErrorAt || (send.lastAttemptAt ?? '') > seen.lastErrorAt)) {
          seen.lastError = send.lastError
          seen.lastErrorAt = send.lastAttemptAt
        }
        if (!send.acceptedAt && isProcessingError(send.lastError) && (!seen.processingErrorAt || (send.lastAttemptAt ?? '') > seen.processingErrorAt)) {
          seen.processingError = send.lastError
          seen.processingErrorAt = send.lastAttemptAt
        }
      }
    }
  }
  for (const { platform, send } of tried) {
    const seen = platforms[platform]!
    const first = send.firstAttemptAt ?? send.lastAttemptAt ?? ''
    if (first > (seen.lastAcceptedAt ?? '') && (!seen.refusingSince || first < seen.refusingSince)) seen.refusingSince = first
  }
  return platforms
}
