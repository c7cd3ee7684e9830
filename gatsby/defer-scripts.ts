/**
 * Makes Gatsby's bundles load with `defer` instead of `async` in the built
 * pages. An async script runs the moment it arrives and pauses the parser
 * mid-page, so text further down (often the largest on screen, the LCP)
 * was painted only after React and the app chunk had run. Deferred, they
 * run in order once the page is parsed. Gatsby writes these tags into a
 * slice stitched into every page, out of reach of onPreRenderHTML, so the
 * built HTML is rewritten: pages and the slice (kept for incremental builds).
 */
import fs from 'node:fs'
import path from 'node:path'
import { findHtmlFiles } from './csp-hashes'

const ASYNC_BUNDLE = /<script src="([^"]+\.js)" async><\/script>/g

export const deferScripts = (html: string) => html.replace(ASYNC_BUNDLE, '<script src="$1" defer></script>')

export function deferBundleScripts(publicDir = path.join(process.cwd(), 'public')): number {
  const slice = path.join(publicDir, '_gatsby', 'slices', '_gatsby-scripts-1.html')
  const files = [...findHtmlFiles(publicDir), ...(fs.existsSync(slice) ? [slice] : [])]
  let changed = 0
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8')
    const rewritten = deferScripts(html)
    if (rewritten !== html) {
      fs.writeFileSync(file, rewritten)
      changed += 1
    }
  }
  return changed
}
