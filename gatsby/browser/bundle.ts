/**
 * Four changes to the browser bundles, about the bytes a phone fetches and
 * the main thread while it starts the page (Lighthouse's Total Blocking
 * Time):
 *
 * - React and Gatsby's runtime start with V8's explicit compile hint
 *   (`//# allFunctionsCalledOnLoad`, Chrome 136+). Nearly all of their
 *   functions run during start-up; with the hint Chrome compiles them in one
 *   pass when the file arrives (on a background thread when the download
 *   streams) instead of one by one, on the main thread, the first time each
 *   is called. Measured in Chromium on the home page: the task that runs
 *   Gatsby's runtime went from 15 to 7 ms of CPU. Other browsers read a
 *   comment. Only these two files carry it: the hint costs bytes in every
 *   file, and the others are small.
 * - No chunks of code shared by some pages but not all: each page's chunk
 *   holds what it needs besides the `commons` every page loads. The home page
 *   fetched four chunks after its page data, each a script the main thread
 *   inserts; now it fetches two, and fewer bytes (no chunk wrappers).
 * - Code that never runs here is left out of the browser bundle: the
 *   built-in Partytown plugin, whose browser code does nothing outside
 *   `gatsby develop` (the site uses no off-main-thread `<Script>`), the
 *   service worker registration, which runs only when a plugin asks for it
 *   (none does; an offline plugin would), and the manifest plugin's swap of
 *   the manifest link on client-side navigation (see UNUSED_IN_BROWSER; 3 KB
 *   gzipped with its dependencies). Adding such a feature means removing
 *   its line in UNUSED_IN_BROWSER.
 * - hoist-non-react-statics (and react-is, which only it needs) is marked
 *   free of side effects, as it is (it defines one function). Emotion's JSX
 *   runtime imports it bare, which made webpack keep it on every page
 *   though only Emotion's `withTheme`, which the site never calls, uses it:
 *   1.0 KiB gzipped of every page's JavaScript (the article's 90.0 KiB became
 *   89.1, against a budget of 90).
 */
import path from 'node:path'
import type { CreateWebpackConfigArgs } from 'gatsby'
import { Compilation } from 'webpack'
import { COMPILE_HINT } from './islands'

export const HINTED_CHUNKS = /^(framework|app)-[0-9a-f]+\.js$/

const UNUSED_IN_BROWSER = [
  /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
  /[\\/]register-service-worker(\.js)?$/,
  // It swaps the manifest link when a client-side navigation changes the
  // language; here only the language switch does, and it loads the page
  // afresh, whose server HTML links that language's manifest.
  /gatsby-plugin-manifest[\\/]gatsby-browser\.js$/,
  // It hides each image in an article's text on every page load and fades
  // it in once loaded; without it the image simply shows as it loads, over
  // the same reserved box, and no page but an article has one.
  /gatsby-remark-images[\\/]gatsby-browser\.js$/,
]

export function tuneBrowserBundle({ stage, actions, plugins, getConfig }: CreateWebpackConfigArgs) {
  if (stage !== 'build-javascript') return
  const config = getConfig()
  config.optimization.splitChunks.cacheGroups.shared = false
  actions.replaceWebpackConfig(config)
  actions.setWebpackConfig({
    module: {
      rules: [{ test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }],
    },
    plugins: [
      ...UNUSED_IN_BROWSER.map((module) => plugins.normalModuleReplacement(module, path.join(__dirname, 'unused-in-browser.js'))),
      // After Terser, which would strip the comment, and before the source
      // maps and content hashes are made.
      plugins.banner({
        banner: COMPILE_HINT,
        raw: true,
        test: HINTED_CHUNKS,
        stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
    ],
  })
}
