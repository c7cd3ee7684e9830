/**
 * Which of a lead's stages (the team inbox's, src/lib/leads/stages.ts, part
 * of the lead's type) an ad platform is told of, and how each event is named.
 */
import type { LeadStage, StageChange } from '../leads/stages'
import type { LeadRecord } from '../leads/types'

export type { LeadStage, StageChange }

/** A stored lead with what the inbox adds: its stage, a Won's value (AED), the minutes to the first call, its history. */
export type StagedRecord = LeadRecord

/** The events a platform may be told of: the lead itself, then the stages a bidder learns from. */
export const SENT_STAGES = ['lead', 'qualified', 'meeting', 'won'] as const
export type SentStage = (typeof SENT_STAGES)[number]

/** Stages that take a lead back: nothing more is sent, and a platform that documents a retraction is told. */
export const MOVED_BACK: readonly LeadStage[] = ['lost', 'junk']

export const isSentStage = (stage: string): stage is SentStage => (SENT_STAGES as readonly string[]).includes(stage)

/** The event id of a stage, which each platform counts once: `<lead id>:<stage>`; the lead's own event keeps the lead's id. */
export const stageEventId = (leadId: string, stage: SentStage) => (stage === 'lead' ? leadId : `${leadId}:${stage}`)
