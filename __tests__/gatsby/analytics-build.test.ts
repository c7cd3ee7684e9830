/**
 * @jest-environment node
 *
 * What the build adds for analytics, compared file by file on a built site
 * (a page with Gatsby's bundle tags, run through the post-build steps as
 * gatsby-node.ts runs them): without PLAUSIBLE_DOMAIN not one byte differs
 * and no file is added; with it, one file under /static/islands/ (the
 * tracker, its settings written in) that the islands' script imports once
 * it has started the islands, posting to the site's own /api/event
 * (netlify/functions/event.mts passes it on to Plausible).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pageViewSettings } from '../../gatsby/analytics/tracker-file'
import { buildIslands, ISLANDS_DIR } from '../../gatsby/browser/build-islands'
import { runIslandsAfterPaint } from '../../gatsby/browser/paint-first'
import { analyticsConfig } from '../../src/lib/analytics/config'
import { landingPagesIndex } from '../../src/lib/landing/landing-index'

const PAGE = '<html><body><main>Text</main><script src="/webpack-runtime-1.js" async></script><script src="/app-3.js" async></script></body></html>'
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
  const pageViews = pageViewSettings(config, nodes)
  const islands = await buildIslands({ publicDir: dir, pageViews })
  runIslandsAfterPaint(islands, dir)
  return { islands, pageViews }
}

/** The islands' files holding `text`. */
const islandFilesWith = (dir: string, text: string) => fs.readdirSync(path.join(dir, ISLANDS_DIR)).filter((file) => fs.readFileSync(path.join(dir, ISLANDS_DIR, file), 'utf8').includes(text))

// Each test builds the islands with esbuild, twice for the first.
jest.setTimeout(60_000)

test('built without PLAUSIBLE_DOMAIN, the site is byte for byte the site built without analytics', async () => {
  const [without, unset] = [builtSite(), builtSite()]
  runIslandsAfterPaint(await buildIslands({ publicDir: without }), without)
  const { pageViews } = await postBuild(unset, { PLAUSIBLE_HOST: 'https://plausible.io' })
  expect(pageViews).toBeUndefined()
  expect(filesOf(unset)).toEqual(filesOf(without))
  expect(islandFilesWith(unset, '/api/event')).toEqual([])
})

test("built with PLAUSIBLE_DOMAIN, the islands' script imports the tracker in a chunk of its own, posting page views to the site's own address", async () => {
  const dir = builtSite()
  const { islands } = await postBuild(dir, { PLAUSIBLE_DOMAIN: 'www.northwindgrowth.com', PLAUSIBLE_HOST: 'https://stats.example.com' })
  const [tracker, ...others] = islandFilesWith(dir, '"www.northwindgrowth.com"')
  expect(others).toEqual([])
  expect(tracker).toMatch(/^chunk-[A-Z0-9]{8}\.js$/)
  expect(fs.readFileSync(path.join(dir, ISLANDS_DIR, tracker), 'utf8')).toContain('endpoint:"/api/event"')
  expect(fs.readFileSync(path.join(dir, islands), 'utf8')).toContain(`import("/${ISLANDS_DIR}/${tracker}")`)
  expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain(`data-islands="${islands}"`)
})

test("the tracker knows each published landing page's campaign and original, by slug", () => {
  expect(landingPagesIndex(LANDING_PAGES)).toEqual({ offer: { campaign: 'offer-2026q4' }, 'offer-b': { campaign: 'offer-2026q4', variantOf: 'offer' } })
})
