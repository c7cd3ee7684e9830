/**
 * Gatsby's own browser build, which no page loads: its webpack bundles (its
 * runtime, React, each page's component chunk; app-*.js, framework-*.js,
 * webpack-runtime-*.js, component---*.js, the numbered chunks) and their
 * maps, licences and chunk lists (webpack.stats.json, chunk-map.json). The
 * pages run the islands instead (build-islands.ts, paint-first.ts;
 * docs/development.md, "What Gatsby does in the browser").
 *
 * Gatsby has no switch to skip the stage: it writes the pages' script tags
 * from it, before paint-first.ts replaces them. So the stage is made as
 * cheap as it cleanly can be (no minifying, no source maps: nobody reads
 * the result), and what it wrote is removed from public/ once the pages are
 * rewritten, so nothing of it is deployed.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { CreateWebpackConfigArgs } from 'gatsby'

/** webpack's files: at public/'s top level, named with its 20-digit content hash (our own scripts live under static/ and admin/). */
const WEBPACK_FILE = /-[0-9a-f]{20}\.js(?:\.map|\.LICENSE\.txt)?$/
const WEBPACK_LISTS = ['webpack.stats.json', 'chunk-map.json']

/** The browser stage's webpack, spared the work nobody uses. */
export function spareGatsbyBundles({ stage, actions }: Pick<CreateWebpackConfigArgs, 'stage' | 'actions'>) {
  if (stage !== 'build-javascript') return
  actions.setWebpackConfig({ devtool: false, optimization: { minimize: false } })
}

/** Removes Gatsby's browser bundles from `publicDir`; returns the names removed. */
export function removeGatsbyBundles(publicDir = path.join(process.cwd(), 'public')): string[] {
  const removed = fs.readdirSync(publicDir).filter((name) => WEBPACK_FILE.test(name) || WEBPACK_LISTS.includes(name))
  for (const name of removed) fs.rmSync(path.join(publicDir, name))
  return removed
}
