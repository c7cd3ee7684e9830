/**
 * The CMS's page, /admin/, as files under public/admin/: its index.html
 * (written here, no template), Decap's prebuilt browser bundle copied as
 * it is installed (nothing to compile), and the two scripts compiled for it
 * (bundle.ts): React 19 as browser globals and the site's own CMS code.
 * Every script comes from the site itself; static/admin/config.yml says
 * where the CMS saves.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { CMS_SCRIPTS } from './bundle'

/** Where the CMS is served, and the directory of the built site it is written to. */
export const CMS_PATH = '/admin/'

/**
 * Decap's prebuilt bundle, copied whole into /admin/decap/: decap-cms-app.js,
 * the ~100 chunks it loads from beside itself when a part of the CMS is
 * first used, the two WebAssembly files of its WebP encoder, and the licence
 * notices. Not its source maps (about 26 MB) nor its modules (esm/).
 */
export const DECAP_DIR = 'decap'
const DECAP_SCRIPT = 'decap-cms-app.js'
const isDecapFile = (file: string) => !file.endsWith('.map') && fs.statSync(file).isFile()

// By the package's own folder, resolved from the site (gatsby-node's compiled copy has no require.resolve).
const installed = (pkg: string, file: string) => path.join(path.dirname(createRequire(path.resolve('package.json')).resolve(`${pkg}/package.json`)), file)

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * In the order the page loads them: React as globals first, because
 * Decap's bundle takes them from `window` when it loads (it carries its own
 * ReactDOM renderer but no React), then Decap, then the site's collections
 * and previews, which register with that Decap.
 */
export const PAGE_SCRIPTS: readonly string[] = [CMS_SCRIPTS.react.file, `${DECAP_DIR}/${DECAP_SCRIPT}`, CMS_SCRIPTS.cms.file]

// Each field shows its text in the text's own direction, so Arabic reads
// right to left in the Arabic column (Decap sets no direction on fields),
// the paragraphs of an article's text too.
const EDITOR_CSS = 'input, textarea, [data-slate-editor] > * { unicode-bidi: plaintext; text-align: start; }'

/** The page: English (Decap's own words are), kept out of search engines, scripts in order after parsing. */
export function cmsPageHtml(): string {
  // Read as the build finds it, not compiled into gatsby-node with its imports.
  const site = JSON.parse(fs.readFileSync('content/site.json', 'utf8')) as { companyName: string }
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="none">',
    `<title>${escapeHtml(site.companyName)}: content</title>`,
    `<style>${EDITOR_CSS}</style>`,
    ...PAGE_SCRIPTS.map((file) => `<script defer src="${CMS_PATH}${file}"></script>`),
    '</head>',
    '<body></body>',
    '</html>',
    '',
  ].join('\n')
}

/** Writes the page and copies Decap's bundle into `dir` (public/admin/), replacing any copy of another version. */
export function writeCmsPage(dir: string): void {
  const from = installed('decap-cms-app', 'dist')
  const to = path.join(dir, DECAP_DIR)
  fs.rmSync(to, { recursive: true, force: true })
  fs.mkdirSync(to, { recursive: true })
  for (const file of fs.readdirSync(from)) if (isDecapFile(path.join(from, file))) fs.copyFileSync(path.join(from, file), path.join(to, file))
  fs.writeFileSync(path.join(dir, 'index.html'), cmsPageHtml())
}
