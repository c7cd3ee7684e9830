/**
 * The landing pages' part of `npm run leads:report` (scripts/leads-report.mjs):
 * the date range (--from, --to, default the last 30 days), the pages in
 * content/landing/, Plausible's visitors when PLAUSIBLE_API_KEY is set, and
 * the report as text and as JSON.
 */
import path from 'node:path'
import { campaignReport, campaignReportJson, type CampaignLead, formatCampaignReport, landingPagesOnDisk } from './campaign-report'
import { isRangeProblem, plausibleVisitors, reportRange } from './campaign-inputs'

type Options = { leads: CampaignLead[]; from?: string; to?: string; timeZone: string; env: Record<string, string | undefined>; root?: string; fetchImpl?: typeof fetch }

export async function landingReport({ leads, from, to, timeZone, env, root = process.cwd(), fetchImpl }: Options) {
  const range = reportRange({ from, to }, timeZone)
  if (isRangeProblem(range)) throw new Error(range.message)
  const visitors = await plausibleVisitors(env, range, { fetchImpl })
  const report = campaignReport({ leads, pages: landingPagesOnDisk(path.join(root, 'content/landing')), visitors, ...range, timeZone })
  return { report, text: formatCampaignReport(report), json: campaignReportJson(report) }
}
