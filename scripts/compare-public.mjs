// Compares two builds of the site, file by file, apart from asset hashes:
// `node scripts/compare-public.mjs <before>/public <after>/public`.
// For a change that must not change what visitors get (a refactor): build
// before it, copy public/ aside, build after it, and compare. Exit 1 when a
// page differs.
//
// Compared: every file a visitor or Netlify reads as text (HTML, _headers,
// _redirects, sitemaps, feeds, robots.txt, manifests, the CMS's config)
// and each page's page-data.json, with asset hashes replaced by `#`:
// Gatsby's and esbuild's hashed file names, image folders, and the CSP's
// script hashes (the inline loader names the hashed island script).
// Emotion's class names are kept: they are hashes of the styles, so a
// changed style is a changed page. Two orders vary from one build of the
// same commit to the next, and are compared as sets: a sitemap's <url>
// entries, and the nodes of a page-data.json list (the related articles,
// which the template sorts again). Scripts and source maps are not compared
// (their names and contents follow the code), only listed when one side has
// a kind of script the other has not.
import fs from 'node:fs'
import path from 'node:path'

const [before, after] = process.argv.slice(2)
if (!before || !after) {
  console.error('usage: node scripts/compare-public.mjs <before-public> <after-public>')
  process.exit(2)
}

const TEXT = /\.(html|xml|txt|json|webmanifest|yml)$|(^|\/)_(headers|redirects)$/
const SKIP = /(^|\/)(webpack\.stats\.json|chunk-map\.json|~partytown\/)|\.map$|\.LICENSE\.txt$/

/** A path or text with every asset hash replaced by `#`. */
export function withoutHashes(text) {
  return text
    .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-#'")
    .replace(/\b[0-9a-f]{32}\b/g, '#') // image folders under /static/
    .replace(/([-.])[0-9a-f]{20}\b/g, '$1#') // Gatsby's webpack chunks
    .replace(/\b(\d+)-#/g, '#-#') // numbered webpack chunks
    .replace(/-[A-Z0-9]{8}\.js\b/g, '-#.js') // esbuild's chunks
    .replace(/\b[0-9a-f]{40}-#/g, '#-#')
    .replace(/"(webpackCompilationHash|staticQueryHashes|sq)":(\[[^\]]*\]|"[^"]*")/g, '"$1":"#"')
    .replace(/\b\d{6,11}\b(?=\.json)/g, '#') // static query results
}

/** The file's text in an order that does not vary between builds of the same site. */
function inStableOrder(file, text) {
  if (/sitemap-\d+\.xml$/.test(file)) {
    const urls = text.match(/<url>.*?<\/url>/gs) ?? []
    return text.replace(/<url>.*<\/url>/s, [...urls].sort().join(''))
  }
  if (/page-data\.json$/.test(file)) {
    const sortNodes = (value) => {
      if (Array.isArray(value)) return value.map(sortNodes)
      if (!value || typeof value !== 'object') return value
      const entries = Object.entries(value).map(([key, inner]) => [key, sortNodes(inner)])
      const sorted = Object.fromEntries(entries)
      if (Array.isArray(sorted.nodes)) sorted.nodes = [...sorted.nodes].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
      return sorted
    }
    return JSON.stringify(sortNodes(JSON.parse(text)))
  }
  return text
}

function files(root, dir = '') {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name)
    return entry.isDirectory() ? files(root, relative) : [relative]
  })
}

function index(root) {
  const map = new Map()
  for (const file of files(root)) {
    if (SKIP.test(file)) continue
    const key = withoutHashes(file)
    if (!TEXT.test(file) && !/\.js$/.test(file)) { map.set(key, { file, binary: true }); continue }
    if (/\.js$/.test(file)) { map.set(key, { file, script: true }); continue }
    map.set(key, { file })
  }
  return map
}

function firstDifference(a, b) {
  let at = 0
  while (at < a.length && a[at] === b[at]) at++
  const from = Math.max(0, at - 120)
  return `  before: …${a.slice(from, at + 160)}…\n  after:  …${b.slice(from, at + 160)}…`
}

const left = index(before)
const right = index(after)
const problems = []
for (const [key, entry] of left) {
  if (!right.has(key)) { problems.push(`only before: ${entry.file}`); continue }
  if (entry.binary || entry.script) continue
  const read = (root, file) => inStableOrder(file, withoutHashes(fs.readFileSync(path.join(root, file), 'utf8')))
  const a = read(before, entry.file)
  const b = read(after, right.get(key).file)
  if (a !== b) problems.push(`differs: ${entry.file}\n${firstDifference(a, b)}`)
}
for (const [key, entry] of right) if (!left.has(key)) problems.push(`only after: ${entry.file}`)

const compared = [...left.values()].filter((entry) => !entry.binary && !entry.script).length
for (const problem of problems) console.log(problem)
console.log(`compare-public: ${compared} text files compared, ${problems.length} differences`)
process.exitCode = problems.length > 0 ? 1 : 0
