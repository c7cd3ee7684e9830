/**
 * @jest-environment node
 *
 * What the build adds for analytics, compared file by file on a built site
 * (a page with Gatsby's bundle tags, run through the post-build steps as
 * gatsby-node.ts runs them): without PLAUSIBLE_DOMAIN not one byte differs
 * and no file or `_redirects` rule is added; with it, one file under
 * /static/ (the tracker, its settings written in) that the paint-first
 * loader starts after the islands' script, and one rewrite to Plausible.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { analyticsRoutes } from '../../gatsby/analytics/event-route'
import { writeTrackerFile } from '../../gatsby/analytics/tracker-file'
import { runIslandsAfterPaint } from '../../gatsby/browser/paint-first'
import { analyticsConfig } from '../../src/lib/analytics/config'
import { landingPagesIndex } from '../../src/lib/landing/landing-index'

const PAGE = '<html><body><main>Text</main><script src="/webpack-runtime-1.js" async></script><script src="/app-3.js" async></script></body></html>'
const ISLANDS = '/static/islands/start-islands-1.js'
// Landing pages' entries, as gatsby/landing/nodes.ts makes them in a production build.
const LANDING_PAGES = [
  { slug: 'offer', published: true, values: { campaign: 'offer-2026q4' } },
  { slug: 'offer-b', published: true, values: { campaign: 'offer-2026q4', variantOf: 'offer' } },
  { slug: 'draft', published: false, values: { campaign: 'x', draft: true } },
] as unknown as Parameters<typeof landingPagesIndex>[0]
const nodes = { getNodesByType: () => [] as never[], getNode: () => undefined }

/** A built site of two pages in a new folder. */
function builtSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'analytics-build-'))
  for (const page of ['index.html', 'ar/index.html']) {
    fs.mkdirSync(path.dirname(path.join(dir, page)), { recursive: true })
    fs.writeFileSync(path.join(dir, page), PAGE)
  }
  return dir
}

/** Every file under `dir`, by path, with its bytes. */
const filesOf = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => fs.statSync(path.join(dir, file)).isFile())
      .sort()
      .map((file) => [file, fs.readFileSync(path.join(dir, file)).toString('base64')]),
  )

/** The post-build steps as gatsby-node.ts runs them, with `env` as the build's environment. */
async function postBuild(dir: string, env: Record<string, string>) {
  const config = analyticsConfig(env)
  const tracker = await writeTrackerFile(config, nodes, dir)
  runIslandsAfterPaint(ISLANDS, dir, tracker ? [tracker] : [])
  return { tracker, routes: analyticsRoutes(config) }
}

test('built without PLAUSIBLE_DOMAIN, the site is byte for byte the site built without analytics, with no rewrite', async () => {
  const [without, unset] = [builtSite(), builtSite()]
  runIslandsAfterPaint(ISLANDS, without)
  const { tracker, routes } = await postBuild(unset, { PLAUSIBLE_HOST: 'https://plausible.io' })
  expect(tracker).toBeUndefined()
  expect(routes).toEqual([])
  expect(filesOf(unset)).toEqual(filesOf(without))
})

test('built with PLAUSIBLE_DOMAIN, the loader starts the tracker after the islands, and page views are rewritten to Plausible', async () => {
  const dir = builtSite()
  const { tracker, routes } = await postBuild(dir, { PLAUSIBLE_DOMAIN: 'www.northwindgrowth.com', PLAUSIBLE_HOST: 'https://stats.example.com' })
  expect(tracker).toMatch(/^\/static\/analytics-[0-9a-f]{20}\.js$/)
  expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain(`var s="${ISLANDS}",a=["${tracker}"],t=0;`)
  const script = fs.readFileSync(path.join(dir, tracker!), 'utf8')
  expect(script).toContain('"www.northwindgrowth.com"')
  expect(script).toContain('endpoint:"/api/event"')
  expect(routes).toEqual([{ type: 'redirect', path: '/api/event', toPath: 'https://stats.example.com/api/event', status: 200, force: true, headers: [] }])
})

test("the tracker knows each published landing page's campaign and original, by slug", () => {
  expect(landingPagesIndex(LANDING_PAGES)).toEqual({ offer: { campaign: 'offer-2026q4' }, 'offer-b': { campaign: 'offer-2026q4', variantOf: 'offer' } })
})
