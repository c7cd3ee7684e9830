/**
 * The page-view tracker's settings (src/lib/analytics/page-view-tracker.ts),
 * only when PLAUSIBLE_DOMAIN is set: the islands' build
 * (gatsby/browser/build-islands.ts) compiles the tracker with them into a
 * chunk of its own, which the pages' script imports after starting the
 * islands, so it costs the first paint nothing. Without a domain the chunk is not built and no page asks for it:
 * not a byte more.
 */
import type { ParentSpanPluginArgs } from 'gatsby'
import { SITE_EVENT_PATH, type AnalyticsConfig } from '../../src/lib/analytics/config'
import type { PageViewSettings } from '../../src/lib/analytics/page-view-tracker'
import { landingPagesIndex } from '../../src/lib/landing/landing-index'
import { landingEntries } from '../landing/nodes'

/** The tracker's settings when analytics is configured; nothing otherwise. */
export function pageViewSettings(config: AnalyticsConfig | undefined, nodes: Pick<ParentSpanPluginArgs, 'getNodesByType' | 'getNode'>): PageViewSettings | undefined {
  if (!config) return undefined
  return { domain: config.domain, endpoint: SITE_EVENT_PATH, landingPages: landingPagesIndex(landingEntries(nodes)) }
}
