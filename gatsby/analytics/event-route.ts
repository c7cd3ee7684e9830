/**
 * The `_redirects` rule that takes page views to Plausible: the site's own
 * path (SITE_EVENT_PATH) rewritten with status 200 to PLAUSIBLE_HOST's
 * Events API, so a page talks only to its own origin (the CSP stays
 * same-origin) and Netlify passes the visitor's address on in
 * X-Forwarded-For. Only with PLAUSIBLE_DOMAIN set; none otherwise.
 */
import type { RoutesManifest } from 'gatsby'
import { SITE_EVENT_PATH, type AnalyticsConfig } from '../../src/lib/analytics/config'

export function analyticsRoutes(config: AnalyticsConfig | undefined): RoutesManifest {
  // Forced (200!): the rule applies whatever the site holds at that path.
  return config ? [{ type: 'redirect', path: SITE_EVENT_PATH, toPath: config.eventApi, status: 200, force: true, headers: [] }] : []
}
