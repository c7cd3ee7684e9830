/**
 * @jest-environment node
 *
 * The Content-Security-Policy's script hashes stay a fixed few however many
 * pages the site has: each page's own `window.pagePath` script is taken out
 * of the built HTML (gatsby/browser/page-path.ts), except on the not-found
 * pages, which Gatsby's runtime serves at addresses that are not theirs.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { withoutPagePath } from '../../gatsby/browser/page-path'
import { runBundlesAfterPaint } from '../../gatsby/browser/paint-first'
import { inlineScriptHashes, siteScriptHashes } from '../../gatsby/netlify/csp-hashes'

/** A page as `gatsby build` writes it (Gatsby 5, slices on), before the post-build rewrite. */
const builtPage = (pagePath: string) =>
  `<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">{"@type":"Organization"}</script></head>` +
  `<body><div id="___gatsby"><main><h1>${pagePath}</h1></main></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";</script>` +
  `<script>window.___webpackCompilationHash="1655f10f7f7abc1502cc";</script>` +
  `<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>` +
  `</body></html>`

test("an article page loses its own pagePath script, and keeps its text and the scripts every page shares", () => {
  const html = withoutPagePath(builtPage('/insights/measure-google-ads-against-sales/'))
  expect(html).not.toContain('gatsby-script-loader')
  expect(html).not.toContain('window.pagePath')
  expect(html).toContain('<h1>/insights/measure-google-ads-against-sales/</h1>')
  expect(html).toContain('window.___webpackCompilationHash')
  expect(html).toContain('window.___chunkMapping')
  expect(html).toContain('<script type="application/ld+json">')
})

test('the Arabic page of an article loses it too, so both languages carry the same inline scripts', () => {
  const english = withoutPagePath(builtPage('/insights/measure-google-ads-against-sales/'))
  const arabic = withoutPagePath(builtPage('/ar/insights/measure-google-ads-against-sales/'))
  expect(arabic).not.toContain('window.pagePath')
  expect(inlineScriptHashes(arabic)).toEqual(inlineScriptHashes(english))
})

test.each(['/404.html', '/404/', '/ar/404/', '/ar/404.html'])('the not-found page %s keeps it: it is served at unknown addresses', (pagePath) => {
  const html = builtPage(pagePath)
  expect(withoutPagePath(html)).toBe(html)
})

test('a page whose pagePath script carries more than its address (inline page data) is left as Gatsby wrote it', () => {
  const html = builtPage('/').replace(';/*]]>*/', ';window.pageData={"path":"/"};/*]]>*/')
  expect(withoutPagePath(html)).toBe(html)
})

test('an address with quotes or backslashes in it is read as JSON, not cut short', () => {
  const html = builtPage('/a"b\\c/404/')
  expect(withoutPagePath(html)).toBe(html)
  expect(withoutPagePath(builtPage('/a"b\\c/'))).not.toContain('window.pagePath')
})

describe('the hashes of a built site', () => {
  let publicDir: string
  beforeEach(() => (publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-pages-'))))
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  /** Writes a site of `count` articles in both languages plus the not-found pages, rewrites it as onPostBuild does, and hashes it. */
  function buildSite(count: number) {
    const write = (file: string, pagePath: string) => {
      fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
      fs.writeFileSync(path.join(publicDir, file), builtPage(pagePath))
    }
    write('index.html', '/')
    write('ar/index.html', '/ar/')
    for (let n = 0; n < count; n += 1) {
      write(`insights/article-${n}/index.html`, `/insights/article-${n}/`)
      write(`ar/insights/article-${n}/index.html`, `/ar/insights/article-${n}/`)
    }
    for (const notFound of ['404.html', '404/index.html', 'ar/404/index.html', 'ar/404.html'])
      write(notFound, `/${notFound.replace(/index\.html$/, '')}`)
    runBundlesAfterPaint(publicDir)
    return siteScriptHashes(publicDir)
  }

  test('are the same few for 3 articles as for 300: the shared scripts and the 4 not-found pages', () => {
    const few = buildSite(3)
    fs.rmSync(publicDir, { recursive: true, force: true })
    fs.mkdirSync(publicDir)
    const many = buildSite(300)
    expect(many.pages).toBe(606)
    // The paint-first loader (the chunk map and compilation hash are in a file it runs: runtime-data.ts), and one pagePath script per not-found page.
    expect(many.hashes).toHaveLength(1 + 4)
    expect(many.hashes).toEqual(few.hashes)
  })
})
