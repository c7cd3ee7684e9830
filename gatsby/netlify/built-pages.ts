/**
 * The pages of a build: every HTML file under public/ that a visitor is
 * served, found by the post-build rewrite (../browser/paint-first.ts) and the
 * Content-Security-Policy's hashes (csp-hashes.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

// Build output that is not a page a visitor is served.
const NOT_PAGES = new Set(['_gatsby', 'page-data', 'static', '~partytown'])

export function findHtmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return NOT_PAGES.has(entry.name) ? [] : findHtmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

/** The address a page file is served at: public/ar/404/index.html -> /ar/404/, public/404.html -> /404.html. */
export const pageAddress = (publicDir: string, file: string) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1')
