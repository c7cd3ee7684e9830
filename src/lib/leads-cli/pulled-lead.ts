/**
 * A kept lead as the agency's tools read it: what `npm run leads -- pull`
 * writes, one JSON line per lead, and what the landing pages' report reads
 * (campaign-report.ts's CampaignLead), from the file on the agency's machine
 * or from the store in the inbox's Campaigns view (src/lib/team/). The lead
 * as it arrived, its delivery beside it (never the visitor's address or
 * browser), and what the team made of it (`team`).
 */
import type { LeadRecord } from '../leads/types'
import { pulledConversions } from './conversion-report'

/** What a pulled lead carries of the inbox: its stage (New when none was saved), Won's value in AED, the minutes to its first contact, every change. */
export const pulledStage = ({ stage, value, firstContactMinutes, history }: LeadRecord) => ({
  stage: stage ?? 'new',
  ...(value !== undefined && { value }),
  ...(firstContactMinutes !== undefined && { firstContactMinutes }),
  ...(history && { history }),
})

export const pulledLead = (record: LeadRecord) => ({
  ...record.lead,
  delivery: { status: record.status, targets: record.targets, ...pulledConversions(record) },
  team: pulledStage(record),
})
