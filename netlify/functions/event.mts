/**
 * POST /api/event on Netlify: the page views the tracker sends, passed on
 * to Plausible with the site's security headers on the answer
 * (src/lib/analytics/event-function.ts). Matched before `_redirects`.
 */
import type { Config } from '@netlify/functions'
import { eventFunction } from '../../src/lib/analytics/event-function'

export default eventFunction()

// A visitor sends one event a page; 120 a minute from one address is a
// crowd behind a carrier's address, more is someone inflating the figures.
export const config: Config = {
  // Netlify reads this from the source, so no constant: SITE_EVENT_PATH (src/lib/analytics/config.ts).
  path: ['/api/event'],
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
