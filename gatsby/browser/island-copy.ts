/**
 * The copy and facts every island of a language may draw: the header,
 * footer and form words a page's PageCopy fragment selects
 * (src/components/i18n/page-copy.tsx), from the language's
 * content/<lang>/layout.json and form.json, the very files that fragment
 * reads; and the answer to the SiteFacts static query (the company's facts
 * of content/site.json, the site's address, the build's year), which the
 * islands read from here rather than from their compiled code
 * (src/components/i18n/static-queries.ts, src/lib/islands/static-answers.ts). Without the files' schema
 * references. The islands' build (build-islands.ts) writes it as one JSON
 * file per language; content/site.json changes every language's file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { SITE_URL } from '../../src/lib/head/site-url'
import type { StaticAnswers } from '../../src/lib/islands/static-answers'

/** The content files of a language, by the name each takes in the copy (PageCopy's `layout` and `form`). */
export const COPY_FILES = ['layout', 'form'] as const
/** The file of the company's facts, the same in every language. */
export const FACTS_FILE = 'site.json'

type Json = Record<string, unknown>

export function islandCopy(locale: string, root = process.cwd()): Record<(typeof COPY_FILES)[number], Json> & { staticQueries: StaticAnswers } {
  const read = (file: string) => {
    const copy = JSON.parse(fs.readFileSync(path.join(root, 'content', file), 'utf8')) as Json
    delete copy.$schema
    return copy
  }
  const siteFacts = { site: { siteMetadata: { siteUrl: SITE_URL }, buildYear: String(new Date().getFullYear()) }, siteJson: read(FACTS_FILE) } as unknown as StaticAnswers['SiteFacts']
  return { layout: read(path.join(locale, 'layout.json')), form: read(path.join(locale, 'form.json')), staticQueries: { SiteFacts: siteFacts } }
}
