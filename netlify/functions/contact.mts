/**
 * POST /api/contact on Netlify (GET /api/contact/token, the form's token,
 * is contact-token.mts, the same function under a limit of its own): the
 * contact form's function, on Netlify's
 * modern Functions API (a web Request and Netlify's Context in, a Response
 * out). It runs the handler in src/lib/leads/contact-handler.ts, the one
 * `gatsby develop` and `gatsby serve` run through src/api/contact.ts.
 *
 * What the platform tells, it tells at run time: the visitor's address is
 * `context.ip` (never a header a visitor could forge), the deploy is
 * `context.deploy.context`, and the Blobs context is in the environment
 * (NETLIFY_BLOBS_CONTEXT). Netlify bundles this file with esbuild, which
 * writes no build-time value into the code.
 */
import type { Config } from '@netlify/functions'
import { defaultDeps } from '../../src/lib/leads/contact-handler'
import { contactFunction } from '../../src/lib/leads/http/contact-function'
import { PUBLISHED_LANDING_PAGES } from '../../src/lib/leads/published-landing-pages'
import { runtimeEnv } from '../../src/lib/leads/runtime-env'

export default contactFunction({ ...defaultDeps(runtimeEnv()), landingPages: PUBLISHED_LANDING_PAGES })

// Read by Netlify from the source when it bundles the function: the path is
// matched before _redirects, with and without the trailing slash. The rate
// limit is Netlify's own, counted at its edge across every instance, per
// visitor address and domain, before the function runs (the bundler writes
// it into the manifest's trafficRules); the in-process counter
// (src/lib/security/rate-limit.ts) stays behind it as a second line. It is
// the posts' alone: `config.rateLimit` counts per function, and the token's
// path is contact-token.mts's.
export const config: Config = {
  path: ['/api/contact', '/api/contact/'],
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
