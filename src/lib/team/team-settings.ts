/**
 * The team's inbox settings, read from the environment when a function runs
 * (as the lead targets are, src/lib/leads/lead-delivery.ts): who may sign in
 * (LEADS_TEAM), the site's own address the sign-in link is made from, and
 * the mail the link goes out by. docs/deploy.md lists them.
 */
/** The team's addresses, lower case: LEADS_TEAM, separated by commas. Nobody else signs in. */
export function teamAddresses(env: NodeJS.ProcessEnv): Set<string> {
  return new Set(
    (env.LEADS_TEAM ?? '')
      .split(',')
      .map((address) => normalAddress(address))
      .filter((address) => address.includes('@')),
  )
}

export const normalAddress = (address: string) => address.trim().toLowerCase()

export const isTeamAddress = (address: string, env: NodeJS.ProcessEnv) => teamAddresses(env).has(normalAddress(address))

/**
 * The site's own address, never the request's Host (a forged Host would
 * put a stranger's server in the link, and the link is the session):
 * SITE_URL where set (locally, or a custom domain), else Netlify's `URL`.
 */
export function siteAddress(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.SITE_URL || env.URL
  try {
    const url = new URL(value ?? '')
    return /^https?:$/.test(url.protocol) ? url.origin : undefined
  } catch {
    return undefined
  }
}
