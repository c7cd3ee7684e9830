/**
 * What the build leaves in public/, checked once it is all written and
 * before the Netlify adapter deploys it: a rewrite by regex over Gatsby's
 * HTML (../browser/paint-first.ts) or a removal (../browser/gatsby-bundles.ts)
 * that stops matching fails here, by name, instead of deploying Gatsby's
 * runtime or pages that run nothing.
 * - No webpack bundle (`-<20 hex digits>.js`) is left anywhere in public/.
 * - Every page a visitor is served (not the CMS's) has exactly one loader,
 *   known by its attribute (`isLoaderTag`).
 * - No folder of Gatsby's runtime data (page-data/, ~partytown/) is left
 *   while nothing in public/ asks for it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { CMS_PATH } from '../cms/page'
import { findHtmlFiles, pageAddress } from '../netlify/built-pages'
import { LOADER_SOURCE_ATTRIBUTE } from '../../src/lib/islands/island-attributes'

/** webpack's file names: its 20-digit content hash before `.js`. */
export const WEBPACK_BUNDLE = /-[0-9a-f]{20}\.js$/

/** Gatsby's runtime folders, which only its runtime reads. */
export const GATSBY_RUNTIME_FOLDERS = ['page-data', '~partytown']

/** Whether a `<script …>` start tag is the islands' loader: the one marker every check of the loader goes by. */
export const isLoaderTag = (startTag: string) => new RegExp(`\\s${LOADER_SOURCE_ATTRIBUTE}=`).test(startTag)

/** The loaders in a page's HTML. */
export const loaderCount = (html: string) => (html.match(/<script\b[^>]*>/g) ?? []).filter(isLoaderTag).length

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
}

const relative = (publicDir: string, file: string) => path.relative(publicDir, file).split(path.sep).join('/')

/** Each problem of the build in `publicDir`, as a sentence naming the file. */
export function builtOutputProblems(publicDir = path.resolve('public')): string[] {
  const files = filesUnder(publicDir)
  const problems: string[] = []
  for (const file of files.filter((name) => WEBPACK_BUNDLE.test(path.basename(name)))) {
    problems.push(`public/${relative(publicDir, file)} is one of Gatsby's webpack bundles, which no page loads: removeGatsbyBundles (gatsby/browser/gatsby-bundles.ts) no longer finds it`)
  }
  for (const file of findHtmlFiles(publicDir).filter((name) => !pageAddress(publicDir, name).startsWith(CMS_PATH))) {
    const loaders = loaderCount(fs.readFileSync(file, 'utf8'))
    if (loaders !== 1) {
      const said = loaders === 0 ? 'no islands loader, so none of its islands start' : `${loaders} islands loaders, which would start its islands ${loaders} times`
      problems.push(`public/${relative(publicDir, file)} has ${said}: the rewrite of Gatsby's script tags (gatsby/browser/paint-first.ts) no longer fits Gatsby's HTML`)
    }
  }
  const texts = files.filter((file) => /\.(html|js)$/.test(file) && !GATSBY_RUNTIME_FOLDERS.some((folder) => relative(publicDir, file).startsWith(`${folder}/`)))
  for (const folder of GATSBY_RUNTIME_FOLDERS.filter((name) => fs.existsSync(path.join(publicDir, name)))) {
    const loadedBy = texts.find((file) => fs.readFileSync(file, 'utf8').includes(`/${folder}/`))
    if (!loadedBy) problems.push(`public/${folder}/ would be deployed, but no page or script asks for it: setAsideGatsbyRuntimeData (gatsby/browser/gatsby-bundles.ts) no longer moves it out`)
  }
  return problems
}
