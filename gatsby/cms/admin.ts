/**
 * The CMS at /admin/, written into public/admin/ by every build (after the
 * pages, before the Netlify adapter writes its headers) and by
 * `gatsby develop`, which also serves its page and recompiles cms.js when a
 * file it is made of changes. Gatsby's own bundles know nothing of it, so
 * no public page loads any of it.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { CreateDevServerArgs, Reporter } from 'gatsby'
import { recordBuildFigure } from '../build-figures'
import { buildCmsScript, CMS_SCRIPTS, watchCmsScripts, type CmsScript } from './bundle'
import { CMS_PATH, DECAP_DIR, writeCmsPage } from './page'

const PUBLIC_DIR = path.resolve('public', CMS_PATH.replace(/^\/|\/$/g, ''))
const STATIC_DIR = path.resolve('static', CMS_PATH.replace(/^\/|\/$/g, ''))

/**
 * public/admin/ holds what this module writes and what static/admin/ has
 * (config.yml), nothing else: no file left from an earlier way of building
 * it, in a public/ Netlify restored from its cache.
 */
function removeOtherFiles() {
  const kept = new Set(['index.html', DECAP_DIR, ...Object.values(CMS_SCRIPTS).map(({ file }) => file), ...fs.readdirSync(STATIC_DIR)])
  for (const file of fs.readdirSync(PUBLIC_DIR)) if (!kept.has(file)) fs.rmSync(path.join(PUBLIC_DIR, file), { recursive: true })
}

// The step's time goes to the build's figures, which the build bench reads
// (scripts/bench-build.mjs); the line printed is for whoever reads the log.
export async function writeCms(reporter: Reporter): Promise<void> {
  const started = performance.now()
  writeCmsPage(PUBLIC_DIR)
  const scripts = Object.keys(CMS_SCRIPTS) as CmsScript[]
  const how = await Promise.all(scripts.map((script) => buildCmsScript({ script, outFile: path.join(PUBLIC_DIR, CMS_SCRIPTS[script].file) })))
  removeOtherFiles()
  const ms = Math.round(performance.now() - started)
  recordBuildFigure('cmsMs', ms)
  const said = scripts.map((script, index) => `${CMS_SCRIPTS[script].file} ${how[index] === 'cached' ? 'unchanged, taken from .cache/cms/' : 'compiled'}`)
  reporter.info(`CMS at ${CMS_PATH}: ${said.join(', ')} (${ms} ms)`)
}

export async function serveCms({ app, reporter }: Pick<CreateDevServerArgs, 'app' | 'reporter'>) {
  writeCmsPage(PUBLIC_DIR)
  await watchCmsScripts(PUBLIC_DIR)
  // Gatsby's development server serves files from public/ but no .html.
  app.get(CMS_PATH, (_request: unknown, response: { sendFile: (file: string) => void }) => response.sendFile(path.join(PUBLIC_DIR, 'index.html')))
  reporter.info(`The CMS is at ${CMS_PATH}; its scripts are compiled again when src/cms/ or anything they import changes.`)
}
