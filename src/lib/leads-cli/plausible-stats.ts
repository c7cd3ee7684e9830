/**
 * Visitors per page from Plausible's Stats API v2 (plausible.io/docs/stats-api):
 * `POST <host>/api/v2/query` with `Authorization: Bearer <key>` and
 * `{ site_id, metrics, date_range, dimensions, filters }`, answered
 * `{ results: [{ dimensions, metrics }] }`. Read on the agency's machine by
 * `npm run leads:report`, and by the inbox's Campaigns view for a signed-in
 * team member (src/lib/team/team-campaigns.ts); never by a public page.
 */
import { LANDING_PREFIX } from '../landing/landing'

export type StatsSettings = {
  /** A Stats API key (Plausible: Account settings > API keys). */
  apiKey: string
  /** PLAUSIBLE_HOST's origin. */
  host: string
  /** PLAUSIBLE_DOMAIN: the site's id in Plausible. */
  siteId: string
}

/** Unique visitors of every landing page (/lp/<slug>/ and its translations) from `from` to `to` (YYYY-MM-DD, both included), by path; waits `timeoutMs` at most. */
export async function landingVisitors({ apiKey, host, siteId }: StatsSettings, from: string, to: string, fetchImpl: typeof fetch = fetch, timeoutMs = 30_000): Promise<Map<string, number>> {
  const answer = await fetchImpl(`${host}/api/v2/query`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      site_id: siteId,
      metrics: ['visitors'],
      date_range: [from, to],
      dimensions: ['event:page'],
      filters: [['contains', 'event:page', [LANDING_PREFIX]]],
    }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  const text = await answer.text()
  if (!answer.ok) {
    const reason = (() => {
      try {
        return (JSON.parse(text) as { error?: string }).error ?? text
      } catch {
        return text
      }
    })()
    throw new Error(`Plausible's Stats API answered ${answer.status}${answer.status === 401 ? ' (is PLAUSIBLE_API_KEY a Stats API key of this site?)' : ''}: ${reason.slice(0, 200)}`)
  }
  const { results } = JSON.parse(text) as { results?: { dimensions: string[]; metrics: number[] }[] }
  if (!Array.isArray(results)) throw new Error("Plausible's Stats API answered without results")
  const visitors = new Map<string, number>()
  for (const { dimensions, metrics } of results) {
    // A path is counted without its query; the tracker may report it with or without the trailing slash.
    const path = dimensions[0].endsWith('/') ? dimensions[0] : `${dimensions[0]}/`
    visitors.set(path, (visitors.get(path) ?? 0) + metrics[0])
  }
  return visitors
}
