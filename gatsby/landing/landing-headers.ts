/**
 * `X-Robots-Tag: noindex` for every built landing page whose HTML says
 * `<meta name="robots" content="noindex">`: the header keeps the page out of
 * search engines also for a crawler that does not read the HTML's head. Read
 * from the built pages, so the header and the tag cannot disagree. The
 * Netlify adapter (netlify-adapter.ts) adds these rules to public/_headers.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { HeaderRoutes } from 'gatsby'
import { LOCALE_CODES, localizedPath } from '../../src/lib/i18n/locales'
import { LANDING_PREFIX } from '../../src/lib/landing/landing'

const NOINDEX_META = /<meta name="robots" content="noindex"[^>]*>/

/** The header rule of each built landing page that asks not to be indexed, by its address (/lp/<slug>/, /ar/lp/<slug>/). */
export function landingNoindexRoutes(publicDir: string): HeaderRoutes {
  return LOCALE_CODES.flatMap((locale) => {
    const prefix = localizedPath(LANDING_PREFIX, locale)
    const dir = path.join(publicDir, prefix)
    if (!fs.existsSync(dir)) return []
    return fs
      .readdirSync(dir)
      .filter((slug) => {
        const page = path.join(dir, slug, 'index.html')
        return fs.existsSync(page) && NOINDEX_META.test(fs.readFileSync(page, 'utf8'))
      })
      .sort()
      .map((slug) => ({ path: `${prefix}${slug}/`, headers: [{ key: 'x-robots-tag', value: 'noindex' }] }))
  })
}
