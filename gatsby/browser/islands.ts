/**
 * Builds the script a page runs in the browser: the islands' start-up
 * (src/components/islands/start-islands.ts) with each island's component,
 * React and the phone library in chunks of their own, fetched when an
 * island starts. esbuild, not Gatsby's webpack: Gatsby's bundles carry its
 * runtime and every page component, and the pages no longer load them
 * (paint-first.ts). Files go to public/static/islands/, named by their
 * contents (served immutable, as everything under /static/); the folder is
 * emptied first, so a build leaves only the files its pages use.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'

const ENTRY = 'src/components/islands/start-islands.ts'
/** Fetched when a visitor reaches for a form; a file of its own, named phone-input-*.js. */
const PHONE_INPUT = 'src/components/contact/phone-input.ts'
/** An island's components import `gatsby` (Link, useStaticQuery); no Gatsby runtime runs in the page, so they get this. */
const GATSBY_IN_ISLANDS = path.resolve('src/components/islands/gatsby-in-islands.tsx')
export const ISLANDS_DIR = 'static/islands'

/** Chrome's explicit compile hint: a file starting with it is compiled whole, off the main thread, as it downloads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

const gatsbyInIslands: esbuild.Plugin = {
  name: 'gatsby-in-islands',
  setup(build) {
    build.onResolve({ filter: /^gatsby$/ }, () => ({ path: GATSBY_IN_ISLANDS }))
  },
}

/** How the islands are compiled: as the site's own code is written (tsconfig.json), for the browsers Gatsby's bundles targeted. */
export const islandsBuildOptions = (outdir: string) =>
  ({
    entryPoints: { islands: path.resolve(ENTRY), 'phone-input': path.resolve(PHONE_INPUT) },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    target: 'es2021',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    plugins: [gatsbyInIslands],
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.SITE_URL': process.env.SITE_URL === undefined ? 'undefined' : JSON.stringify(process.env.SITE_URL),
      // As in Gatsby's browser bundle: server-only branches drop out.
      'process.env.BUILD_STAGE': '"build-javascript"',
      'process.env': '{}',
    },
  }) satisfies esbuild.BuildOptions

/** Builds the islands into public/static/islands/; returns the address of the script a page loads. */
export async function buildIslands(publicDir = path.join(process.cwd(), 'public')): Promise<string> {
  const outdir = path.join(publicDir, ISLANDS_DIR)
  fs.rmSync(outdir, { recursive: true, force: true })
  const { metafile } = await esbuild.build(islandsBuildOptions(outdir))
  // Each island's chunk counts as an entry point too (it is imported on its own); the page loads the start-up's.
  const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === ENTRY)?.[0]
  if (!entry) throw new Error(`The islands' build wrote no script for ${ENTRY}`)
  // React's chunk runs nearly all its functions while an island hydrates:
  // Chrome compiles such a file in one go, off the main thread, when it
  // starts with the hint, instead of function by function.
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (Object.keys(output.inputs).some((input) => input.includes('node_modules/react-dom/'))) fs.writeFileSync(file, `${COMPILE_HINT}\n${fs.readFileSync(file, 'utf8')}`)
  }
  return `/${path.relative(publicDir, path.resolve(entry)).split(path.sep).join('/')}`
}
