/**
 * The landing pages' part of `npm run leads:report` (scripts/leads-report.mjs):
 * the date range (--from, --to, default the last 30 days), the pages in
 * content/landing/, Plausible's visitors when PLAUSIBLE_API_KEY is set, and
 * the report as text and as JSON.
 */
import path from 'node:path'
import { analyticsConfig } from '../analytics/config'
import { campaignReport, campaignReportJson, type CampaignLead, formatCampaignReport, landingPagesOnDisk, lastDays } from './campaign-report'
import { landingVisitors } from './plausible-stats'

/** Days a report covers by default. */
export const DEFAULT_DAYS = 30

const DAY = /^\d{4}-\d{2}-\d{2}$/

type Options = { leads: CampaignLead[]; from?: string; to?: string; timeZone: string; env: Record<string, string | undefined>; root?: string; fetchImpl?: typeof fetch }

export async function landingReport({ leads, from, to, timeZone, env, root = process.cwd(), fetchImpl }: Options) {
  const range = { ...lastDays(DEFAULT_DAYS, timeZone), ...(from && { from }), ...(to && { to }) }
  for (const [name, value] of Object.entries(range)) if (!DAY.test(value) || Number.isNaN(Date.parse(value))) throw new Error(`--${name} must be a day written YYYY-MM-DD, got ${value}`)
  if (range.from > range.to) throw new Error(`--from (${range.from}) is after --to (${range.to})`)
  const apiKey = env.PLAUSIBLE_API_KEY?.trim()
  let visitors: Map<string, number> | undefined
  if (apiKey) {
    const config = analyticsConfig(env)
    if (!config) throw new Error('PLAUSIBLE_API_KEY is set but PLAUSIBLE_DOMAIN is not: set it to the site as registered in Plausible')
    visitors = await landingVisitors({ apiKey, host: config.host, siteId: config.domain }, range.from, range.to, fetchImpl)
  }
  const report = campaignReport({ leads, pages: landingPagesOnDisk(path.join(root, 'content/landing')), visitors, ...range, timeZone })
  return { report, text: formatCampaignReport(report), json: campaignReportJson(report) }
}
