/**
 * A lead's stage in the team's inbox (src/lib/team/): where the team has got
 * with it since it arrived. The list is shared with the ad platforms' stage
 * sends (src/lib/conversions/), which name the same stages; any stage may
 * follow any other, so a mistake can be put right, and every change is kept
 * in the lead's history (StageChange).
 */
export const LEAD_STAGES = ['new', 'contacted', 'qualified', 'meeting', 'won', 'lost', 'junk'] as const
export type LeadStage = (typeof LEAD_STAGES)[number]

/** One change of stage: who (a team address), when, from and to, with Won's value (AED) or Lost's and Junk's reason. */
export type StageChange = { at: string; by: string; from: LeadStage; to: LeadStage; value?: number; reason?: string }

/** The reasons a lead is Lost or Junk, offered in a list (free text may follow, after a colon). */
export const STAGE_REASONS = {
  lost: ['price', 'no-answer', 'chose-another', 'not-now', 'other'],
  junk: ['spam', 'wrong-number', 'duplicate', 'test', 'other'],
} as const satisfies Partial<Record<LeadStage, readonly string[]>>

export const isLeadStage = (value: unknown): value is LeadStage => typeof value === 'string' && (LEAD_STAGES as readonly string[]).includes(value)

/** Stages that ask for a reason. */
export const needsReason = (stage: LeadStage): stage is keyof typeof STAGE_REASONS => Object.hasOwn(STAGE_REASONS, stage)
