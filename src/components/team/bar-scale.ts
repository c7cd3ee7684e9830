/**
 * The Campaigns view's bars (campaign-bars.tsx) as numbers: each page's
 * leads and qualified leads as a share of the longest bar, so the page with
 * the most leads fills the track and every other bar is to scale. A count
 * above nothing always shows a sliver, however small beside the largest.
 */

/** The shortest bar a count above 0 is drawn as, of the track. */
export const MIN_SHARE = 0.01

export type BarCounts = { leads: number; qualified: number }

export type BarShares = { leads: number; qualified: number }

export function barShares(rows: readonly BarCounts[]): BarShares[] {
  const longest = Math.max(0, ...rows.flatMap((row) => [row.leads, row.qualified]))
  const share = (value: number) => (longest > 0 && value > 0 ? Math.max(MIN_SHARE, value / longest) : 0)
  return rows.map((row) => ({ leads: share(row.leads), qualified: share(row.qualified) }))
}
