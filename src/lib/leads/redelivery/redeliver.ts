/**
 * One redelivery run over the kept leads (the scheduled
 * function, netlify/functions/redeliver-leads.mts, starts one a minute):
 * each lead whose next attempt is due is claimed, sent again to the targets
 * that have not accepted it, and only those, and written back with what
 * they answered; a lead delivered or given up on longer ago than the
 * retention period is deleted. A send to an ad platform that is due
 * (src/lib/conversions/conversion-records.ts), the lead's own, a later stage's
 * (planned from the record's history), or a question to a platform that
 * answers later, is tried in the same claim, with its own outcome, whatever the agency's delivery. What the run sees of each
 * lead it reads is handed to `observe` (the alerts, ../alerts/, are worked
 * out from it).
 *
 * A claim is a conditional write over the version the run listed: of two
 * runs (or a run and the contact function) only one can win it, and a
 * claim left by a run that died expires (store/lead-records.ts). A run
 * stops taking leads once `budgetMs` has passed, so that the leads in hand
 * (a read, a claim and a write-back of at most 1.5 s each, and one delivery
 * timeout, 5 s) finish inside Netlify's 30 s. Each run starts at a random
 * point of the listing and wraps around, so when the store holds more than
 * one run can read, the leads late in key order are reached too.
 *
 * Held leads (kept during a flood, contact-steps/flood.ts) are read but
 * never delivered, and counted. The form gate's `held/` keys are reconciled
 * with what the records say: a key whose lead is not held, or no longer
 * exists, is dropped; a lead kept as held whose key was never written gets
 * it. So a stale key neither hides a flood nor silences its alert.
 */
import type { ConversionSender } from '../../conversions/sending'
import { attemptConversions, duePlatforms, withPlannedStages } from '../../conversions/conversion-records'
import { attemptDelivery, type RefusedTarget, type Target } from '../lead-delivery'
import { reduceUrls } from '../../security/secret-urls'
import type { FormGate } from '../store/form-gate'
import type { Attempt, LeadRecord, LeadRecordStore, ListedLead } from '../types'
import { afterAttempts, claimed, isClaimed, isDue, isPastRetention, RETENTION_DAYS, waitingTargets } from '../store/lead-records'

export const RUN_BUDGET_MS = 18_000
/** Leads in hand at once: enough to clear a backlog in one run, few enough for an SMTP server's connection limit. */
export const CONCURRENCY = 8

export type RunOptions = {
  store: LeadRecordStore
  targets: Target[]
  /** Targets set but not usable (lead-delivery.ts): a lead waiting for one is refused with the reason. */
  refused?: RefusedTarget[]
  timeoutMs: number
  retryMinSeconds: number
  now: () => Date
  /** Milliseconds since the run started (a monotonic clock, whatever `now` says). */
  elapsedMs: () => number
  budgetMs?: number
  retentionDays?: number
  runId: string
  log: (line: string) => void
  /** Each lead the run read, as it left it (not called for a lead it deleted). */
  observe?: (record: LeadRecord) => void
  /** The leads the gate's `held/` keys name (store/form-gate.ts), listed before the leads. */
  held?: ReadonlySet<string>
  /** The gate, to reconcile its `held/` keys with the records; without it they are only read. */
  heldKeys?: Pick<FormGate, 'hold' | 'release'>
  /** The ad platforms configured (src/lib/conversions/): a send due is tried with the lead's targets, apart from them. */
  conversions?: readonly ConversionSender[]
}

/** `conversions`: sends to ad platforms tried (src/lib/conversions/), counted apart from the agency's delivery. */
export type RunReport = { listed: number; delivered: number; retrying: number; failed: number; deleted: number; busy: number; left: number; held: number; conversions: number }

