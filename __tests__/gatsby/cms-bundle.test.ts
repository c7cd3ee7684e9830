/**
 * @jest-environment node
 *
 * The CMS costs a build only when it changed: its scripts are compiled when a
 * file they are made of changed and copied from the cache otherwise; the
 * site's CMS code runs with the React 19 and the Decap the /admin/ page loads
 * before it, and the page is the editors' (English, out of search, every
 * script from the site).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildCmsScript } from '../../gatsby/cms/bundle'
import { CMS_PATH, cmsPageHtml, writeCmsPage } from '../../gatsby/cms/page'

const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cms-bundle-'))

test('the CMS script is compiled when a file it imports changed, and taken from the cache otherwise', async () => {
  const dir = scratch()
  fs.writeFileSync(path.join(dir, 'entry.ts'), "import { greeting } from './greeting'\nObject.assign(window, { greeting })\n")
  fs.writeFileSync(path.join(dir, 'greeting.ts'), "export const greeting = 'hello'\n")
  const outFile = path.join(dir, 'public', 'cms.js')
  const build = () => buildCmsScript({ outFile, cacheDir: path.join(dir, 'cache'), entryPoint: path.join(dir, 'entry.ts') })

  expect(await build()).toBe('compiled')
  expect(await build()).toBe('cached')
  expect(fs.readFileSync(outFile, 'utf8')).toContain('hello')

  fs.writeFileSync(path.join(dir, 'greeting.ts'), "export const greeting = 'marhaba'\n")
  expect(await build()).toBe('compiled')
  expect(fs.readFileSync(outFile, 'utf8')).toContain('marhaba')
  expect(await build()).toBe('cached')
})

test("the site's CMS script uses the page's React and Decap, not copies of its own, and React 19's JSX", async () => {
  const outFile = path.join(scratch(), 'cms.js')
  await buildCmsScript({ outFile, cacheDir: path.join(path.dirname(outFile), 'cache') })
  const script = fs.readFileSync(outFile, 'utf8')
  expect(script).toContain('window.React')
  expect(script).toContain('window.DecapCmsApp')
  // React and ReactDOM's own code points its errors here; the JSX runtime's does not.
  expect(script).not.toMatch(/error-decoder|react\.dev\/errors/)
  // Elements as React 19 makes them: React 18's JSX runtime makes elements React 19 refuses to draw.
  expect(script).toContain('react.transitional.element')
  expect(script).toContain('registerPreviewTemplate')
}, 30_000)

test('the React script sets the globals Decap takes, from React 19.2.0 exactly (Decap refuses any other)', async () => {
  const outFile = path.join(scratch(), 'react.js')
  await buildCmsScript({ script: 'react', outFile, cacheDir: path.join(path.dirname(outFile), 'cache') })
  const window: { React?: { version: string; createElement: unknown }; ReactDOM?: { version: string; createPortal: unknown } } = {}
  new Function('window', fs.readFileSync(outFile, 'utf8'))(window)
  expect(window.React?.version).toBe('19.2.0')
  expect(window.ReactDOM?.version).toBe('19.2.0')
  expect(typeof window.React?.createElement).toBe('function')
  expect(typeof window.ReactDOM?.createPortal).toBe('function')
}, 30_000)

test('the CMS page is in English, out of search, and loads React, Decap and then the site\'s code, all from /admin/', () => {
  const html = cmsPageHtml()
  expect(html).toMatch(/^<!doctype html>\n<html lang="en">/)
  expect(html).toContain('<meta name="robots" content="none">')
  const scripts = [...html.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map(([, src]) => src)
  expect(scripts).toEqual(['react.js', 'decap/decap-cms-app.js', 'cms.js'].map((file) => `${CMS_PATH}${file}`))
})

test("Decap's bundle is copied whole, chunks and WebAssembly included, without its source maps or another version's files", () => {
  const dir = scratch()
  fs.mkdirSync(path.join(dir, 'decap'))
  fs.writeFileSync(path.join(dir, 'decap', '1.decap-cms-app.old.js'), '')
  writeCmsPage(dir)
  const files = fs.readdirSync(path.join(dir, 'decap'))
  expect(files).toContain('decap-cms-app.js')
  expect(files.filter((file) => /^\d+\.decap-cms-app\.js$/.test(file)).length).toBeGreaterThan(50)
  expect(files.filter((file) => file.endsWith('.wasm'))).toHaveLength(2)
  expect(files.filter((file) => file.endsWith('.map') || file === '1.decap-cms-app.old.js')).toEqual([])
})
