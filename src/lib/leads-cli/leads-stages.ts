/**
 * `npm run leads -- list`: every kept lead, newest first, with what the team
 * made of it in the inbox (src/lib/team/): its stage, Won's value in AED, and
 * the minutes from its arrival to its first stage after New. `npm run leads
 * -- csv`: the same leads for a spreadsheet, with who they are and where
 * they came from as the inbox shows it.
 */
import { needsReason } from '../leads/stages'
import type { LeadRecord } from '../leads/types'
import { GULF_TIME_ZONE, originOf } from '../team/inbox-query'
import { stageOf } from '../team/stage-change'
import { csvField, localTime } from './leads-report'

const cell = (value: string, width: number) => value.padEnd(width)

const newestFirst = (records: readonly LeadRecord[]) => [...records].sort((a, b) => b.lead.receivedAt.localeCompare(a.lead.receivedAt))

export function stageLines(records: readonly LeadRecord[]): string[] {
  const header = `${cell('received (UTC)', 17)}  ${cell('stage', 10)}  ${cell('value AED', 10)}  ${cell('first contact', 13)}  id`
  const rows = newestFirst(records).map((record) => {
    const value = record.value === undefined ? '' : String(record.value)
    const first = record.firstContactMinutes === undefined ? '' : `${record.firstContactMinutes} min`
    return `${cell(record.lead.receivedAt.slice(0, 16).replace('T', ' '), 17)}  ${cell(stageOf(record), 10)}  ${cell(value, 10)}  ${cell(first, 13)}  ${record.lead.id}`
  })
  return [header, ...rows]
}

/** Why a Lost or Junk lead is so: the reason given with its last change to that stage. */
const reasonOf = (record: LeadRecord) => (needsReason(stageOf(record)) ? ([...(record.history ?? [])].reverse().find((change) => change.to === stageOf(record))?.reason ?? '') : '')

const CSV_COLUMNS: readonly [string, (record: LeadRecord) => string][] = [
  [`received (${GULF_TIME_ZONE})`, (record) => localTime(record.lead.receivedAt, GULF_TIME_ZONE)],
  ['name', (record) => record.lead.name],
  ['phone', (record) => record.lead.phone],
  ['language', (record) => record.lead.language],
  ['from', (record) => originOf(record).label],
  ['stage', (record) => stageOf(record)],
  ['value AED', (record) => (record.value === undefined ? '' : String(record.value))],
  ['reason', reasonOf],
  ['first contact minutes', (record) => (record.firstContactMinutes === undefined ? '' : String(record.firstContactMinutes))],
  ['id', (record) => record.lead.id],
]

/** Every lead as a CSV file (RFC 4180, CRLF), newest first, each cell safe from a spreadsheet's formulas (csvField). */
export function leadsCsv(records: readonly LeadRecord[]): string {
  const rows = [CSV_COLUMNS.map(([title]) => title), ...newestFirst(records).map((record) => CSV_COLUMNS.map(([, cellOf]) => cellOf(record)))]
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`
}
