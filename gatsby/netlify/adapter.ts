/**
 * gatsby-adapter-netlify with the site's security headers.
 *
 * The adapter writes `public/_headers` as the build's last step, after every
 * page exists. This wrapper hands it the headers from security-headers.ts,
 * with the Content-Security-Policy completed by the hashes of the built
 * pages' inline scripts (only those named in named-scripts.ts: any other
 * fails the build), on the catch-all `/*` rule in place of Gatsby's
 * defaults. One rule carries them all, so no header appears twice for a
 * path (Netlify would merge the two values into one invalid header).
 *
 * It marks the cache as a completed build's as Gatsby asks to keep it
 * (../pipeline/cache-trust.ts).
 *
 * It also makes each language's 404 page answer unknown addresses under its
 * prefix with status 404 (withNotFoundStatus).
 *
 * And it hands the adapter no function: the adapter (1.4.0, the newest)
 * deploys Gatsby Functions in Lambda compatibility mode, which Netlify is
 * retiring. Netlify runs netlify/functions/contact.mts at /api/contact
 * instead, the same handler on the modern API; src/api/contact.ts stays for
 * `gatsby develop` and `gatsby serve`.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { HeaderRoutes, IAdapter, RoutesManifest } from 'gatsby'
import netlifyAdapter from 'gatsby-adapter-netlify'
import { siteScriptHashes } from './csp-hashes'
import { readNoindexRoutes } from '../seo/noindex-headers'
import { markBuildCompleted } from '../pipeline/cache-trust'
import { ADMIN_HEADERS, ADMIN_PATHS, ALL_PATHS, SECURITY_HEADERS, UPLOADS_HEADERS, UPLOADS_PATHS, contentSecurityPolicy, type Header } from './security-headers'
import { LOCALE_CODES, localizedPath } from '../../src/lib/i18n/locales'

/**
 * `headerRoutes` with the security headers (and `csp`) set on the catch-all
 * rule, and the uploads' policy on /uploads/* and the CMS's own on /admin/*,
 * written after it: where two rules match a path, the later one's value of
 * a header is the one served (so the Netlify CLI does, and
 * scripts/serve-with-headers.mjs with it).
 */
export function withSecurityHeaders(routes: HeaderRoutes, csp: string): HeaderRoutes {
  const security: Header[] = [...SECURITY_HEADERS, { key: 'content-security-policy', value: csp }]
  const replaced = new Set(security.map((header) => header.key))
  const hasCatchAll = routes.some((route) => route.path === ALL_PATHS)
  const catchAll = hasCatchAll ? routes : [{ path: ALL_PATHS, headers: [] }, ...routes]
  const secured = catchAll.map((route) => ({
    ...route,
    headers:
      route.path === ALL_PATHS
        ? [...route.headers.filter((header) => !replaced.has(header.key.toLowerCase())), ...security]
        : route.headers.filter((header) => !replaced.has(header.key.toLowerCase())),
  }))
  return [...secured, { path: UPLOADS_PATHS, headers: [...UPLOADS_HEADERS] }, { path: ADMIN_PATHS, headers: [...ADMIN_HEADERS] }]
}

/** The catch-all of each prefixed language (/ar/*), served its 404 page. */
const NOT_FOUND_CATCH_ALLS = new Set(LOCALE_CODES.map((locale) => localizedPath('/*', locale)).filter((route) => route !== '/*'))

/** `public/ar/404/index.html` -> `/ar/404/`; `public/page-data/...json` -> `/page-data/...json`. */
const addressOf = (filePath: string) => filePath.replace(/^public/, '').replace(/index\.html$/, '')

/**
 * The routes with each language's 404 page answering its catch-all with
 * status 404. The adapter would write the page's match path (/ar/*) as a
 * rewrite with status 200, and move the page's files to a path of that
 * pattern, where the next `gatsby build` no longer finds them. Instead the
 * page stays a plain page at its own address, and the catch-all becomes a
 * rewrite to it with status 404; Netlify applies such a rule only where no
 * file exists, so every real page under /ar/ is served as it is. (Gatsby's
 * runtime finds the page for an unknown /ar/ address by its match path.)
 */
export function withNotFoundStatus(routes: RoutesManifest): RoutesManifest {
  return routes.flatMap((route): RoutesManifest => {
    if (route.type !== 'static') return [route]
    // Gatsby writes the pattern with the trailing slash (/ar/*/), and the
    // page's data under /page-data/ar/*/page-data.json.
    const catchAll = [...NOT_FOUND_CATCH_ALLS].find((pattern) => [`${pattern}/`, `/page-data${pattern}/page-data.json`].includes(route.path))
    if (!catchAll) return [route]
    const ownPath = addressOf(route.filePath)
    const staticRoute = { ...route, path: ownPath }
    if (route.path.startsWith('/page-data/')) return [staticRoute]
    return [staticRoute, { type: 'redirect', path: catchAll, toPath: ownPath, status: 404, headers: [] }]
  })
}

export default function secureNetlifyAdapter(): IAdapter {
  const adapter = netlifyAdapter()
  return {
    ...adapter,
    // Gatsby asks for its cache to be kept once the build has completed: only now is it marked as one the next build may trust.
    cache: {
      restore: (context) => adapter.cache?.restore(context),
      async store(context) {
        markBuildCompleted()
        await adapter.cache?.store(context)
      },
    },
    async adapt(context) {
      const publicDir = path.join(process.cwd(), 'public')
      const { hashes, pages, problems } = siteScriptHashes(publicDir)
      // Only the scripts the site names are trusted: any other fails the build, page by page.
      if (problems.length) context.reporter.panic(`Content-Security-Policy: inline scripts that may not be trusted:\n${problems.join('\n')}`)
      context.reporter.info(`Content-Security-Policy: ${hashes.length} inline script hashes from ${pages} pages`)
      // Pages kept out of search engines (their context says noindex) also say so in a header.
      // Gatsby still names its browser bundles, which the build removed (gatsby/browser/gatsby-bundles.ts): no rule for a file that is not there.
      const served = context.headerRoutes.filter((route) => route.path.includes('*') || route.path.endsWith('/') || fs.existsSync(path.join(publicDir, route.path)))
      const headerRoutes = withSecurityHeaders([...served, ...readNoindexRoutes()], contentSecurityPolicy(hashes))
      // Without the function, its route (a rewrite to /.netlify/functions/) would point nowhere.
      const routesManifest = withNotFoundStatus(context.routesManifest.filter((route) => route.type !== 'function'))
      // A Lambda-mode function an older build wrote here would still be
      // deployed from this folder: Netlify's contact function is netlify/functions/contact.mts.
      fs.rmSync(path.join(process.cwd(), '.netlify', 'functions-internal'), { recursive: true, force: true })
      return adapter.adapt({ ...context, headerRoutes, routesManifest, functionsManifest: [] })
    },
  }
}
