/**
 * `X-Robots-Tag: noindex` for every built page whose context says
 * `noindex` (a landing page kept out of search engines, the thank-you page,
 * each language's 404 page): the header keeps the page out of search
 * engines also for a crawler that does not read the HTML's head. Read from
 * the context Gatsby wrote beside each page (public/page-data/<path>/page-data.json),
 * the same context the head tags and the sitemap read, so the three cannot
 * disagree. The Netlify adapter (gatsby/netlify/adapter.ts) adds these
 * rules to public/_headers.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { HeaderRoutes } from 'gatsby'

type PageData = { path?: string; result?: { pageContext?: { noindex?: unknown } } }

/** Every page-data.json under `dir`. */
function pageDataFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return pageDataFiles(full)
    return entry.name === 'page-data.json' ? [full] : []
  })
}

/** The header rule of each built page whose context says noindex, by its address, in order. */
export function noindexRoutes(publicDir: string): HeaderRoutes {
  return pageDataFiles(path.join(publicDir, 'page-data'))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as PageData)
    .flatMap((page) => (page.path && page.result?.pageContext?.noindex === true ? [page.path] : []))
    .sort()
    .map((address) => ({ path: address, headers: [{ key: 'x-robots-tag', value: 'noindex' }] }))
}