export async function redeliver(options: RunOptions): Promise<RunReport> {
  const { store, budgetMs = RUN_BUDGET_MS } = options
  const report: RunReport = { listed: 0, delivered: 0, retrying: 0, failed: 0, deleted: 0, busy: 0, left: 0, held: 0, conversions: 0 }
  const listed = await store.list()
  report.listed = listed.length
  const start = Math.floor(Math.random() * listed.length)
  let next = 0
  async function worker() {
    while (next < listed.length) {
      if (options.elapsedMs() >= budgetMs) {
        report.left = listed.length - next
        return
      }
      const entry = listed[(start + next++) % listed.length]
      try {
        await visit(entry, options, report)
      } catch (error) {
        // One lead's trouble (the store slow to answer) never stops the run; it is due again next time.
        options.log(`redelivery: lead ${entry.key} skipped: ${error instanceof Error ? reduceUrls(error.message) : 'unknown error'}`)
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  // A key listed before the leads whose lead is not among them names none: it was deleted, or never kept.
  const keys = new Set(listed.map((entry) => entry.key))
  for (const id of options.held ?? []) if (!keys.has(id)) await dropHeldKey(id, options)
  return report
}

const dropHeldKey = (id: string, options: RunOptions) =>
  options.heldKeys?.release(id).catch((error: unknown) => options.log(`redelivery: the held key of ${id} could not be dropped: ${error instanceof Error ? reduceUrls(error.message) : 'unknown error'}`))

async function visit({ key, etag }: ListedLead, options: RunOptions, report: RunReport) {
  const { store, now } = options
  const read = await store.read(key)
  if (!read) return
  // Held: an owner decides, whatever its age; its key in the gate written if it was lost.
  if (read.status === 'held') {
    report.held += 1
    if (!options.held?.has(key)) await options.heldKeys?.hold(key)
    return
  }
  if (options.held?.has(key)) await dropHeldKey(key, options)
  // A stage the inbox saved whose events were never planned (its write lost) is planned here, to the same ids.
  const planned = withPlannedStages(read, options.conversions ?? [], now())
  const record: LeadRecord = planned === read.conversions ? read : { ...read, conversions: planned }
  if (isPastRetention(record, now(), options.retentionDays ?? RETENTION_DAYS)) {
    await store.remove(key)
    report.deleted += 1
    return
  }
  const delivering = isDue(record, now())
  const platforms = isClaimed(record, now()) ? [] : duePlatforms(record, now())
  if (!delivering && platforms.length === 0) return options.observe?.(record)
  const mine = claimed(record, options.runId, now())
  const claimEtag = await store.replace(key, mine, etag)
  if (!claimEtag) {
    report.busy += 1 // changed since it was listed: another run or the contact function has it
    return options.observe?.(record)
  }
  // The agency's targets and the ad platform at once, each with its own outcome.
  const [attempts, conversions] = await Promise.all([
    delivering ? attemptWaiting(mine, options) : [],
    platforms.length ? attemptConversions(mine, platforms, options.conversions ?? [], now, options.retryMinSeconds) : mine.conversions,
  ])
  const delivered = delivering ? afterAttempts(mine, attempts, now(), options.retryMinSeconds) : released(mine)
  const settled: LeadRecord = conversions ? { ...delivered, conversions } : delivered
  if (!(await store.replace(key, settled, claimEtag))) options.log(`redelivery: lead ${key} was taken over before its outcome was written`)
  options.observe?.(settled)
  report.conversions += platforms.length
  if (!delivering) return
  const refused = attempts.filter((attempt) => !attempt.accepted).map((attempt) => `${attempt.target} (${attempt.error})`)
  if (refused.length) options.log(`redelivery: lead ${key} ${settled.status === 'failed' ? 'FAILED for good' : 'refused'}: ${refused.join(', ')}`)
  report[settled.status === 'delivered' ? 'delivered' : settled.status === 'failed' ? 'failed' : 'retrying'] += 1
}

/** The record with its claim given back. */
function released(record: LeadRecord): LeadRecord {
  const next = { ...record }
  delete next.claim
  return next
}

/** One attempt at each target still waiting; a target no longer configured, or refused (lead-delivery.ts), counts as a refusal. */
async function attemptWaiting(record: LeadRecord, options: RunOptions): Promise<Attempt[]> {
  const waiting = waitingTargets(record)
  const targets = options.targets.filter((target) => waiting.includes(target.name))
  const missing = waiting.filter((name) => !targets.some((target) => target.name === name))
  const attempts = await attemptDelivery(record.lead, targets, options.timeoutMs)
  const why = (target: string) => options.refused?.find((refused) => refused.target === target)?.reason ?? 'no longer configured'
  return [...attempts, ...missing.map((target) => ({ target, accepted: false, error: why(target) }))]
}
