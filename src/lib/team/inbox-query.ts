/**
 * The inbox's list: the filters a view's address carries (stage, page or
 * campaign, received between two dates, a search by name or phone digits),
 * newest first, PAGE_SIZE a page, and the counts at the top. Dates are Gulf
 * dates (Asia/Dubai), as the team lives them.
 */
import { isLeadStage, type LeadStage } from '../leads/stages'
import type { LeadRecord } from '../leads/types'
import { stageOf } from './stage-change'

export const PAGE_SIZE = 25
export const GULF_TIME_ZONE = 'Asia/Dubai'

const gulfDate = new Intl.DateTimeFormat('en-CA', { timeZone: GULF_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
/** 2026-12-02: the Gulf date of an instant. */
export const gulfDay = (at: string | Date) => gulfDate.format(typeof at === 'string' ? new Date(at) : at)

export type InboxFilters = { stage?: LeadStage; origin?: string; from?: string; to?: string; search?: string; page: number }

const DAY = /^\d{4}-\d{2}-\d{2}$/

export function inboxFilters(params: URLSearchParams): InboxFilters {
  const stage = params.get('stage') ?? ''
  const page = Number(params.get('page'))
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? (params.get(name) as string) : undefined)
  return {
    stage: isLeadStage(stage) ? stage : undefined,
    origin: params.get('origin')?.trim() || undefined,
    from: day('from'),
    to: day('to'),
    search: params.get('q')?.trim().slice(0, 100) || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** Where a lead came from, as the list shows it and its filter matches it: the landing page and campaign, or the campaign, or the channel. */
export function originOf(record: LeadRecord): { label: string; keys: string[] } {
  const { landing, source } = record.lead
  if (landing) return { label: `${landing.slug} · ${landing.campaign}`, keys: [landing.slug, landing.campaign] }
  if (source?.utmCampaign) return { label: `${source.channel} · ${source.utmCampaign}`, keys: [source.utmCampaign] }
  return { label: source?.channel ?? 'direct', keys: [] }
}

const digits = (text: string) => text.replace(/\D/g, '')

function matches(record: LeadRecord, filters: InboxFilters): boolean {
  const { lead } = record
  if (filters.stage && stageOf(record) !== filters.stage) return false
  if (filters.origin && !originOf(record).keys.includes(filters.origin)) return false
  const day = gulfDay(lead.receivedAt)
  if (filters.from && day < filters.from) return false
  if (filters.to && day > filters.to) return false
  if (filters.search) {
    const wanted = filters.search.toLocaleLowerCase()
    const wantedDigits = digits(filters.search)
    const byName = lead.name.toLocaleLowerCase().includes(wanted)
    const byPhone = wantedDigits.length >= 3 && wantedDigits.length === filters.search.replace(/[\s+()-]/g, '').length && digits(lead.phone).includes(wantedDigits)
    if (!byName && !byPhone) return false
  }
  return true
}

export type LeadSummary = {
  id: string
  receivedAt: string
  name: string
  phone: string
  language: string
  origin: string
  stage: LeadStage
  /** For a lead still New: minutes since it arrived. */
  waitingMinutes?: number
}

export const summaryOf = (record: LeadRecord, now: Date): LeadSummary => ({
  id: record.lead.id,
  receivedAt: record.lead.receivedAt,
  name: record.lead.name,
  phone: record.lead.phone,
  language: record.lead.language,
  origin: originOf(record).label,
  stage: stageOf(record),
  ...(stageOf(record) === 'new' && { waitingMinutes: Math.max(0, Math.floor((now.getTime() - Date.parse(record.lead.receivedAt)) / 60_000)) }),
})

export type InboxCounts = { waiting: number; contactedToday: number; qualifiedThisMonth: number; wonThisMonth: number; wonValueThisMonth: number }

/** The counts at the top: New (waiting), contacted today, qualified and won this month (by the day of the change, in Gulf time), with Won's value. */
export function inboxCounts(records: LeadRecord[], now: Date): InboxCounts {
  const today = gulfDay(now)
  const month = today.slice(0, 7)
  const counts: InboxCounts = { waiting: 0, contactedToday: 0, qualifiedThisMonth: 0, wonThisMonth: 0, wonValueThisMonth: 0 }
  for (const record of records) {
    if (stageOf(record) === 'new') counts.waiting += 1
    const changes = record.history ?? []
    if (changes.some((change) => change.to === 'contacted' && gulfDay(change.at) === today)) counts.contactedToday += 1
    if (changes.some((change) => change.to === 'qualified' && gulfDay(change.at).startsWith(month))) counts.qualifiedThisMonth += 1
    if (stageOf(record) === 'won' && changes.some((change) => change.to === 'won' && gulfDay(change.at).startsWith(month))) {
      counts.wonThisMonth += 1
      counts.wonValueThisMonth += record.value ?? 0
    }
  }
  return counts
}

export type InboxPage = { leads: LeadSummary[]; total: number; page: number; pages: number; counts: InboxCounts; origins: string[] }

export function inboxPage(records: LeadRecord[], filters: InboxFilters, now: Date): InboxPage {
  const found = records.filter((record) => matches(record, filters)).sort((a, b) => b.lead.receivedAt.localeCompare(a.lead.receivedAt))
  const pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE))
  const page = Math.min(filters.page, pages)
  const origins = [...new Set(records.flatMap((record) => originOf(record).keys))].sort()
  return {
    leads: found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((record) => summaryOf(record, now)),
    total: found.length,
    page,
    pages,
    counts: inboxCounts(records, now),
    origins,
  }
}
