/**
 * The scripts /admin/ compiles, each by esbuild in well under a second:
 * - `react.js`: React 19.2.0 and ReactDOM as the browser globals Decap's
 *   prebuilt bundle takes (`window.React`, `window.ReactDOM`; page.ts).
 *   Decap 3.16 requires exactly that React and React 19 ships no browser
 *   builds, so this is one, made from the `react-19` and `react-dom-19`
 *   packages (npm aliases: the site itself stays on React 18).
 * - `cms.js`: the site's own code for the CMS (src/cms/: the collections
 *   made from the content model, the previews drawn by the site's
 *   components with Emotion). It takes React and Decap from those globals,
 *   so the previews, Decap and any element Decap hands a preview (a Markdown
 *   widget's rendering) share one React; the JSX runtime, which holds no
 *   state, is React 19's, compiled in.
 *
 * A build compiles a script only when something it is made of changed: each
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
import { browserBuildOptions, gatsbyInBrowser, type BrowserMode } from '../browser/esbuild-options'

/** Imports that cms.js takes from the globals /admin/ loads before it (react.js and Decap's bundle). */
const GLOBALS: Readonly<Record<string, string>> = {
  react: 'React',
  'react-dom': 'ReactDOM',
  'decap-cms-app': 'DecapCmsApp',
}

/** The CMS's React: these packages are installed as npm aliases beside the site's React 18 (package.json). */
const REACT_19: Readonly<Record<string, string>> = { react: 'react-19', 'react-dom': 'react-dom-19' }

/** How a script gets React: as the page's globals (cms.js) or compiled in, from React 19 (react.js). */
type ReactFrom = 'page' | 'bundled'

function cmsImports(react: ReactFrom): esbuild.Plugin {
  return {
    name: 'cms-imports',
    setup(build) {
      if (react === 'page') {
        const names = Object.keys(GLOBALS).join('|')
        build.onResolve({ filter: new RegExp(`^(${names})$`) }, ({ path: name }) => ({ path: name, namespace: 'cms-page' }))
        build.onLoad({ filter: /.*/, namespace: 'cms-page' }, ({ path: name }) => ({ contents: `module.exports = window.${GLOBALS[name]}`, loader: 'js' }))
      }
      // Whatever else names React (react/jsx-runtime; React itself in react.js and inside react-dom) is React 19's.
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, async ({ path: name, kind }) => {
        const [pkg, ...rest] = name.split('/')
        const resolved = await build.resolve([REACT_19[pkg], ...rest].join('/'), { kind, resolveDir: process.cwd() })
        return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path }
      })
    },
  }
}

/** The scripts, in the order /admin/ loads them around Decap's bundle (page.ts). */
export const CMS_SCRIPTS = {
  react: { file: 'react.js', entryPoint: 'src/cms/react-19.ts', react: 'bundled' },
  cms: { file: 'cms.js', entryPoint: 'src/cms/cms.tsx', react: 'page' },
} as const satisfies Record<string, { file: string; entryPoint: string; react: ReactFrom }>

export type CmsScript = keyof typeof CMS_SCRIPTS

export type CmsMode = BrowserMode

/** How a script is compiled (as every browser script is, ../browser/esbuild-options.ts); everything here is part of the cache key, and so is how it gets React. */
export function cmsBuildOptions(mode: CmsMode, entryPoint: string) {
  return { ...browserBuildOptions(mode), entryPoints: [path.resolve(entryPoint)], format: 'iife' } satisfies esbuild.BuildOptions
}

/** A preview draws the site's components: `gatsby` is the browser's shim, React comes as `react` says. */
const cmsPlugins = (react: ReactFrom) => [cmsImports(react), gatsbyInBrowser]

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

type CachedBuild = { script?: CmsScript; outFile: string; cacheDir?: string; entryPoint?: string }

/**
 * Writes a production script (cms.js unless told) to `outFile`: from the
 * cache when nothing it is made of changed, compiled otherwise. Says which.
 */
export async function buildCmsScript({ script = 'cms', outFile, cacheDir = '.cache/cms', entryPoint }: CachedBuild): Promise<'cached' | 'compiled'> {
  const { file, react, ...defaults } = CMS_SCRIPTS[script]
  const options = cmsBuildOptions('production', entryPoint ?? defaults.entryPoint)
  const settings = SETTINGS_FILES.map((name) => (fs.existsSync(name) ? sha256(fs.readFileSync(name)) : null))
  const key = sha256(JSON.stringify({ esbuild: esbuild.version, options, react, GLOBALS, REACT_19, settings }))
  const manifestFile = path.join(cacheDir, `${file}.manifest.json`)
  const cachedScript = path.join(cacheDir, file)
  fs.mkdirSync(path.dirname(outFile), { recursive: true })
  if (fs.existsSync(cachedScript) && unchanged(readManifest(manifestFile), key)) {
    fs.copyFileSync(cachedScript, outFile)
    return 'cached'
  }
  fs.mkdirSync(cacheDir, { recursive: true })
  const { metafile } = await esbuild.build({ ...options, outfile: cachedScript, metafile: true, plugins: cmsPlugins(react) })
  const manifest: Manifest = { key, inputs: hashInputs(metafile) }
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 1))
  fs.copyFileSync(cachedScript, outFile)
  return 'compiled'
}

/** `gatsby develop`: compiles the scripts into `dir` (readable, with source maps) and again on every change to a file they are made of. */
export async function watchCmsScripts(dir: string): Promise<void> {
  for (const { file, entryPoint, react } of Object.values(CMS_SCRIPTS)) {
    const context = await esbuild.context({ ...cmsBuildOptions('development', entryPoint), outfile: path.join(dir, file), plugins: cmsPlugins(react) })
    await context.rebuild()
    await context.watch()
  }
}
