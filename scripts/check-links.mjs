// Checks every internal link, image, icon and fragment of the built site
// with linkinator against the site as served (scripts/serve-with-headers.mjs),
// starting from each page in each language (so the language switch and the
// hreflang alternates are followed both ways), the manifest's icons, the
// sitemap's pages and the files robots and social networks fetch. Absolute
// addresses on the site's own domain (canonical, hreflang alternates, share
// image, logo) are checked against the build; other sites are out of scope
// and skipped. linkinator follows <link href> whatever its rel, hreflang
// alternates included; the check fails if one was not followed.
// `npm run check:links` after `npm run build`.
import fs from 'node:fs'
import { check } from 'linkinator'
import { builtLandingPages } from './landing-pages.mjs'
import { serveBuiltSite } from './served-site.mjs'

const PORT = Number(process.env.CHECK_LINKS_PORT ?? 9130)
const site = await serveBuiltSite(PORT)

try {
  const manifest = JSON.parse(fs.readFileSync('public/manifest.webmanifest', 'utf8'))
  // The production origin, as robots.txt names it (from siteUrl in gatsby-config).
  const origin = new URL(/^Sitemap: (\S+)$/m.exec(fs.readFileSync('public/robots.txt', 'utf8'))[1]).origin
  const sitemapPages = [...fs.readFileSync('public/sitemap-0.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)
  // Every page in every language (src/lib/i18n/locales.ts: English at the root, Arabic under /ar/).
  const pages = [
    ...['', '/ar'].flatMap((prefix) => ['/', '/ourservices/', '/ourstory/', '/privacy/', '/insights/', '/thank-you/'].map((page) => `${prefix}${page}`)),
    // The campaign landing pages: no page links to them (ads do), so each is a start.
    ...builtLandingPages(),
  ]
  const starts = [...pages, '/404.html', '/ar/404/', '/robots.txt', '/sitemap.xml', '/manifest.webmanifest']
  const icons = manifest.icons.map((icon) => icon.src)
  const result = await check({
    path: [...starts, ...icons, ...sitemapPages].map((start) => new URL(start, site.url).href.replace(origin, site.url)),
    urlRewriteExpressions: [{ pattern: new RegExp(`^${origin.replace(/[.]/g, '\\.')}`), replacement: site.url }],
    recurse: true,
    checkFragments: true,
    checkCss: true,
    concurrency: 8,
    timeout: 10_000,
    linksToSkip: async (link) => !link.startsWith(site.url),
  })
  const broken = result.links.filter((link) => link.state === 'BROKEN')
  const checked = result.links.filter((link) => link.state === 'OK')
  for (const link of broken) console.error(`BROKEN ${link.status ?? ''} ${link.url}  (on ${link.parent ?? 'start'})`)

  // Every hreflang alternate the built pages name must have been checked and found (linkinator
  // reports each address once, from the first page that links to it).
  const local = (url) => url.replace(origin, site.url)
  const found = new Set(checked.map((link) => link.url))
  const alternates = pages.flatMap((page) => {
    const html = fs.readFileSync(`public${page}index.html`, 'utf8')
    return [...html.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/gi)].map(([, href]) => ({ page, url: local(href) }))
  })
  const unfollowed = alternates.filter(({ url }) => !found.has(url))
  for (const { page, url } of unfollowed) console.error(`NOT CHECKED hreflang alternate ${url}  (on ${page})`)

  console.log(
    `linkinator: ${checked.length} internal links and images OK, ${broken.length} broken, ${result.links.length - checked.length - broken.length} external skipped; ` +
      `${alternates.length - unfollowed.length} of ${alternates.length} hreflang alternates found`,
  )
  if (process.env.VERBOSE) for (const link of result.links) console.log(link.state, link.status ?? "", link.url, '<-', link.parent ?? 'start')
  process.exitCode = broken.length > 0 || unfollowed.length > 0 || alternates.length === 0 ? 1 : 0
} finally {
  site.stop()
}
