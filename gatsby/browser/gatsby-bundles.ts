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

/**
 * Gatsby's runtime data, which no page reads either (the islands take what
 * they need from the HTML), left out of the deploy:
 * - `~partytown/`, Partytown's library, which Gatsby copies into public/ at
 *   the start of every build whether a page uses it or not: deleted;
 * - `page-data/`, each page's query result: set aside in .cache/, because
 *   Gatsby writes it only for the pages whose data changed, and the next
 *   build's HTML step reads every page's file back from public/, and put
 *   back when the next build starts (`restoreGatsbyPageData`). `gatsby
 *   clean` deletes both, and the next build, cold, writes it all again.
 */
export const PAGE_DATA_SET_ASIDE = path.join('.cache', 'page-data-set-aside')

/** Moves Gatsby's runtime data out of `publicDir`; returns the folders moved or removed. */
export function setAsideGatsbyRuntimeData(publicDir = path.join(process.cwd(), 'public'), setAside = path.resolve(PAGE_DATA_SET_ASIDE)): string[] {
  const done: string[] = []
  const partytown = path.join(publicDir, '~partytown')
  if (fs.existsSync(partytown)) {
    fs.rmSync(partytown, { recursive: true, force: true })
    done.push('~partytown/ (removed)')
  }
  const pageData = path.join(publicDir, 'page-data')
  if (fs.existsSync(pageData)) {
    fs.rmSync(setAside, { recursive: true, force: true })
    fs.mkdirSync(path.dirname(setAside), { recursive: true })
    fs.renameSync(pageData, setAside)
    done.push(`page-data/ (moved to ${path.relative(process.cwd(), setAside)})`)
  }
  return done
}

/** Puts the last build's page-data/ back into `publicDir` for this build to read; a copy already there wins. */
export function restoreGatsbyPageData(publicDir = path.join(process.cwd(), 'public'), setAside = path.resolve(PAGE_DATA_SET_ASIDE)) {
  if (!fs.existsSync(setAside)) return
  const pageData = path.join(publicDir, 'page-data')
  if (fs.existsSync(pageData) || !fs.existsSync(publicDir)) fs.rmSync(setAside, { recursive: true, force: true })
  else fs.renameSync(setAside, pageData)
}
