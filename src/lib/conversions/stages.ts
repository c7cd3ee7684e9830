/**
 * A lead's stages as the team inbox records them (issue 45). Declared here
 * until src/lib/leads/stages.ts (LEAD_STAGES, LeadStage) lands; the names
 * and the record's fields are the ones agreed with it, and this file is to
 * import them from there then.
 */
import type { LeadRecord } from '../leads/types'

export const LEAD_STAGES = ['new', 'contacted', 'qualified', 'meeting', 'won', 'lost', 'junk'] as const
export type LeadStage = (typeof LEAD_STAGES)[number]

/** One change of stage, as the inbox keeps it in the record's history. */
export type StageChange = { at: string; by: string; from: LeadStage; to: LeadStage; value?: number; reason?: string }

/** A stored lead with what the inbox adds: its stage, a Won's value (AED), the minutes to the first call, its history. */
export type StagedRecord = LeadRecord & { stage?: LeadStage; value?: number; firstContactMinutes?: number; history?: StageChange[] }

/** The events a platform may be told of: the lead itself, then the stages a bidder learns from. */
export const SENT_STAGES = ['lead', 'qualified', 'meeting', 'won'] as const
export type SentStage = (typeof SENT_STAGES)[number]

/** Stages that take a lead back: nothing more is sent, and a platform that documents a retraction is told. */
export const MOVED_BACK: readonly LeadStage[] = ['lost', 'junk']

export const isSentStage = (stage: string): stage is SentStage => (SENT_STAGES as readonly string[]).includes(stage)

/** The event id of a stage, which each platform counts once: `<lead id>:<stage>`; the lead's own event keeps the lead's id. */
export const stageEventId = (leadId: string, stage: SentStage) => (stage === 'lead' ? leadId : `${leadId}:${stage}`)
