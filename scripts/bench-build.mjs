// The build's time, and what the CMS adds to it: the first part of
// `npm run bench`, or alone with `npm run bench:build`. Two `gatsby build`s
// of this checkout: cold (after `gatsby clean`), then warm (`.cache` and
// `public` kept, as Netlify keeps them), so `public/` ends as the real site.
// What the CMS adds is the time of the one step that writes it
// (gatsby/cms/admin.ts), which each build writes into its figures
// (.cache/build-figures.json, gatsby/build-figures.ts) and the bench reads
// back after it: never from what the build printed, which Gatsby's reporter
// wraps and colours as the terminal goes. Fails when it is more than 8 s in
// the cold build or 5 s in the warm one.
//
// A slow machine does not fail it by itself: the allowance grows with how
// much slower than REFERENCE_WITHOUT_CMS this machine built the rest of the
// site, in the same run (never below the plain 8 and 5 s).
// Each build's output is in reports/bench-build-<name>.log.
//
// Its figures (reports/bench-build.json) name the site it left in public/
// (siteFingerprint): `npm test` builds the site this way once, first, tests
// it, and has the bench measure it later (`npm run bench:site`), which reads
// these figures only while public/ is still that site (builtFigures).

import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { register } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

register('./typescript-hooks.mjs', import.meta.url)
const { BUILD_FIGURES_FILE, forgetBuildFigures, readBuildFigure } = await import('../gatsby/build-figures.ts')

/** Seconds the CMS may add to each kind of build. */
export const CMS_BUDGET_SECONDS = { cold: 8, warm: 5 }
/** The build without the CMS on the 2-core test machine (November 2026, issue 19). */
const REFERENCE_WITHOUT_CMS = { cold: 29.6, warm: 9.9 }
const REPORTS = path.resolve('reports')
const FIGURES_FILE = path.join(REPORTS, 'bench-build.json')
const PUBLIC = path.resolve('public')
// Analytics on, as production runs (issue 32): the pages the bench then
// measures carry the tracker. PLAUSIBLE_DOMAIN from the environment wins.
const env = { PLAUSIBLE_DOMAIN: 'www.northwindgrowth.com', ...process.env, GATSBY_TELEMETRY_DISABLED: '1' }
const round = (value) => Math.round(value * 10) / 10

function build(name, { cold }) {
  if (cold) execFileSync('npx', ['gatsby', 'clean'], { env, stdio: 'ignore' })
  // A figure an earlier build wrote is never read as this one's.
  forgetBuildFigures(BUILD_FIGURES_FILE)
  const started = performance.now()
  const result = spawnSync('npx', ['gatsby', 'build'], { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  const seconds = round((performance.now() - started) / 1000)
  const output = `${result.stdout}\n${result.stderr}`
  const log = path.join(REPORTS, `bench-build-${name}.log`)
  fs.writeFileSync(log, output)
  if (result.status !== 0) throw new Error(`gatsby build (${name}) failed: see ${path.relative('.', log)}`)
  console.log(`bench ${name} gatsby build: ${seconds} s`)
  return { seconds, cmsSeconds: round(readBuildFigure('cmsMs', BUILD_FIGURES_FILE) / 1000) }
}

/** Builds the site cold and warm; returns the times, what the CMS added, what it may add, and what failed. */
export function benchBuilds() {
  fs.mkdirSync(REPORTS, { recursive: true })
  const runs = { cold: build('cold', { cold: true }), warm: build('warm', { cold: false }) }
  const kinds = Object.keys(CMS_BUDGET_SECONDS)
  const withCms = Object.fromEntries(kinds.map((kind) => [kind, runs[kind].seconds]))
  const cmsAddsSeconds = Object.fromEntries(kinds.map((kind) => [kind, runs[kind].cmsSeconds]))
  const withoutCms = Object.fromEntries(kinds.map((kind) => [kind, round(withCms[kind] - cmsAddsSeconds[kind])]))
  const machineSlower = Object.fromEntries(kinds.map((kind) => [kind, Math.max(1, withoutCms[kind] / REFERENCE_WITHOUT_CMS[kind])]))
  const allowedSeconds = Object.fromEntries(kinds.map((kind) => [kind, round(CMS_BUDGET_SECONDS[kind] * machineSlower[kind])]))
  const failures = kinds
    .filter((kind) => cmsAddsSeconds[kind] > allowedSeconds[kind])
    .map((kind) => `the CMS adds ${cmsAddsSeconds[kind]} s to the ${kind} build > ${allowedSeconds[kind]} s`)
  const builds = { withCms, withoutCms, cmsAddsSeconds, allowedSeconds, failures }
  printBuilds(builds)
  return builds
}

function printBuilds({ withCms, cmsAddsSeconds, allowedSeconds }) {
  for (const kind of Object.keys(CMS_BUDGET_SECONDS)) {
    console.log(`bench ${kind} build: ${withCms[kind]} s, of which the CMS ${cmsAddsSeconds[kind]} s (allowed ${allowedSeconds[kind]} s)`)
  }
}

/** Every page of public/ and its bytes, hashed: another build of other content or settings (the CMS test's, the fixtures') changes it. */
function siteFingerprint() {
  const pages = fs.readdirSync(PUBLIC, { recursive: true }).filter((file) => file.endsWith('.html')).sort()
  const hash = createHash('sha256')
  for (const page of pages) hash.update(`${page}\0`).update(fs.readFileSync(path.join(PUBLIC, page)))
  return hash.digest('hex')
}

/** The figures `npm run bench:build` wrote, while public/ is still the site it built; else an error saying what to run. */
export function builtFigures() {
  const rebuild = 'run `npm run bench:build` again, or `npm run bench`, which builds first'
  if (!fs.existsSync(FIGURES_FILE)) throw new Error(`bench: no ${path.relative('.', FIGURES_FILE)}: ${rebuild}`)
  const { site, date, ...builds } = JSON.parse(fs.readFileSync(FIGURES_FILE, 'utf8'))
  if (!fs.existsSync(PUBLIC) || site !== siteFingerprint()) {
    throw new Error(`bench: public/ is not the site ${path.relative('.', FIGURES_FILE)} measured (it was built again since): ${rebuild}`)
  }
  console.log(`bench: the site and build figures of npm run bench:build, ${date} (${path.relative('.', FIGURES_FILE)})`)
  printBuilds(builds)
  return builds
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const builds = benchBuilds()
  fs.writeFileSync(FIGURES_FILE, `${JSON.stringify({ date: new Date().toISOString(), site: siteFingerprint(), ...builds }, null, 2)}\n`)
  for (const failure of builds.failures) console.error(`over budget: ${failure}`)
  process.exitCode = builds.failures.length > 0 ? 1 : 0
}
