/**
 * What the landing pages' report (campaign-report.ts) is computed from,
 * read alike by `npm run leads:report` (campaign-cli.ts) and the inbox's
 * Campaigns view (src/lib/team/team-campaigns.ts): the days asked for, and
 * the visitors from Plausible's Stats API when PLAUSIBLE_API_KEY is set.
 */
import { analyticsConfig } from '../analytics/config'
import { lastDays } from './campaign-report'
import { landingVisitors } from './plausible-stats'

/** Days a report covers by default. */
export const DEFAULT_DAYS = 30

export type ReportRange = { from: string; to: string }

/** `from` or `to` that is no day, or `from` after `to`, with why in words (the command's). */
export type RangeProblem = { field: keyof ReportRange; message: string }

/** A calendar day written YYYY-MM-DD: 2026-02-30 is none. */
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value)

/** The days asked for, either end by default the last DEFAULT_DAYS days up to today in `timeZone`. */
export function reportRange(asked: Partial<ReportRange>, timeZone: string, now = new Date()): ReportRange | RangeProblem {
  const range = { ...lastDays(DEFAULT_DAYS, timeZone, now), ...(asked.from && { from: asked.from }), ...(asked.to && { to: asked.to }) }
  for (const field of ['from', 'to'] as const) if (!isDay(range[field])) return { field, message: `--${field} must be a day written YYYY-MM-DD, got ${range[field]}` }
  if (range.from > range.to) return { field: 'from', message: `--from (${range.from}) is after --to (${range.to})` }
  return range
}

export const isRangeProblem = (range: ReportRange | RangeProblem): range is RangeProblem => 'field' in range

/**
 * Unique visitors per landing page in `range`, or undefined without
 * PLAUSIBLE_API_KEY; throws, saying why, when the key is set without
 * PLAUSIBLE_DOMAIN or Plausible does not answer with figures.
 */
export async function plausibleVisitors(env: Record<string, string | undefined>, range: ReportRange, { fetchImpl, timeoutMs }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {}): Promise<Map<string, number> | undefined> {
  const apiKey = env.PLAUSIBLE_API_KEY?.trim()
  if (!apiKey) return undefined
  const config = analyticsConfig(env)
  if (!config) throw new Error('PLAUSIBLE_API_KEY is set but PLAUSIBLE_DOMAIN is not: set it to the site as registered in Plausible')
  return landingVisitors({ apiKey, host: config.host, siteId: config.domain }, range.from, range.to, fetchImpl, timeoutMs)
}
