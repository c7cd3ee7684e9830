/**
 * @jest-environment node
 *
 * Gatsby's runtime data (the chunk map and the compilation hash) leaves every
 * page for one file under /static/ (gatsby/browser/runtime-data.ts): the
 * pages keep their text and lose ~0.5 KB of gzipped HTML each.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { withRuntimeDataFile } from '../../gatsby/browser/runtime-data'

// As Gatsby's scripts slice writes them.
const DATA =
  '<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";\n          </script>\n' +
  '        <script>window.___webpackCompilationHash="1655f10f7f7abc1502cc";</script>'
const PAGE = `<html><body><main>Text</main>${DATA}<script src="/app-3.js" async></script></body></html>`

let publicDir: string
beforeEach(() => (publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-data-'))))
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

test('the two scripts leave the page for one file named by its contents, which sets the same values', () => {
  const { html, src } = withRuntimeDataFile(PAGE, publicDir)
  expect(html).toBe('<html><body><main>Text</main><script src="/app-3.js" async></script></body></html>')
  expect(src).toMatch(/^\/static\/gatsby-runtime-data-[0-9a-f]{20}\.js$/)
  const window: Record<string, unknown> = {}
  new Function('window', fs.readFileSync(path.join(publicDir, String(src)), 'utf8'))(window)
  expect(window).toEqual({ ___chunkMapping: '{"app":["/app-3.js"]}', ___webpackCompilationHash: '1655f10f7f7abc1502cc' })
})

test('every page with the same data names the same file; a page without it is left as it is', () => {
  expect(withRuntimeDataFile(PAGE, publicDir).src).toBe(withRuntimeDataFile(`<p>Other</p>${DATA}`, publicDir).src)
  expect(fs.readdirSync(path.join(publicDir, 'static'))).toHaveLength(1)
  expect(withRuntimeDataFile('<p>No runtime</p>', publicDir)).toEqual({ html: '<p>No runtime</p>' })
})
