/**
 * A change of a lead's stage, as the team saves it (the lead's page's Stage,
 * Value (AED) and Reason): checked, then written onto the record with its
 * history entry. Won needs a value; Lost and Junk a reason from their list
 * (src/lib/leads/stages.ts), free text allowed after it. The first stage
 * after New keeps how long the lead waited for it.
 */
import { isLeadStage, needsReason, STAGE_REASONS, type LeadStage, type StageChange } from '../leads/stages'
import type { LeadRecord } from '../leads/types'

export type StageInput = { stage?: unknown; value?: unknown; reason?: unknown; note?: unknown }
export type StageProblem = 'stage' | 'value' | 'reason'

export const stageOf = (record: LeadRecord): LeadStage => record.stage ?? 'new'

export const MAX_VALUE_AED = 100_000_000
const MAX_NOTE = 300

function valueOf(input: unknown): number | undefined {
  const value = typeof input === 'number' ? input : typeof input === 'string' && input.trim() ? Number(input.replace(/[,\s]/g, '')) : NaN
  return Number.isFinite(value) && value > 0 && value <= MAX_VALUE_AED ? Math.round(value * 100) / 100 : undefined
}

const cleanText = (value: unknown) => (typeof value === 'string' ? value.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim().slice(0, MAX_NOTE) : '')

export type StageOutcome = { ok: true; record: LeadRecord; change: StageChange } | { ok: false; problem: StageProblem }

export function changeStage(record: LeadRecord, input: StageInput, by: string, now: Date): StageOutcome {
  if (!isLeadStage(input.stage)) return { ok: false, problem: 'stage' }
  const to = input.stage
  const from = stageOf(record)
  const value = to === 'won' ? valueOf(input.value) : undefined
  if (to === 'won' && value === undefined) return { ok: false, problem: 'value' }
  let reason: string | undefined
  if (needsReason(to)) {
    const listed = (STAGE_REASONS[to] as readonly string[]).includes(String(input.reason)) ? String(input.reason) : undefined
    if (!listed) return { ok: false, problem: 'reason' }
    const note = cleanText(input.note)
    reason = note ? `${listed}: ${note}` : listed
  }
  const change: StageChange = { at: now.toISOString(), by, from, to, ...(value !== undefined && { value }), ...(reason && { reason }) }
  const next: LeadRecord = { ...record, stage: to, history: [...(record.history ?? []), change] }
  if (to === 'won') next.value = value
  else delete next.value
  if (next.firstContactMinutes === undefined && to !== 'new') {
    next.firstContactMinutes = Math.max(0, Math.round((now.getTime() - Date.parse(record.lead.receivedAt)) / 60_000))
  }
  return { ok: true, record: next, change }
}
