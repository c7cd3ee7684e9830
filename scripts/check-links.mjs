// Checks every internal link, image, icon and fragment of the built site
// with linkinator against the site as served (scripts/serve-with-headers.mjs),
// starting from each page, the manifest's icons, the sitemap's pages and the
// files robots and social networks fetch. Absolute addresses on the site's
// own domain (canonical, share image, logo) are checked against the build;
// other sites are out of scope and skipped.
// `npm run check:links` after `npm run build`.
import fs from 'node:fs'
import { check } from 'linkinator'
import { serveBuiltSite } from './served-site.mjs'

const PORT = Number(process.env.CHECK_LINKS_PORT ?? 9130)
const site = await serveBuiltSite(PORT)

try {
  const manifest = JSON.parse(fs.readFileSync('public/manifest.webmanifest', 'utf8'))
  // The production origin, as robots.txt names it (from siteUrl in gatsby-config).
  const origin = new URL(/^Sitemap: (\S+)$/m.exec(fs.readFileSync('public/robots.txt', 'utf8'))[1]).origin
  const sitemapPages = [...fs.readFileSync('public/sitemap-0.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)
  const starts = ['/', '/ourservices/', '/ourstory/', '/thank-you/', '/404.html', '/robots.txt', '/sitemap.xml', '/manifest.webmanifest']
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
  console.log(`linkinator: ${checked.length} internal links and images OK, ${broken.length} broken, ${result.links.length - checked.length - broken.length} external skipped`)
  if (process.env.VERBOSE) for (const link of result.links) console.log(link.state, link.status ?? "", link.url)
  process.exitCode = broken.length > 0 ? 1 : 0
} finally {
  site.stop()
}
