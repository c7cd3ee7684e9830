/**
 * gatsby-adapter-netlify with the site's security headers.
 *
 * The adapter writes `public/_headers` as the build's last step, after every
 * page exists. This wrapper hands it the headers from security-headers.ts,
 * with the Content-Security-Policy completed by the hashes of the built
 * pages' inline scripts, on the catch-all `/*` rule in place of Gatsby's
 * defaults. One rule carries them all, so no header appears twice for a
 * path (Netlify would merge the two values into one invalid header).
 */
import path from 'node:path'
import type { HeaderRoutes, IAdapter } from 'gatsby'
import netlifyAdapter from 'gatsby-adapter-netlify'
import { siteScriptHashes } from './csp-hashes'
import { ALL_PATHS, SECURITY_HEADERS, contentSecurityPolicy, type Header } from './security-headers'

/** `headerRoutes` with the security headers (and `csp`) set on the catch-all rule. */
export function withSecurityHeaders(routes: HeaderRoutes, csp: string): HeaderRoutes {
  const security: Header[] = [...SECURITY_HEADERS, { key: 'content-security-policy', value: csp }]
  const replaced = new Set(security.map((header) => header.key))
  const hasCatchAll = routes.some((route) => route.path === ALL_PATHS)
  const catchAll = hasCatchAll ? routes : [{ path: ALL_PATHS, headers: [] }, ...routes]
  return catchAll.map((route) => ({
    ...route,
    headers:
      route.path === ALL_PATHS
        ? [...route.headers.filter((header) => !replaced.has(header.key.toLowerCase())), ...security]
        : route.headers.filter((header) => !replaced.has(header.key.toLowerCase())),
  }))
}

export default function secureNetlifyAdapter(): IAdapter {
  const adapter = netlifyAdapter()
  return {
    ...adapter,
    adapt(context) {
      const { hashes, pages } = siteScriptHashes(path.join(process.cwd(), 'public'))
      context.reporter.info(`Content-Security-Policy: ${hashes.length} inline script hashes from ${pages} pages`)
      const headerRoutes = withSecurityHeaders(context.headerRoutes, contentSecurityPolicy(hashes))
      return adapter.adapt({ ...context, headerRoutes })
    },
  }
}
