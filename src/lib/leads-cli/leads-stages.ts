/**
 * `npm run leads -- list`: every kept lead, newest first, with what the team
 * made of it in the inbox (src/lib/team/): its stage, Won's value in AED, and
 * the minutes from its arrival to its first stage after New.
 */
import type { LeadRecord } from '../leads/types'

const cell = (value: string, width: number) => value.padEnd(width)

export function stageLines(records: readonly LeadRecord[]): string[] {
  const header = `${cell('received (UTC)', 17)}  ${cell('stage', 10)}  ${cell('value AED', 10)}  ${cell('first contact', 13)}  id`
  const rows = [...records]
    .sort((a, b) => b.lead.receivedAt.localeCompare(a.lead.receivedAt))
    .map((record) => {
      const value = record.value === undefined ? '' : String(record.value)
      const first = record.firstContactMinutes === undefined ? '' : `${record.firstContactMinutes} min`
      return `${cell(record.lead.receivedAt.slice(0, 16).replace('T', ' '), 17)}  ${cell(record.stage ?? 'new', 10)}  ${cell(value, 10)}  ${cell(first, 13)}  ${record.lead.id}`
    })
  return [header, ...rows]
}

/** What a pulled lead carries of the inbox, beside its delivery. */
export const pulledStage = ({ stage, value, firstContactMinutes, history }: LeadRecord) => ({ stage: stage ?? 'new', ...(value !== undefined && { value }), ...(firstContactMinutes !== undefined && { firstContactMinutes }), ...(history && { history }) })
