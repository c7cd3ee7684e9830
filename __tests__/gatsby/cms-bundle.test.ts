/**
 * @jest-environment node
 *
 * The CMS costs a build only when it changed: its script is compiled when a
 * file it is made of changed and copied from the cache otherwise; it runs
 * with the React and the Decap the /admin/ page loads before it, and the page
 * is the editors' (English, out of search, every script from the site).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildCmsScript } from '../../gatsby/cms/bundle'
import { CMS_PATH, cmsPageHtml } from '../../gatsby/cms/page'

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

test("the site's CMS script uses the page's React and Decap, not copies of its own", async () => {
  const outFile = path.join(scratch(), 'cms.js')
  await buildCmsScript({ outFile, cacheDir: path.join(path.dirname(outFile), 'cache') })
  const script = fs.readFileSync(outFile, 'utf8')
  expect(script).toContain('window.React')
  expect(script).toContain('window.DecapCmsApp')
  // React and ReactDOM's own code points its errors here; the JSX runtime's does not.
  expect(script).not.toContain('error-decoder')
  expect(script).toContain('registerPreviewTemplate')
}, 30_000)

test('the CMS page is in English, out of search, and loads React, Decap and then the site\'s code, all from /admin/', () => {
  const html = cmsPageHtml()
  expect(html).toMatch(/^<!doctype html>\n<html lang="en">/)
  expect(html).toContain('<meta name="robots" content="none">')
  const scripts = [...html.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map(([, src]) => src)
  expect(scripts).toEqual(['react.production.min.js', 'react-dom.production.min.js', 'decap-cms-app.js', 'cms.js'].map((file) => `${CMS_PATH}${file}`))
})
