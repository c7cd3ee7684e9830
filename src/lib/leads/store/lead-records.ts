/**
 * The rules over what the store keeps of a lead besides the lead itself
 * (LeadRecord, ../types.ts): each delivery target's outcome, when the next
 * attempt is due, and who is delivering it right now (a claim). Plain
 * functions of a record and a time, so the contact function, the
 * redelivery run and the tests agree on every rule: the wait between
 * attempts, when a lead is given up on, and when it is deleted.
 */
import site from '../../../../content/site.json'
import { backoffSeconds, CLAIM_MS, DAY_MS } from '../../delivery/attempts'
import type { Attempt, LeadRecord, StoredLead } from '../types'

// The wait between attempts and the claim are the ad platforms' rules too (src/lib/delivery/attempts.ts).
export { backoffSeconds, CLAIM_MS, DAY_MS, HOUR_SECONDS } from '../../delivery/attempts'
/** How long a lead is tried before it is marked failed. */
export const GIVE_UP_AFTER_MS = 3 * DAY_MS
export const DEFAULT_RETRY_MIN_SECONDS = 60

/** Leads are deleted this many days after they were delivered or given up on (isPastRetention): the one value the privacy page prints too. */
export const RETENTION_DAYS: number = site.leadRetentionDays

export function retryMinSeconds(env: NodeJS.ProcessEnv): number {
  const value = Number(env.LEADS_RETRY_MIN_SECONDS)
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_RETRY_MIN_SECONDS
}

const plus = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString()

/** A lead as it is first kept: pending, claimed by whoever stores it while it tries the targets. */
export function newRecord(lead: StoredLead, targets: string[], now: Date, by: string): LeadRecord {
  return {
    lead,
    targets: Object.fromEntries(targets.map((name) => [name, { attempts: 0 }])),
    status: targets.length ? 'pending' : 'delivered',
    ...(targets.length ? { nextAttemptAt: now.toISOString(), claim: { by, until: plus(now, CLAIM_MS) } } : { deliveredAt: now.toISOString() }),
  }
}

/** A lead kept during a flood: no target tried, nothing due until it is released. */
export const heldRecord = (lead: StoredLead, targets: string[], now: Date): LeadRecord => ({
  lead,
  targets: Object.fromEntries(targets.map((name) => [name, { attempts: 0 }])),
  status: 'held',
  heldAt: now.toISOString(),
})

/** A held lead released: due at once, for the next redelivery run. */
export function released(record: LeadRecord, now: Date): LeadRecord {
  const next: LeadRecord = { ...record, status: 'pending', nextAttemptAt: now.toISOString() }
  delete next.heldAt
  return next
}

/** The targets that have not accepted the lead yet. */
export const waitingTargets = (record: LeadRecord) => Object.keys(record.targets).filter((name) => !record.targets[name].acceptedAt)

/** The record after one round of attempts: accepted targets kept, the next attempt scheduled, or the lead given up on; the claim released. */
export function afterAttempts(record: LeadRecord, attempts: Attempt[], now: Date, minSeconds: number): LeadRecord {
  const at = now.toISOString()
  const targets = { ...record.targets }
  for (const attempt of attempts) {
    const before = targets[attempt.target] ?? { attempts: 0 }
    targets[attempt.target] = attempt.accepted
      ? { acceptedAt: at, attempts: before.attempts + 1, lastAttemptAt: at }
      : { attempts: before.attempts + 1, lastAttemptAt: at, lastError: attempt.error }
  }
  const next: LeadRecord = { ...record, targets }
  delete next.claim
  delete next.nextAttemptAt
  if (waitingTargets(next).length === 0) return { ...next, status: 'delivered', deliveredAt: at }
  if (now.getTime() - Date.parse(record.lead.receivedAt) >= GIVE_UP_AFTER_MS) return { ...next, status: 'failed', failedAt: at }
  const tries = Math.max(...waitingTargets(next).map((name) => targets[name].attempts))
  return { ...next, status: 'pending', nextAttemptAt: plus(now, backoffSeconds(tries, minSeconds) * 1000) }
}

export const isClaimed = (record: LeadRecord, now: Date) => Boolean(record.claim && Date.parse(record.claim.until) > now.getTime())

/** Whether a run should try the lead now: pending, its time come, and nobody delivering it. */
export const isDue = (record: LeadRecord, now: Date) =>
  record.status === 'pending' && Date.parse(record.nextAttemptAt ?? '') <= now.getTime() && !isClaimed(record, now)

export const claimed = (record: LeadRecord, by: string, now: Date): LeadRecord => ({ ...record, claim: { by, until: plus(now, CLAIM_MS) } })

/**
 * A lead past the retention period, as the privacy notice words it: kept
 * that long once it has reached the team, or once it was given up on
 * (failed), then deleted. Only a lead still being tried is kept whatever
 * its age.
 */
export function isPastRetention(record: LeadRecord, now: Date, days = RETENTION_DAYS): boolean {
  const endedAt = record.status === 'delivered' ? record.deliveredAt : record.status === 'failed' ? record.failedAt : undefined
  if (record.status === 'pending') return false
  // Nor a lead an ad platform still waits for, the lead's event or a stage's (src/lib/conversions/conversion-records.ts): until its window passes, at most 90 days.
  const sends = Object.values(record.conversions ?? {}).flatMap((outcome) => (outcome ? [outcome, ...Object.values(outcome.stages ?? {})] : []))
  if (sends.some((send) => send && !send.acceptedAt && !send.gaveUpAt && !send.tooLateAt)) return false
  return now.getTime() - Date.parse(endedAt ?? record.lead.receivedAt) >= days * DAY_MS
}
