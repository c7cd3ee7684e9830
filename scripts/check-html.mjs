// Validates every built page (public/**/*.html) with the Nu Html Checker
// (npm vnu-jar; needs Java) and fails on any error that is not allowlisted
// in vnu-allowlist.json, and on any allowlist entry nothing matches any more.
// `npm run check:html` after `npm run build`.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import vnuJar from 'vnu-jar'

const root = path.resolve('public')
// Build output that is not a page a visitor is served.
const NOT_PAGES = new Set(['_gatsby', 'page-data', 'static', '~partytown'])
const allowlist = JSON.parse(fs.readFileSync(new URL('./vnu-allowlist.json', import.meta.url), 'utf8')).entries

const findPages = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return NOT_PAGES.has(entry.name) ? [] : findPages(full)
    return entry.name.endsWith('.html') ? [full] : []
  })

const pages = findPages(root)
if (pages.length === 0) throw new Error('No pages in public/: run `npm run build` first.')

// vnu exits non-zero when it finds errors; its JSON report goes to stderr either way.
const { stderr } = await promisify(execFile)('java', ['-jar', String(vnuJar), '--format', 'json', ...pages], {
  maxBuffer: 64 * 1024 * 1024,
}).catch((failure) => failure)
const messages = JSON.parse(stderr).messages.filter((message) => message.type === 'error' || message.type === 'non-document-error')

const used = new Set()
const matches = (entry, message) => entry.message === message.message && (entry.extract === undefined || entry.extract === message.extract)
const errors = messages.filter((message) => {
  const index = allowlist.findIndex((entry) => matches(entry, message))
  if (index >= 0) used.add(index)
  return index < 0
})

for (const message of errors) {
  console.error(`${path.relative(root, new URL(message.url).pathname)}:${message.lastLine ?? '?'}: ${message.message}\n    ${(message.extract ?? '').replace(/\n/g, ' ')}`)
}
const stale = allowlist.filter((_entry, index) => !used.has(index))
for (const entry of stale) console.error(`allowlisted but no longer reported (remove it): ${entry.message}`)
console.log(`Nu Html Checker: ${pages.length} pages, ${errors.length} errors, ${messages.length - errors.length} allowlisted, ${stale.length} stale allowlist entries`)
process.exitCode = errors.length > 0 || stale.length > 0 ? 1 : 0
