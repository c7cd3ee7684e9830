/**
 * A lead's later stages told to the ad platform that was told of the lead
 * (conversion-records.ts has the rules). The team inbox's save path calls
 * the function `stageEventsOnSave` makes, as `onStageSaved(record, change, write)`
 * handed to `waitUntil`, after it has saved a stage: the stage's events are
 * planned on the record, tried once, and the outcome written onto the lead.
 * Whatever that first attempt leaves (a refusal, a write another writer
 * won) the redelivery run finds on the record and tries again with the
 * same event ids: it plans the stages from the record's history too
 * (withPlannedStages), so a stage whose plan was never written is not lost.
 */
import type { LeadRecord } from '../leads/types'
import { attemptConversions, duePlatforms, withPlannedStages } from './conversion-records'
import type { ConversionSender } from './sending'
import type { StageChange, StagedRecord } from './stages'

export type StageEventOptions = {
  senders: readonly ConversionSender[]
  now: () => Date
  retryMinSeconds: number
  log: (line: string) => void
  timeoutMs?: number
}

/** The record with its stages planned and the due sends tried once; the same record when nothing was to send. */
export async function sendStageEvents(record: StagedRecord, change: StageChange | undefined, options: Omit<StageEventOptions, 'log'>): Promise<StagedRecord> {
  const planned = withPlannedStages(record, options.senders, options.now(), change)
  if (planned === record.conversions) return record
  const staged: StagedRecord = { ...record, conversions: planned }
  const platforms = duePlatforms(staged as LeadRecord, options.now())
  if (platforms.length === 0) return staged
  return { ...staged, conversions: await attemptConversions(staged, platforms, options.senders, options.now, options.retryMinSeconds, options.timeoutMs) }
}

/** Writes the record over the version the inbox saved; false when another writer changed it first (the run then does the rest). */
export type WriteSaved = (record: StagedRecord) => Promise<boolean>

/** `onStageSaved(record, change, write)` for the inbox's save path: never rejects. */
export function stageEventsOnSave(options: StageEventOptions) {
  return async function onStageSaved(record: StagedRecord, change: StageChange, write: WriteSaved): Promise<void> {
    try {
      const sent = await sendStageEvents(record, change, options)
      if (sent === record) return
      if (!(await write(sent).catch(() => false))) options.log(`conversions: lead ${record.lead.id}: the ${change.to} events' outcome could not be written; the redelivery run sends what is left`)
    } catch (error) {
      options.log(`conversions: lead ${record.lead.id}: ${error instanceof Error ? error.message : 'unknown error'}`)
    }
  }
}
