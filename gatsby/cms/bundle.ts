/**
 * The site's own code for the CMS (src/cms/: the collections made from the
 * content model, the previews drawn by the site's components with Emotion),
 * compiled by esbuild into one script, `cms.js`, in well under a second.
 * Decap itself is not compiled: /admin/ loads its prebuilt browser bundle
 * (page.ts), which takes React from `window.React`; this script takes
 * React and Decap from the same globals, so the previews, Decap and any
 * element Decap hands a preview (a Markdown widget's rendering) share one React.
 *
 * A build compiles it only when something it is made of changed: the script
 * is kept in .cache/cms/ (which Netlify keeps between builds) with the hash
 * of every file esbuild read for it (sources, content, packages), of the
 * options, and of the lockfile and tsconfig.json (which decide how imports
 * resolve and compile without being inputs themselves); a build whose
 * hashes all match copies it instead.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'

/** Imports that /admin/ provides as globals, loaded before cms.js (page.ts). */
const GLOBALS: Readonly<Record<string, string>> = {
  react: 'React',
  'react-dom': 'ReactDOM',
  'react-dom/client': 'ReactDOM',
  'decap-cms-app': 'DecapCmsApp',
}

/** A preview draws the site's components; `gatsby` (Link) is resolved to what a preview can use. */
const GATSBY_IN_PREVIEWS = path.resolve('src/cms/gatsby-in-previews.tsx')

const fromPage: esbuild.Plugin = {
  name: 'cms-page-globals',
  setup(build) {
    const names = Object.keys(GLOBALS).map((name) => name.replace('/', '\\/')).join('|')
    build.onResolve({ filter: new RegExp(`^(${names})$`) }, ({ path: name }) => ({ path: name, namespace: 'cms-page' }))
    build.onLoad({ filter: /.*/, namespace: 'cms-page' }, ({ path: name }) => ({ contents: `module.exports = window.${GLOBALS[name]}`, loader: 'js' }))
    build.onResolve({ filter: /^gatsby$/ }, () => ({ path: GATSBY_IN_PREVIEWS }))
  },
}

export type CmsMode = 'production' | 'development'

/** How cms.js is compiled; everything here but the plugin is part of the cache key. */
export function cmsBuildOptions(mode: CmsMode, entryPoint = 'src/cms/cms.tsx') {
  return {
    entryPoints: [path.resolve(entryPoint)],
    bundle: true,
    format: 'iife',
    // As the site's own code is written (tsconfig.json).
    target: 'es2021',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    minify: mode === 'production',
    sourcemap: mode === 'production' ? false : 'inline',
    logLevel: 'warning',
    define: {
      // Production in both modes: the React it runs with is React's production build (page.ts).
      'process.env.NODE_ENV': '"production"',
      // The address the CMS links to ("view live"), as the site is built with.
      'process.env.SITE_URL': process.env.SITE_URL === undefined ? 'undefined' : JSON.stringify(process.env.SITE_URL),
      // As in Gatsby's browser bundle: server-only branches drop out.
      'process.env.BUILD_STAGE': '"build-javascript"',
      'process.env': '{}',
    },
  } satisfies esbuild.BuildOptions
}

/** Files that change how the inputs are found and compiled (a package moved, a compiler setting). */
const SETTINGS_FILES = ['package-lock.json', 'tsconfig.json']

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

type Manifest = { key: string; inputs: Record<string, string> }

/** Every file esbuild read, with its hash (not the globals above, which are no files). */
function hashInputs(metafile: esbuild.Metafile): Record<string, string> {
  const files = Object.keys(metafile.inputs).filter((input) => !input.includes(':'))
  return Object.fromEntries(files.map((file) => [file, sha256(fs.readFileSync(file))]))
}

function unchanged(manifest: Manifest | undefined, key: string): boolean {
  if (manifest?.key !== key) return false
  return Object.entries(manifest.inputs).every(([file, hash]) => fs.existsSync(file) && sha256(fs.readFileSync(file)) === hash)
}

function readManifest(file: string): Manifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
  } catch {
    return undefined
  }
}

type CachedBuild = { outFile: string; cacheDir?: string; entryPoint?: string }

/**
 * Writes the production cms.js to `outFile`: from the cache when nothing it
 * is made of changed, compiled otherwise. Says which.
 */
export async function buildCmsScript({ outFile, cacheDir = '.cache/cms', entryPoint }: CachedBuild): Promise<'cached' | 'compiled'> {
  const options = cmsBuildOptions('production', entryPoint)
  const settings = SETTINGS_FILES.map((file) => (fs.existsSync(file) ? sha256(fs.readFileSync(file)) : null))
  const key = sha256(JSON.stringify({ esbuild: esbuild.version, options, GLOBALS, settings }))
  const manifestFile = path.join(cacheDir, 'manifest.json')
  const cachedScript = path.join(cacheDir, 'cms.js')
  fs.mkdirSync(path.dirname(outFile), { recursive: true })
  if (fs.existsSync(cachedScript) && unchanged(readManifest(manifestFile), key)) {
    fs.copyFileSync(cachedScript, outFile)
    return 'cached'
  }
  fs.mkdirSync(cacheDir, { recursive: true })
  const { metafile } = await esbuild.build({ ...options, outfile: cachedScript, metafile: true, plugins: [fromPage] })
  const manifest: Manifest = { key, inputs: hashInputs(metafile) }
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 1))
  fs.copyFileSync(cachedScript, outFile)
  return 'compiled'
}

/** `gatsby develop`: compiles cms.js (readable, with a source map) and again on every change to a file it is made of. */
export async function watchCmsScript(outFile: string): Promise<void> {
  const context = await esbuild.context({ ...cmsBuildOptions('development'), outfile: outFile, plugins: [fromPage] })
  await context.rebuild()
  await context.watch()
}
