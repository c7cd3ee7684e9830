/**
 * Which .cache/ a production build may build on. Gatsby keeps the last
 * run's nodes, pages and query results in .cache/ and trusts them whenever
 * the site's code, config and plugins are unchanged. But a run that did not
 * end (a build stopped or failed midway, a `gatsby clean` cut short) leaves
 * a cache only partly written, and `gatsby develop` leaves one that holds
 * drafts' pages. A build on either can publish the wrong site without an
 * error: an Insights page without its copy, or a draft.
 *
 * So every run takes the mark away as it starts, and a production build
 * puts it back at its very end, once its pages, checks and state are
 * written and just before Netlify keeps the cache for the next deploy
 * (gatsby/netlify/adapter.ts). A production build that finds a last run's
 * state without the mark builds from scratch, as Gatsby does when its
 * config changed, and says why.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { ParentSpanPluginArgs } from 'gatsby'
import type * as GatsbyRedux from 'gatsby/dist/redux'

export const COMPLETED_MARK = path.join('.cache', 'completed-production-build')
/** Where Gatsby saves the state a next run starts from (its config hash among it). */
const LAST_RUN_STATE = path.join('.cache', 'redux')

/**
 * Gatsby compares its config hash with the one the last run saved, and
 * empties its cache when there is none (node_modules/gatsby/dist/services/initialize.js;
 * gatsby/build-checks/patched-packages.ts stops the build if that changes).
 * Forgetting the saved hash, before Gatsby compares, is its own cold start.
 * Gatsby's store is required here, not on import: loading it reads .cache/.
 */
function forgetLastRun() {
  const { store } = createRequire(path.join(process.cwd(), 'package.json'))('gatsby/dist/redux') as typeof GatsbyRedux
  store.dispatch({ type: 'UPDATE_PLUGINS_HASH', payload: '' })
}

/** At the start of every run (onPreInit): a production build forgets a cache no completed production build left; no run leaves the mark standing. */
export function trustOnlyCompletedBuilds({ reporter }: Pick<ParentSpanPluginArgs, 'reporter'>, forget: () => void = forgetLastRun) {
  if (process.env.NODE_ENV === 'production' && fs.existsSync(LAST_RUN_STATE) && !fs.existsSync(COMPLETED_MARK)) {
    reporter.info('Cache: .cache/ was not left by a production build that completed (`gatsby develop` ran on it, or a build or clean stopped midway), so this build starts from scratch.')
    forget()
  }
  fs.rmSync(COMPLETED_MARK, { force: true })
}

/** At the end of a production build, before its cache is kept. */
export function markBuildCompleted() {
  fs.mkdirSync(path.dirname(COMPLETED_MARK), { recursive: true })
  fs.writeFileSync(COMPLETED_MARK, 'a production build completed on this cache (gatsby/pipeline/cache-trust.ts)\n')
}
