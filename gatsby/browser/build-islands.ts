/**
 * Builds what a page runs in the browser, with esbuild (esbuild-options.ts):
 * - the islands' script (src/components/islands/start-islands.ts), with
 *   each island's component, React, the phone library and the page-view
 *   tracker (with analytics only) in chunks of their own, each fetched when
 *   it is needed;
 * - each language's copy file (content/<lang>/layout.json and form.json:
 *   the words every island of that language may draw), one JSON file per
 *   language;
 * and with the same options the inline loader (minify-loader.ts).
 * Gatsby's webpack bundles carry its runtime and every page component, and
 * no page loads them (paint-first.ts, docs/development.md). Files go to
 * public/static/islands/, named by their contents (served immutable, as
 * everything under /static/); the folder is emptied first, so a build
 * leaves only the files its pages use. `gatsby develop` runs the same build
 * in watch mode (watchIslands).
 */
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { minify } from 'terser'
import { browserBuildOptions, gatsbyInBrowser, type BrowserMode } from './esbuild-options'
import { leanPhoneInput, modernPhoneLibrary, withoutHoistedStatics, withoutPropTypeChecks } from './lean-packages'
import { COPY_FILES, FACTS_FILE, islandCopy } from './island-copy'
import { ISLAND_TABLE_FILE, islandRegistrySource } from './island-registry-source'
import { ISLANDS_DIR } from './islands-script'
import { LOCALE_CODES } from '../../src/lib/i18n/locales'
import { PHONE_INPUT_CHUNK } from '../../src/lib/islands/island-files'
import type { PageViewSettings } from '../../src/lib/analytics/page-view-tracker'

export { ISLANDS_DIR }

const ENTRY = 'src/components/islands/start-islands.ts'
/** Fetched when a visitor reaches for a form; a file of its own (PHONE_INPUT_CHUNK). */
const PHONE_INPUT = 'src/components/contact/phone-input.ts'
const PAGE_VIEWS = 'src/lib/analytics/page-view-tracker.ts'

/** Chrome's explicit compile hint: a file starting with it is compiled whole, off the main thread, as it downloads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

const COPY_MODULE = path.resolve('src/components/islands/copy-files.ts')
const REGISTRY_MODULE = path.resolve('src/components/islands/island-registry.ts')

/**
 * island-registry.ts, generated from the components' table
 * (island-registry-source.ts), and again in watch mode when the table changes.
 */
const islandRegistry: esbuild.Plugin = {
  name: 'island-registry',
  setup(build) {
    build.onLoad({ filter: /island-registry\.ts$/ }, ({ path: file }) => {
      if (file !== REGISTRY_MODULE) return undefined
      return { contents: islandRegistrySource(), loader: 'js', resolveDir: path.dirname(REGISTRY_MODULE), watchFiles: [path.resolve(ISLAND_TABLE_FILE)] }
    })
  },
}
const PAGE_VIEWS_MODULE = path.resolve('src/components/islands/page-views.ts')

/**
 * copy-files.ts, compiled as each language's copy file by its address: the
 * files are written by esbuild's file loader, named by their contents, and
 * rebuilt in watch mode when a content file changes.
 */
const islandCopyFiles: esbuild.Plugin = {
  name: 'island-copy',
  setup(build) {
    build.onLoad({ filter: /copy-files\.ts$/ }, ({ path: file }) => {
      if (file !== COPY_MODULE) return undefined
      return {
        contents: [...LOCALE_CODES.map((locale) => `import ${locale} from 'island-copy:${locale}'`), `export const COPY_FILES = { ${LOCALE_CODES.join(', ')} }`].join('\n'),
        loader: 'js',
      }
    })
    build.onResolve({ filter: /^island-copy:/ }, ({ path: name }) => ({ path: `copy-${name.slice('island-copy:'.length)}.json`, namespace: 'island-copy' }))
    build.onLoad({ filter: /.*/, namespace: 'island-copy' }, ({ path: file }) => {
      const locale = /^copy-(\w+)\.json$/.exec(file)?.[1] ?? ''
      return {
        contents: JSON.stringify(islandCopy(locale)),
        loader: 'file',
        watchFiles: [...COPY_FILES.map((name) => path.resolve('content', locale, `${name}.json`)), path.resolve('content', FACTS_FILE)],
      }
    })
  },
}

/** page-views.ts, compiled as the tracker's start with `settings` (with analytics only: without, the script never imports it). */
const islandPageViews = (settings: PageViewSettings | undefined): esbuild.Plugin => ({
  name: 'island-page-views',
  setup(build) {
    build.onLoad({ filter: /page-views\.ts$/ }, ({ path: file }) => {
      if (file !== PAGE_VIEWS_MODULE || !settings) return undefined
      return {
        contents: `import { startPageViews } from ${JSON.stringify(path.resolve(PAGE_VIEWS))}\nstartPageViews(${JSON.stringify(settings)})\n`,
        loader: 'js',
        resolveDir: process.cwd(),
      }
    })
  },
})

