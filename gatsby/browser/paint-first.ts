/**
 * Runs the page's islands (src/components/islands/) after the browser has
 * painted the page, and takes Gatsby's own runtime out of the built pages.
 *
 * Gatsby writes `<script src async>` tags for its runtime, React and the app
 * chunk, which hydrate the whole page: on a slow phone that was 100-500 ms
 * of long tasks on every page view (issue 29), for text that never changes.
 * The pages load the islands' script instead (islands.ts), which starts
 * only the parts a visitor can change. Gatsby's runtime data (its chunk map
 * and compilation hash) and its per-page `window.pagePath` script go too:
 * nothing in the page reads them.
 *
 * Scripts that arrive with the page (async, deferred or preloaded) are
 * compiled and run before or around the first paint, so the largest text on
 * screen would wait for them. A small inline loader adds the islands'
 * script once the browser has recorded the first contentful paint: the
 * text shows first. It waits for the paint's timing entry, which arrives
 * when the frame is on screen, rather than for the end of the frame's work
 * on the main thread. Where paint timing is unknown the script starts a
 * frame after the first one; a timer starts it too, in case no frame comes
 * (a tab opened in the background).
 *
 * Gatsby writes these tags into a slice stitched into every page, out of
 * reach of onPreRenderHTML, so the built HTML is rewritten: the pages and
 * the slice (kept for incremental builds, which stitch it again: a loader
 * already there is written anew, for this build's script). The Netlify
 * adapter, which runs after this, hashes the remaining inline scripts for
 * the Content-Security-Policy, each of which must be one named in
 * ../netlify/named-scripts.ts (the loader is: by paintFirstLoader's text).
 */
import fs from 'node:fs'
import path from 'node:path'
import { findHtmlFiles } from '../netlify/built-pages'

/** Gatsby's bundle tags, or the loader an earlier build put in their place (with the scripts it starts after, if any). */
const BUNDLE_TAGS = /(?:<script src="[^"]+\.js" (?:async|defer)><\/script>)+|<script>\(function\(\)\{var s="[^"]*",(?:a=\[[^\]]*\],)?t=0;[^<]*<\/script>/

/** Gatsby's runtime data (two tags, one after the other) and its pagePath script. */
const GATSBY_RUNTIME_TAGS = [
  /<script\s+id="gatsby-chunk-mapping"\s*>[^<]*<\/script>\s*<script>window\.___webpackCompilationHash="[^"]*";<\/script>/,
  /<script id="gatsby-script-loader">[\s\S]*?<\/script>/,
]

/**
 * The inline loader that adds the module script `src` after the first contentful paint;
 * `last`: classic scripts it adds after it (the analytics tracker, gatsby/analytics/tracker-file.ts), none by default.
 */
export function paintFirstLoader(src: string, last: readonly string[] = []): string {
  // Counted in every page's JavaScript budget, so written minified: g adds
  // the script s once (t), after the first contentful paint's entry, a frame
  // after the first frame, or a second at the latest; then each script of a.
  // Without `last` the loader is exactly as it was before there were any.
  const [list, start] = last.length ? [`,a=${JSON.stringify(last)}`, ';a.forEach(function(c){var e=document.createElement("script");e.src=c;document.head.appendChild(e)})'] : ['', '']
  return (
    `(function(){var s=${JSON.stringify(src)}${list},t=0;function g(){if(t)return;t=1;` +
    `var e=document.createElement("script");e.type="module";e.src=s;document.head.appendChild(e)${start}}` +
    'var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)' +
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(g)}}).observe({type:"paint",buffered:!0});' +
    'else requestAnimationFrame(function(){setTimeout(g)});setTimeout(g,1e3)})()'
  )
}

/** `html` without Gatsby's runtime, its bundle tags replaced by the loader of the islands' script `src` (and of `last`). */
export function paintFirst(html: string, src: string, last: readonly string[] = []): string {
  const withoutRuntime = GATSBY_RUNTIME_TAGS.reduce((rest, tag) => rest.replace(tag, ''), html)
  return withoutRuntime.replace(BUNDLE_TAGS, `<script>${paintFirstLoader(src, last)}</script>`)
}

/** Rewrites every built page and Gatsby's scripts slice to run the islands' script `src`, then `last`; returns how many files changed. */
export function runIslandsAfterPaint(src: string, publicDir = path.join(process.cwd(), 'public'), last: readonly string[] = []): number {
  const slice = path.join(publicDir, '_gatsby', 'slices', '_gatsby-scripts-1.html')
  const files = [...findHtmlFiles(publicDir), ...(fs.existsSync(slice) ? [slice] : [])]
  let changed = 0
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8')
    const rewritten = paintFirst(html, src, last)
    if (rewritten !== html) {
      fs.writeFileSync(file, rewritten)
      changed += 1
    }
  }
  return changed
}
