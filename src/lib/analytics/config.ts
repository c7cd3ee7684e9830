/**
 * Whether the site counts visits, and where: Plausible Analytics, read once
 * from the environment by the build (the tracker's file, the `_redirects`
 * rule) and by the contact function (the `Lead` goal). PLAUSIBLE_DOMAIN is
 * the site as registered in Plausible; PLAUSIBLE_HOST is Plausible's address
 * (its cloud by default, or a self-hosted Community Edition). Without a
 * domain there is no configuration at all: no tracker, no rewrite, no event.
 */

export const DEFAULT_PLAUSIBLE_HOST = 'https://plausible.io'

/** Plausible's Events API, on its host (plausible.io/docs/events-api). */
export const PLAUSIBLE_EVENT_API = '/api/event'

/**
 * The site's own path for page views: `_redirects` rewrites it (status 200)
 * to PLAUSIBLE_HOST's Events API, so a page talks to its own origin only.
 * Plausible's proxy guide uses the same path on Netlify.
 */
export const SITE_EVENT_PATH = '/api/event'

export type AnalyticsConfig = {
  /** The site as registered in Plausible: www.northwindgrowth.com. */
  domain: string
  /** Plausible's origin, without a trailing slash: https://plausible.io. */
  host: string
  /** Plausible's Events API: https://plausible.io/api/event. */
  eventApi: string
}

// Plain http: only for a stand-in on this machine (the tests' Plausible); anywhere else the
// visitor's page views and address (X-Forwarded-For) would cross the network in clear.
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/

// A host name as Plausible registers sites: letters, digits, hyphens and dots (a path, for a subfolder site, is allowed after it).
const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(\/[\w.~-]+)*$/i

/**
 * The configuration in `env`, or nothing when PLAUSIBLE_DOMAIN is unset or
 * empty. A value that cannot be right throws, naming the variable, so a
 * typo fails the build instead of counting nothing.
 */
export function analyticsConfig(env: Record<string, string | undefined>): AnalyticsConfig | undefined {
  const domain = env.PLAUSIBLE_DOMAIN?.trim()
  if (!domain) return undefined
  if (!DOMAIN.test(domain)) {
    throw new Error(`PLAUSIBLE_DOMAIN must be the site's domain as registered in Plausible, such as www.northwindgrowth.com, without https:// (got ${JSON.stringify(domain)})`)
  }
  const rawHost = env.PLAUSIBLE_HOST?.trim() || DEFAULT_PLAUSIBLE_HOST
  let host: URL
  try {
    host = new URL(rawHost)
  } catch {
    throw new Error(`PLAUSIBLE_HOST must be Plausible's address, such as ${DEFAULT_PLAUSIBLE_HOST} (got ${JSON.stringify(rawHost)})`)
  }
  if (!(host.protocol === 'https:' || (host.protocol === 'http:' && LOOPBACK.test(host.hostname))) || host.search || host.hash) {
    throw new Error(
      `PLAUSIBLE_HOST must be an https:// address without a query, such as ${DEFAULT_PLAUSIBLE_HOST}: visitors' page views and the contact function's leads travel to it (got ${JSON.stringify(rawHost)})`,
    )
  }
  // A self-hosted Plausible may live under a path (https://example.com/plausible).
  const origin = `${host.origin}${host.pathname.replace(/\/+$/, '')}`
  return { domain, host: origin, eventApi: `${origin}${PLAUSIBLE_EVENT_API}` }
}