/**
 * The shared defines without `process.env` as an empty object: esbuild
 * makes an object define a module of its own, which every chunk then
 * imports (a file on every page), while no module of the islands reads
 * `process.env` beyond the names defined one by one (a test checks it).
 */
function islandsDefine({ 'process.env': _emptyEnv, ...define }: Record<string, string>) {
  return define
}

/** How the islands are compiled (`pageViews`: the tracker's settings, with analytics only). */
export const islandsBuildOptions = (outdir: string, { mode = 'production', pageViews }: { mode?: BrowserMode; pageViews?: PageViewSettings } = {}) => {
  const shared = browserBuildOptions(mode)
  return {
    ...shared,
    entryPoints: { islands: path.resolve(ENTRY), [PHONE_INPUT_CHUNK]: path.resolve(PHONE_INPUT) },
    splitting: true,
    format: 'esm',
    outdir,
    // In develop the script keeps its name from one rebuild to the next, so the pages' loader always finds it.
    entryNames: mode === 'production' ? '[name]-[hash]' : '[name]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    publicPath: `/${ISLANDS_DIR}`,
    metafile: true,
    plugins: [gatsbyInBrowser, modernPhoneLibrary, withoutHoistedStatics, withoutPropTypeChecks, leanPhoneInput, islandRegistry, islandCopyFiles, islandPageViews(pageViews)],
    define: { ...islandsDefine(shared.define), __PAGE_VIEWS__: String(pageViews !== undefined) },
  } satisfies esbuild.BuildOptions
}

/** The address (under `publicDir`) of the islands' script esbuild wrote, from its metafile. */
function entryAddress(metafile: esbuild.Metafile, publicDir: string): string {
  // Each island's chunk counts as an entry point too (it is imported on its own); the page loads the start-up's.
  const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === ENTRY)?.[0]
  if (!entry) throw new Error(`The islands' build wrote no script for ${ENTRY}`)
  return `/${path.relative(publicDir, path.resolve(entry)).split(path.sep).join('/')}`
}

/**
 * React's chunk runs nearly all its functions while an island hydrates:
 * Chrome compiles such a file in one go, off the main thread, when it
 * starts with the hint, instead of function by function.
 */
function hintReact(metafile: esbuild.Metafile) {
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (Object.keys(output.inputs).some((input) => input.includes('node_modules/react-dom/'))) fs.writeFileSync(file, `${COMPILE_HINT}\n${fs.readFileSync(file, 'utf8')}`)
  }
}

/**
 * Terser after esbuild, on every script of the islands: its compressor
 * (inlining, joined declarations, shorter conditions) takes a further 2-3 %
 * off esbuild's minified output, 2.7 KiB gzip over all the islands, most of
 * it in the scripts a visitor downloads once they reach the form. The files
 * keep the names esbuild gave them from their contents.
 */
async function compress(metafile: esbuild.Metafile) {
  await Promise.all(
    Object.keys(metafile.outputs)
      .filter((file) => file.endsWith('.js'))
      .map(async (file) => {
        const { code } = await minify(await fs.promises.readFile(file, 'utf8'), { module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } })
        if (code === undefined) throw new Error(`Terser returned nothing for ${file}`)
        await fs.promises.writeFile(file, code)
      }),
  )
}

/** Builds the islands into public/static/islands/; returns the address of the script a page loads. */
export async function buildIslands({ publicDir = path.join(process.cwd(), 'public'), pageViews }: { publicDir?: string; pageViews?: PageViewSettings } = {}): Promise<string> {
  const outdir = path.join(publicDir, ISLANDS_DIR)
  fs.rmSync(outdir, { recursive: true, force: true })
  const { metafile } = await esbuild.build(islandsBuildOptions(outdir, { pageViews }))
  await compress(metafile)
  hintReact(metafile)
  return entryAddress(metafile, publicDir)
}

/**
 * `gatsby develop`: builds the islands into `publicDir`/static/islands/
 * (readable, with source maps) and again on every change to a file they are
 * made of; returns the address of the islands' script, the same after
 * every rebuild.
 */
export async function watchIslands(publicDir: string): Promise<string> {
  const outdir = path.join(publicDir, ISLANDS_DIR)
  fs.rmSync(outdir, { recursive: true, force: true })
  const context = await esbuild.context(islandsBuildOptions(outdir, { mode: 'development' }))
  const { metafile } = await context.rebuild()
  await context.watch()
  return entryAddress(metafile, publicDir)
}
