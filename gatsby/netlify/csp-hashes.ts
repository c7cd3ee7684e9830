/**
 * Hashes the inline scripts Gatsby writes into the built pages (the chunk
 * map, each page's script loader), for the Content-Security-Policy's
 * script-src. Their contents, and so their hashes, change with every build,
 * so this runs on the built HTML (see adapter.ts).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

// Build output that is not a page a visitor is served.
const NOT_PAGES = new Set(['_gatsby', 'page-data', 'static', '~partytown'])
// Data blocks are never executed, so CSP does not apply to them.
const DATA_TYPES = /^application\/(ld\+)?json$/i
const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi

export function findHtmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return NOT_PAGES.has(entry.name) ? [] : findHtmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

/** The CSP source (`'sha256-…'`) of every executable inline script in `html`. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => {
      const type = /\stype=["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? ''
      return !/\ssrc=/i.test(attributes) && !DATA_TYPES.test(type)
    })
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
}

/** Every inline script hash across the built pages, sorted, without repeats. */
export function siteScriptHashes(publicDir: string): { hashes: string[]; pages: number } {
  const pages = findHtmlFiles(publicDir)
  const hashes = new Set(pages.flatMap((file) => inlineScriptHashes(fs.readFileSync(file, 'utf8'))))
  return { hashes: [...hashes].sort(), pages: pages.length }
}
