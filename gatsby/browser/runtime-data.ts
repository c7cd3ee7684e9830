/**
 * Moves the two inline scripts Gatsby writes into every page for its runtime
 * (`window.___chunkMapping`, the address of every page template's chunk,
 * and `window.___webpackCompilationHash`) into one file under /static/,
 * which the paint-first loader (paint-first.ts) runs before Gatsby's bundles.
 *
 * Why: they are the same on every page, ~0.5 KB of each page's gzipped HTML,
 * and only Gatsby's runtime reads them, after the first paint. The HTML of an
 * article has to fit the ~14.6 KB a phone's connection delivers in its first
 * round trip (docs/quality.md); a file is fetched once for the whole site.
 * It also leaves two hashes fewer in the Content-Security-Policy, which every
 * response carries in its headers.
 *
 * The file is named by its contents and lives under /static/, which the
 * headers mark immutable; the loader runs it first, in order, so the values
 * are set before the runtime starts.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

// The two tags exactly as Gatsby's scripts slice writes them, one after the other.
const RUNTIME_DATA_TAGS = /<script\s+id="gatsby-chunk-mapping"\s*>\s*(window\.___chunkMapping="(?:[^"\\]|\\.)*";)\s*<\/script>\s*<script>(window\.___webpackCompilationHash="[^"]*";)<\/script>/

/**
 * `html` without the runtime's data scripts, and the address of the file
 * that holds them (written into `publicDir/static/` if not there yet); the
 * same `html` and no address when the page has no such scripts.
 */
export function withRuntimeDataFile(html: string, publicDir: string): { html: string; src?: string } {
  const match = RUNTIME_DATA_TAGS.exec(html)
  if (!match) return { html }
  const script = `${match[1]}\n${match[2]}\n`
  const src = `/static/gatsby-runtime-data-${createHash('sha256').update(script).digest('hex').slice(0, 20)}.js`
  const file = path.join(publicDir, src)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, script)
  }
  return { html: html.replace(match[0], ''), src }
}
