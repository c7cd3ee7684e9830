// Shows a real build stopping on an article that holds what a page may not
// take: builds the site with __tests__/fixtures/hostile-article/ added
// (HOSTILE_ARTICLE, gatsby-config.ts) and fails unless `gatsby build` exits
// with an error naming that file, the line and the language of each
// construct (__tests__/gatsby/article-html-checks.test.ts checks each
// message; this checks the build itself stops). The build stops while
// reading the content, before any page is made, so it costs the start of a
// build only. The published build in public/ is set aside meanwhile, as a
// changed configuration makes Gatsby empty it.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { stripVTControlCharacters } from 'node:util'

const FIXTURE = '__tests__/fixtures/hostile-article/en/every-forbidden-construct.md'
const ASIDE = 'public-before-hostile-check'

if (fs.existsSync(ASIDE)) throw new Error(`${ASIDE}/ exists: an earlier check was interrupted; move it back to public/ first.`)
const hadBuild = fs.existsSync('public')
if (hadBuild) fs.renameSync('public', ASIDE)
const started = Date.now()
let build
try {
  build = spawnSync('npx', ['gatsby', 'build'], { encoding: 'utf8', env: { ...process.env, HOSTILE_ARTICLE: '1', GATSBY_TELEMETRY_DISABLED: '1', CI: '1' } })
} finally {
  fs.rmSync('public', { recursive: true, force: true })
  if (hadBuild) fs.renameSync(ASIDE, 'public')
}
// Without the terminal's colour codes.
const output = stripVTControlCharacters(`${build.stdout}${build.stderr}`)
const lines = fs.readFileSync(FIXTURE, 'utf8').split('\n')
// Each construct's line (the fixture puts one a paragraph) must be named, with the language.
const expected = ['<script>', '<iframe', '<object', '<embed', '<form', '<style>', 'onerror=', 'href="javascript:', 'jav&#x09;ascript:', 'JaVaScRiPt:', '](javascript:', '](data:', 'srcset=', 'xlink:href=', 'onmouseover=', 'style="position:absolute'].map(
  (text) => `${FIXTURE}:${lines.findIndex((line) => line.includes(text)) + 1} (English, en): "body": `,
)
const missing = expected.filter((message) => !output.includes(message))
const seconds = ((Date.now() - started) / 1000).toFixed(0)
if (build.status === 0 || missing.length) {
  console.error(output.split('\n').slice(-60).join('\n'))
  console.error(`check-hostile-article: the build ${build.status === 0 ? 'succeeded' : `failed (${build.status})`} but must stop naming ${missing.length ? missing.join(', ') : 'each construct'}`)
  process.exit(1)
}
console.log(`check-hostile-article: the build stopped in ${seconds} s, naming all ${expected.length} constructs of ${FIXTURE} by line and language`)
