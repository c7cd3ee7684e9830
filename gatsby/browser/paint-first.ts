/**
 * Runs the page's islands (src/components/islands/) after the browser has
 * painted the page, and takes Gatsby's own runtime out of the built pages.
 *
 * Gatsby writes `<script src async>` tags for its runtime, React and the app
 * chunk, which hydrate the whole page: on a slow phone that was 100-500 ms
 * of long tasks on every page view (issue 29), for text that never changes.
 * The pages carry the islands' inline loader instead
 * (src/components/islands/loader.ts, minified by minify-loader.ts), which
 * adds the islands' script, its address written into its text, after the
 * first paint (its tag's `data-islands` attribute repeats the address for
 * whoever reads the HTML: the next build, the tests, the bench). What only
 * Gatsby's runtime reads goes too (GATSBY_RUNTIME_TAGS).
 *
 * Gatsby writes these tags into a slice stitched into every page, out of
 * reach of onPreRenderHTML, so the built HTML is rewritten: the pages and
 * the slice (kept for incremental builds, which stitch it again: a loader
 * already there is written anew, for this build's script). The Netlify
 * adapter, which runs after this, hashes the remaining inline scripts for
 * the Content-Security-Policy, each of which must be one named in
 * ../netlify/named-scripts.ts (the loader is: by its text, its address included).
 */
import fs from 'node:fs'
import path from 'node:path'
import { islandsLoader } from './minify-loader'
import { findHtmlFiles } from '../netlify/built-pages'
import { LOADER_SOURCE_ATTRIBUTE } from '../../src/lib/islands/island-attributes'

/** Gatsby's bundle tags, or the loader an earlier build put in their place (known by its attribute). */
const BUNDLE_TAGS = new RegExp(`(?:<script src="[^"]+\\.js" (?:async|defer)></script>)+|<script ${LOADER_SOURCE_ATTRIBUTE}="[^"]*">[\\s\\S]*?</script>`)

/**
 * What only Gatsby's runtime reads: its data (two tags, one after the other),
 * its pagePath script, the live region it announces client-side route
 * changes in (there are none: every link loads a page), and the attribute
 * its head manager finds its own head tags by. All cost bytes of the
 * first round trip (docs/quality.md).
 */
const GATSBY_RUNTIME_TAGS = [
  /<script\s+id="gatsby-chunk-mapping"\s*>[^<]*<\/script>\s*<script>window\.___webpackCompilationHash="[^"]*";<\/script>/,
  /<script id="gatsby-script-loader">[\s\S]*?<\/script>/,
  /<div id="gatsby-announcer"[^>]*><\/div>/,
  / data-gatsby-head="true"/g,
]

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** The loader's tag, adding the islands' script `src` after the first paint. */
export const loaderTag = (src: string) => `<script ${LOADER_SOURCE_ATTRIBUTE}="${escapeAttribute(src)}">${islandsLoader(src)}</script>`

/** `html` without Gatsby's runtime, its bundle tags replaced by the loader of the islands' script `src`. */
export function paintFirst(html: string, src: string): string {
  const withoutRuntime = GATSBY_RUNTIME_TAGS.reduce((rest, tag) => rest.replace(tag, ''), html)
  return withoutRuntime.replace(BUNDLE_TAGS, () => loaderTag(src))
}

/** Rewrites every built page and Gatsby's scripts slice to run the islands' script `src`; returns how many files changed. */
export function runIslandsAfterPaint(src: string, publicDir = path.join(process.cwd(), 'public')): number {
  const slice = path.join(publicDir, '_gatsby', 'slices', '_gatsby-scripts-1.html')
  const files = [...findHtmlFiles(publicDir), ...(fs.existsSync(slice) ? [slice] : [])]
  let changed = 0
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8')
    const rewritten = paintFirst(html, src)
    if (rewritten !== html) {
      fs.writeFileSync(file, rewritten)
      changed += 1
    }
  }
  return changed
}

/** The scripts `gatsby develop` writes into every page: its runtime (which would hydrate the whole page), its polyfills and its reload socket. */
const DEVELOP_TAGS = /<script src="\/(?:socket\.io\/socket\.io|polyfill|framework|commons)\.js"(?: nomodule="")?><\/script>/g

/** A page `gatsby develop` rendered, running the islands' script `src` as a built page does, and nothing of Gatsby's. */
export function islandsInDevelop(html: string, src: string): string {
  return html.replace(DEVELOP_TAGS, '').replace('</body>', `${loaderTag(src)}</body>`)
}
