/**
 * Runs Gatsby's bundles after the browser has painted the page.
 *
 * Gatsby writes `<script src async>` tags for its runtime, React and the app
 * chunk. Scripts that arrive with the page (async, deferred or preloaded)
 * are compiled and run before or around the first paint, so the largest
 * text on screen waited for ~85 KB of JavaScript: Lighthouse put the
 * home page's LCP at 1.3-1.6 s, against 0.7 s for its first paint. Here a
 * small inline script adds them once the browser has recorded the first
 * contentful paint: the text shows first, then the page becomes interactive
 * (the bundles are fetched ~0.1 s later than before on a fast line).
 *
 * It waits for the paint's timing entry, which arrives when the frame is on
 * screen, rather than for the end of the frame's work on the main thread: a
 * download started between the two still counted as part of the paint, and
 * Lighthouse's estimate then put the text behind the scripts (an LCP of
 * 1.35 s in one run out of two or three). Where paint timing is unknown the
 * bundles start a frame after the first one; a timer starts them too, in
 * case no frame comes (a tab opened in the background).
 *
 * Gatsby writes these tags into a slice stitched into every page, out of
 * reach of onPreRenderHTML, so the built HTML is rewritten: the pages and the
 * slice (kept for incremental builds). The same pass takes out each page's
 * own `window.pagePath` script (page-path.ts), and moves the runtime's data
 * (the chunk map and compilation hash) into a file the loader runs first
 * (runtime-data.ts). The Netlify adapter, which runs after this, hashes the
 * remaining inline scripts for the Content-Security-Policy.
 */
import fs from 'node:fs'
import path from 'node:path'
import { findHtmlFiles } from '../netlify/csp-hashes'
import { withoutPagePath } from './page-path'
import { withRuntimeDataFile } from './runtime-data'

const BUNDLE_TAGS = /(?:<script src="[^"]+\.js" (?:async|defer)><\/script>)+/

/** `html` with Gatsby's bundle tags replaced by the loader, which runs `first` (scripts' addresses) before them and `last` after. */
export function paintFirst(html: string, first: readonly string[] = [], last: readonly string[] = []): string {
  const match = BUNDLE_TAGS.exec(html)
  if (!match) return html
  const sources = [...first, ...[...match[0].matchAll(/src="([^"]+)"/g)].map(([, src]) => src), ...last]
  // Counted in the home page's JavaScript budget, so written minified:
  // g starts the bundles s in order, once (t), after the first contentful
  // paint's entry, a frame after the first frame, or a second at the latest.
  const loader =
    `(function(){var s=${JSON.stringify(sources)},t=0;function g(){if(t)return;t=1;` +
    's.forEach(function(c){var e=document.createElement("script");e.src=c;e.async=!1;document.body.appendChild(e)})}' +
    'var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)' +
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(g)}}).observe({type:"paint",buffered:!0});' +
    'else requestAnimationFrame(function(){setTimeout(g)});setTimeout(g,1e3)})()'
  return html.replace(match[0], `<script>${loader}</script>`)
}

/**
 * Rewrites every built page and Gatsby's scripts slice (bundles after paint, no per-page script, the runtime's data in a file);
 * `last`: scripts started after the bundles (the analytics tracker, gatsby/analytics/tracker-file.ts). Returns how many files changed.
 */
export function runBundlesAfterPaint(publicDir = path.join(process.cwd(), 'public'), last: readonly string[] = []): number {
  const slice = path.join(publicDir, '_gatsby', 'slices', '_gatsby-scripts-1.html')
  const files = [...findHtmlFiles(publicDir), ...(fs.existsSync(slice) ? [slice] : [])]
  let changed = 0
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8')
    const runtimeData = withRuntimeDataFile(withoutPagePath(html), publicDir)
    const rewritten = paintFirst(runtimeData.html, runtimeData.src ? [runtimeData.src] : [], last)
    if (rewritten !== html) {
      fs.writeFileSync(file, rewritten)
      changed += 1
    }
  }
  return changed
}
