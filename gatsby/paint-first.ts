/**
 * Runs Gatsby's bundles after the browser has painted the page.
 *
 * Gatsby writes `<script src async>` tags for its runtime, React and the app
 * chunk. Scripts that arrive with the page (async, deferred or preloaded)
 * are compiled and run before or around the first paint, so the largest
 * text on screen waited for ~85 KB of JavaScript: Lighthouse put the
 * home page's LCP at 1.3-1.6 s, against 0.7 s for its first paint. Here a
 * small inline script adds them one frame after the page has painted: the
 * text shows first, then the page becomes interactive (the bundles are
 * fetched ~0.1 s later than before on a fast line). A timer starts them too,
 * in case no frame comes (a tab opened in the background).
 *
 * Gatsby writes these tags into a slice stitched into every page, out of
 * reach of onPreRenderHTML, so the built HTML is rewritten: the pages and the
 * slice (kept for incremental builds). The Netlify adapter, which runs after
 * this, hashes the new inline script for the Content-Security-Policy.
 */
import fs from 'node:fs'
import path from 'node:path'
import { findHtmlFiles } from './csp-hashes'

const BUNDLE_TAGS = /(?:<script src="[^"]+\.js" (?:async|defer)><\/script>)+/

export function paintFirst(html: string): string {
  const match = BUNDLE_TAGS.exec(html)
  if (!match) return html
  const sources = [...match[0].matchAll(/src="([^"]+)"/g)].map(([, src]) => src)
  // Counted in the home page's JavaScript budget, so written minified:
  // g starts the bundles s in order, once (t), a frame after the first paint
  // or after a second at the latest.
  const loader =
    `(function(){var s=${JSON.stringify(sources)},t=0;function g(){if(t)return;t=1;` +
    's.forEach(function(c){var e=document.createElement("script");e.src=c;e.async=!1;document.body.appendChild(e)})}' +
    'requestAnimationFrame(function(){setTimeout(g)});setTimeout(g,1e3)})()'
  return html.replace(match[0], `<script>${loader}</script>`)
}

/** Rewrites every built page and Gatsby's scripts slice; returns how many files changed. */
export function runBundlesAfterPaint(publicDir = path.join(process.cwd(), 'public')): number {
  const slice = path.join(publicDir, '_gatsby', 'slices', '_gatsby-scripts-1.html')
  const files = [...findHtmlFiles(publicDir), ...(fs.existsSync(slice) ? [slice] : [])]
  let changed = 0
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8')
    const rewritten = paintFirst(html)
    if (rewritten !== html) {
      fs.writeFileSync(file, rewritten)
      changed += 1
    }
  }
  return changed
}
