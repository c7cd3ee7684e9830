/**
 * The inbox's Campaigns view on the server (GET /api/team/campaigns?from&to,
 * team-function.ts): the landing pages' report of `npm run leads:report`
 * (src/lib/leads-cli/campaign-report.ts) over every kept lead, read as a pull
 * writes it (pulled-lead.ts), for the Gulf days asked for, by default the
 * last 30. Pages come from the leads and the visits only: a function cannot
 * read content/landing/. Visitors come from Plausible's Stats API when
 * PLAUSIBLE_API_KEY and PLAUSIBLE_DOMAIN are set; Plausible failing costs
 * the visitors, never the view, and the answer says so.
 */
import { campaignReport, type CampaignReport } from '../leads-cli/campaign-report'
import { isRangeProblem, plausibleVisitors, reportRange, type ReportRange } from '../leads-cli/campaign-inputs'
import { pulledLead } from '../leads-cli/pulled-lead'
import { reasonOf } from '../delivery/attempts'
import type { LeadRecord } from '../leads/types'
import { GULF_TIME_ZONE } from './inbox-query'

/** Well inside a synchronous function's minute: the team waits for the page, not for Plausible. */
const PLAUSIBLE_TIMEOUT_MS = 10_000

/** `visitorsError`: PLAUSIBLE_API_KEY is set, but no figures came (why is in the function's log). */
export type CampaignsView = { ok: true; report: CampaignReport; visitorsError: boolean }

export type CampaignsAnswer = { status: 200; body: CampaignsView } | { status: 400; body: { ok: false; error: keyof ReportRange } }

type Deps = { env: NodeJS.ProcessEnv; now: Date; log: (line: string) => void; fetchImpl?: typeof fetch }

export async function campaignsAnswer(params: URLSearchParams, records: () => Promise<LeadRecord[]>, { env, now, log, fetchImpl }: Deps): Promise<CampaignsAnswer> {
  const range = reportRange({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined }, GULF_TIME_ZONE, now)
  if (isRangeProblem(range)) return { status: 400, body: { ok: false, error: range.field } }
  const visits = plausibleVisitors(env, range, { fetchImpl, timeoutMs: PLAUSIBLE_TIMEOUT_MS }).then(
    (visitors) => ({ visitors, failed: false }),
    (error: unknown) => {
      log(`team: campaigns without visitors: ${reasonOf(error)}`)
      return { visitors: undefined, failed: true }
    },
  )
  const [kept, { visitors, failed }] = await Promise.all([records(), visits])
  const report = campaignReport({ leads: kept.map(pulledLead), pages: [], visitors, ...range, timeZone: GULF_TIME_ZONE })
  return { status: 200, body: { ok: true, report, visitorsError: failed } }
}
