/**
 * Where the stored leads stand, per target: how many wait for it, since
 * when, what it last answered, and the leads given up on. Worked out from
 * the records a redelivery run read (for the alerts, alert-news.ts) or from
 * every stored lead (`npm run leads -- status`). Nothing in it names a
 * visitor: ids and times only, so it can travel where leads do not.
 */
import { conversionSituation, type PlatformSituation } from '../../conversions/conversion-records'
import type { AdPlatform } from '../../conversions/platforms'
import type { LeadRecord } from '../types'

export type TargetSituation = {
  /** Pending leads this target has not accepted yet. */
  waiting: number
  /** Of those, the ones that have waited longer than the alert age. */
  overdue: number
  oldestReceivedAt?: string
  /** The target's latest refusal among the waiting leads, and when. */
  lastError?: string
  lastErrorAt?: string
  /** When it last accepted a lead, and when it accepted each lead it had refused before. */
  lastAcceptedAt?: string
  acceptedAfterRefusal: string[]
}

export type FailedLead = { id: string; receivedAt: string; failedAt: string; refusals: { target: string; lastError?: string }[] }

/**
 * `held`: leads kept during a flood and waiting for an owner (store/form-gate.ts), when the run could count them;
 * `platforms`: the ad platforms' sends, apart from the agency's targets (src/lib/conversions/).
 */
export type LeadSituation = { targets: Record<string, TargetSituation>; failed: FailedLead[]; held?: number; platforms?: Partial<Record<AdPlatform, PlatformSituation>> }

const later = (a: string | undefined, b: string | undefined) => (!a ? b : !b ? a : a > b ? a : b)

export function leadSituation(records: LeadRecord[], now: Date, afterMs: number): LeadSituation {
  const targets: Record<string, TargetSituation> = {}
  const failed: FailedLead[] = []
  for (const record of records) {
    for (const [name, outcome] of Object.entries(record.targets)) {
      const target = (targets[name] ??= { waiting: 0, overdue: 0, acceptedAfterRefusal: [] })
      if (outcome.acceptedAt) {
        target.lastAcceptedAt = later(target.lastAcceptedAt, outcome.acceptedAt)
        if (outcome.attempts > 1) target.acceptedAfterRefusal.push(outcome.acceptedAt)
        continue
      }
      if (record.status !== 'pending') continue
      target.waiting += 1
      if (now.getTime() - Date.parse(record.lead.receivedAt) > afterMs) target.overdue += 1
      if (!target.oldestReceivedAt || record.lead.receivedAt < target.oldestReceivedAt) target.oldestReceivedAt = record.lead.receivedAt
      if (outcome.lastError && later(target.lastErrorAt, outcome.lastAttemptAt) === outcome.lastAttemptAt) {
        target.lastError = outcome.lastError
        target.lastErrorAt = outcome.lastAttemptAt
      }
    }
    if (record.status === 'failed') {
      const refusals = Object.entries(record.targets)
        .filter(([, outcome]) => !outcome.acceptedAt)
        .map(([target, outcome]) => ({ target, lastError: outcome.lastError }))
      failed.push({ id: record.lead.id, receivedAt: record.lead.receivedAt, failedAt: record.failedAt ?? record.lead.receivedAt, refusals })
    }
  }
  failed.sort((a, b) => a.failedAt.localeCompare(b.failedAt))
  return { targets, failed, platforms: conversionSituation(records) }
}

/** The targets with a lead past the alert age. */
export const overdueTargets = (situation: LeadSituation) => Object.keys(situation.targets).filter((name) => situation.targets[name].overdue > 0)
