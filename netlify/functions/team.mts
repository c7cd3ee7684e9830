/**
 * Everything under /api/team/ on Netlify: the team's inbox's sign-in and
 * its leads (src/lib/team/team-function.ts), the handler `gatsby develop`
 * and `gatsby serve` run through src/api/team/[...path].ts. Its answers are
 * never cached, and carry the site's security headers itself, as `_headers`
 * does not reach a function.
 */
import type { Config } from '@netlify/functions'
import { teamFunction } from '../../src/lib/team/team-function'

export default teamFunction()

// Read by Netlify from the source when it bundles the function: matched
// before _redirects. Links are limited per address in the store
// (src/lib/team/team-auth.ts); this limits every request per visitor address at Netlify's edge.
export const config: Config = {
  path: ['/api/team/*'],
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
