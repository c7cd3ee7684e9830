/**
 * How every script the site compiles for the browser is built, in one
 * place: the islands and their loader (build-islands.ts), the page-view tracker
 * (an island chunk, ../analytics/tracker-file.ts) and the CMS's scripts
 * (../cms/bundle.ts). Gatsby's webpack builds nothing a page runs
 * (docs/development.md, "What Gatsby does in the browser"), so nothing here
 * has to match it: the target is the one the site's own code is written
 * for (tsconfig.json), and `gatsby` resolves to one shim
 * (src/components/i18n/gatsby-in-browser.tsx).
 */
import path from 'node:path'
import type * as esbuild from 'esbuild'

/** The browsers the site's scripts run in: as the site's code is written (tsconfig.json's target). */
export const BROWSER_TARGET = 'es2021'

/** What `import … from 'gatsby'` gives a component in the browser: a plain Link and the site's static queries. */
export const GATSBY_IN_BROWSER = path.resolve('src/components/i18n/gatsby-in-browser.tsx')

export const gatsbyInBrowser: esbuild.Plugin = {
  name: 'gatsby-in-browser',
  setup(build) {
    build.onResolve({ filter: /^gatsby$/ }, () => ({ path: GATSBY_IN_BROWSER }))
  },
}

export type BrowserMode = 'production' | 'development'

/**
 * The options every browser script shares; `mode` development (`gatsby
 * develop`) keeps the code readable, with source maps.
 */
export function browserBuildOptions(mode: BrowserMode) {
  return {
    bundle: true,
    target: BROWSER_TARGET,
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    minify: mode === 'production',
    sourcemap: mode === 'production' ? false : 'inline',
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      // Production in both modes: React's production build, which is what the pages run.
      'process.env.NODE_ENV': '"production"',
      'process.env.SITE_URL': process.env.SITE_URL === undefined ? 'undefined' : JSON.stringify(process.env.SITE_URL),
      // Server-only branches (BUILD_STAGE is Gatsby's name for the stage) drop out.
      'process.env.BUILD_STAGE': '"build-javascript"',
      'process.env': '{}',
    },
  } satisfies esbuild.BuildOptions
}
