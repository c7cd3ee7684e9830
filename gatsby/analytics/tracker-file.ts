/**
 * The page-view tracker's settings (src/lib/analytics/page-views.ts), only
 * when PLAUSIBLE_DOMAIN is set: the islands' build (gatsby/browser/islands.ts)
 * compiles the tracker with them into a chunk of its own, which the pages'
 * script imports after starting the islands, so it costs the first paint
 * nothing. Without a domain the chunk is not built and no page asks for it:
 * not a byte more.
 */
import type { ParentSpanPluginArgs } from 'gatsby'
import { SITE_EVENT_PATH, type AnalyticsConfig } from '../../src/lib/analytics/config'
import type { LandingPagesIndex } from '../../src/lib/analytics/page-props'
import type { PageViewSettings } from '../../src/lib/analytics/page-views'
import { LANDING } from '../../src/lib/content/landing'

type LandingNode = { fields?: { slug?: string }; campaign?: string; variantOf?: string | null; draft?: boolean | null }

/** Each published landing page's campaign and original, by slug (the languages of a page share both). */
export function landingPagesIndex(nodes: readonly LandingNode[]): LandingPagesIndex {
  const entries = nodes.flatMap((node) => (node.fields?.slug && node.draft !== true ? [[node.fields.slug, { campaign: node.campaign ?? '', ...(node.variantOf && { variantOf: node.variantOf }) }] as const] : []))
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)))
}

/** The tracker's settings when analytics is configured; nothing otherwise. */
export function pageViewSettings(config: AnalyticsConfig | undefined, { getNodesByType }: Pick<ParentSpanPluginArgs, 'getNodesByType'>): PageViewSettings | undefined {
  if (!config) return undefined
  return { domain: config.domain, endpoint: SITE_EVENT_PATH, landingPages: landingPagesIndex(getNodesByType(LANDING.type.name) as unknown as LandingNode[]) }
}
