/**
 * The CMS's page, /admin/, as files under public/admin/: its index.html
 * (written here, no template), Decap's prebuilt browser bundle and React's
 * browser builds copied as they are installed (nothing to compile), and the
 * site's own CMS code, cms.js (bundle.ts). Every script comes from the
 * site itself; static/admin/config.yml says where the CMS saves.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** Where the CMS is served, and the directory of the built site it is written to. */
export const CMS_PATH = '/admin/'

/**
 * Copied from node_modules, in the order the page loads them: React and
 * ReactDOM as globals first, because Decap's bundle takes them from
 * `window` when it loads (it carries no React of its own), then Decap.
 * Decap's source map (20 MB) is not copied.
 */
export const PREBUILT_SCRIPTS: readonly { file: string; pkg: string; from: string }[] = [
  { file: 'react.production.min.js', pkg: 'react', from: 'umd/react.production.min.js' },
  { file: 'react-dom.production.min.js', pkg: 'react-dom', from: 'umd/react-dom.production.min.js' },
  { file: 'decap-cms-app.js', pkg: 'decap-cms-app', from: 'dist/decap-cms-app.js' },
]

// By the package's own folder (React's "exports" do not list its browser
// builds), resolved from the site (gatsby-node's compiled copy has no require.resolve).
const installed = (pkg: string, file: string) => path.join(path.dirname(createRequire(path.resolve('package.json')).resolve(`${pkg}/package.json`)), file)

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The site's collections and previews, registered with the Decap above (bundle.ts). */
export const CMS_SCRIPT = 'cms.js'

// Each field shows its text in the text's own direction, so Arabic reads
// right to left in the Arabic column (Decap sets no direction on fields),
// the paragraphs of an article's text too.
const EDITOR_CSS = 'input, textarea, [data-slate-editor] > * { unicode-bidi: plaintext; text-align: start; }'

/** The page: English (Decap's own words are), kept out of search engines, scripts in order after parsing. */
export function cmsPageHtml(): string {
  // Read as the build finds it, not compiled into gatsby-node with its imports.
  const site = JSON.parse(fs.readFileSync('content/site.json', 'utf8')) as { companyName: string }
  const scripts = [...PREBUILT_SCRIPTS.map(({ file }) => file), CMS_SCRIPT]
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="none">',
    `<title>${escapeHtml(site.companyName)}: content</title>`,
    `<style>${EDITOR_CSS}</style>`,
    ...scripts.map((file) => `<script defer src="${CMS_PATH}${file}"></script>`),
    '</head>',
    '<body></body>',
    '</html>',
    '',
  ].join('\n')
}

/** Writes the page and copies the prebuilt scripts into `dir` (public/admin/). */
export function writeCmsPage(dir: string): void {
  fs.mkdirSync(dir, { recursive: true })
  for (const { file, pkg, from } of PREBUILT_SCRIPTS) fs.copyFileSync(installed(pkg, from), path.join(dir, file))
  fs.writeFileSync(path.join(dir, 'index.html'), cmsPageHtml())
}
