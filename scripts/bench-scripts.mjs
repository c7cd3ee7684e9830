// The JavaScript a visit downloads, measured in Chromium against the built
// site (served as Netlify serves it), gzipped (level 9, as the bench's other
// sizes) from the files in public/, the page's inline loader included:
// - before the visitor touches anything, on every page, at 375 and 1280 px,
//   scrolled to the bottom and left to settle: the loader and the page's
//   script (with the analytics tracker, when the build has it), at most
//   8 KiB in all; no island starts until the visitor focuses a field,
//   presses on it or types (src/components/islands/triggers.ts), so neither
//   React nor the phone library may come;
// - a visitor on a phone (375 px) who reaches a page's form and types a
//   name and a number: everything the page has downloaded by then, the
//   first load and the tracker included, at most 115 KiB in all, on every
//   page with a form.
// Also says how much of the second is the tracker's and how much
// libphonenumber's metadata, and which set it is (`max`, which only the
// server needs, or a smaller one).
//
// `node scripts/bench-scripts.mjs` measures public/ as it is (build it
// first) and exits 1 over a budget; scripts/bench.mjs runs it after
// Lighthouse with the site it serves. A figure is a sum of file sizes, and
// each page is waited for by the states it reaches (its script run, the
// phone library's chunk come), so a loaded machine makes it slower, not
// smaller.
import fs from 'node:fs'
import { createRequire, register } from 'node:module'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import { serveBuiltSite } from './served-site.mjs'

register('./typescript-hooks.mjs', import.meta.url)
const { LOADER_SOURCE_ATTRIBUTE, PAGE_SCRIPT_READY_ATTRIBUTE } = await import('../src/lib/islands/island-attributes.ts')
// The phone library's own file (src/lib/islands/island-files.ts).
const { PHONE_INPUT_FILE } = await import('../src/lib/islands/island-files.ts')

/** Budgets in KiB of gzip (1024 bytes). */
export const SCRIPT_BUDGET = { beforeTouchKib: 8, formReachedKib: 115 }
/** How long a page may take to reach a state waited for, on a busy machine. */
const PAGE_TIMEOUT_MS = 60_000
const VIEWPORTS = { 375: { width: 375, height: 700 }, 1280: { width: 1280, height: 800 } }
/**
 * Pages measured side by side: each waits mostly on the network's quiet and
 * the page's idle moments (settled, below), which a busy processor makes
 * later, never earlier, so a loaded machine makes the bench slower, not its
 * figures smaller. (With fixed timers instead, 16 at once measured some
 * pages before their script had come.) On two cores, the site's 84 visits
 * took 75 s, against 169 s with the timers and Debian's full Chromium, with
 * the same figures.
 */
const AT_ONCE = 8
/** The islands' script the loader adds. */
const ISLANDS_SCRIPT = /^\/static\/islands\/islands-[A-Z0-9]{8}\.js$/
/** Where the team's inbox's script is built (gatsby/browser/team-script.ts's TEAM_DIR). */
const TEAM_SCRIPTS = '/static/team/'
/** Folders of public/ that hold no page a visitor reads. */
const NOT_PAGES = new Set(['_gatsby', 'admin', 'static', 'page-data', '~partytown', 'uploads', 'icons', 'flags'])
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

const gzipKib = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length / 1024
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

/** The islands' script `entry` and every module it imports statically, read from `publicDir`. */
function staticImports(publicDir, entry, seen = new Set()) {
  if (seen.has(entry)) return seen
  seen.add(entry)
  for (const [, imported] of fs.readFileSync(path.join(publicDir, entry), 'utf8').matchAll(/(?:^|;)import(?:[^"(]*?from)?"([^"]+)"/g)) {
    staticImports(publicDir, new URL(imported, `http://site${entry}`).pathname, seen)
  }
  return seen
}

/**
 * The page-view tracker's chunk and its imports, when the build has
 * analytics on (the islands' script imports it, naming it in its error):
 * Plausible's counting, not the site's islands, so it is told apart.
 */
function trackerFiles(publicDir, entry) {
  const source = fs.readFileSync(path.join(publicDir, entry), 'utf8')
  const tracker = source.match(/import\("([^"]+)"\)\.catch\([^)]*?page-view tracker/)?.[1]
  return tracker ? staticImports(publicDir, new URL(tracker, `http://site${entry}`).pathname) : new Set()
}

/** The islands' script among the files a page downloaded, if any. */
const islandsEntry = (measured) => measured.scripts.find(({ file }) => ISLANDS_SCRIPT.test(file))?.file

/** The page's inline scripts (its loader), as the HTML carries them. */
function inlineScripts(publicDir, pagePath) {
  const html = fs.readFileSync(path.join(publicDir, pagePath, 'index.html'), 'utf8')
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body).join('')
}

/** libphonenumber's metadata sets, by name, each as its JSON's text. */
function phoneMetadataSets() {
  const require = createRequire(path.resolve('package.json'))
  const dir = path.dirname(require.resolve('libphonenumber-js/package.json'))
  return Object.fromEntries(['max', 'min', 'mobile'].map((set) => [set, JSON.parse(fs.readFileSync(path.join(dir, `metadata.${set}.json`), 'utf8'))]))
}

/**
 * Which of libphonenumber's metadata sets a file carries, told by a number
 * pattern only that set writes (the first country's longest pattern in it
 * that the other sets lack), and what that set weighs gzipped alone.
 */
function phoneMetadataIn(text, sets) {
  for (const [set, metadata] of Object.entries(sets)) {
    const others = Object.entries(sets).filter(([name]) => name !== set).map(([, other]) => JSON.stringify(other))
    const marker = JSON.stringify(metadata).match(/"[^"]{24,}"/g)?.find((candidate) => others.every((other) => !other.includes(candidate)))
    if (marker && text.includes(marker.slice(1, -1))) return { set, kib: round(gzipKib(Buffer.from(JSON.stringify(metadata))), 1) }
  }
  return undefined
}

/** Every page of the built site (its index.html files), by address. */
function builtPages(publicDir, dir = '') {
  return fs.readdirSync(path.join(publicDir, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return NOT_PAGES.has(entry.name) ? [] : builtPages(publicDir, path.join(dir, entry.name))
    return entry.name === 'index.html' ? [`/${dir.split(path.sep).join('/')}/`.replace(/^\/\/$/, '/')] : []
  })
}

/** Whether the page at `pagePath` has a contact form. */
const hasForm = (publicDir, pagePath) => fs.readFileSync(path.join(publicDir, pagePath, 'index.html'), 'utf8').includes('data-island="contact-form"')

/** Scrolls down the whole page, as a reader does, and back to nothing: no touch. */
async function scrollToTheBottom(page) {
  const height = await page.evaluate(() => document.body.scrollHeight)
  for (let y = 0; y < height; y += 500) await page.mouse.wheel(0, 500)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
}

/**
 * In the page: whether the script its loader names has arrived and, if it is
 * the islands' script, has run (from then on, every island waits for a
 * touch). The team's inbox's loader names its own script.
 */
function pageScriptHasRun([loaderAttribute, islandsScript, readyAttribute]) {
  const source = document.querySelector(`script[${loaderAttribute}]`)?.getAttribute(loaderAttribute)
  if (!source) return true
  if (new RegExp(islandsScript).test(source)) return document.documentElement.hasAttribute(readyAttribute)
  return performance.getEntriesByName(new URL(source, location.href).href).length > 0
}

/**
 * How long the network must have been quiet (no request of the page's in
 * flight) for the page to count as settled, as Playwright's `networkidle`
 * counts it; but waited for after each step, where `networkidle` is a
 * state a page reaches once, at its load.
 */
const QUIET_MS = 500

/**
 * Resolves once the page has run what it had put off (an idle callback, which
 * the browser runs within 2 s whatever the page's load) and its network has
 * then been quiet for QUIET_MS: anything that would come unasked has been
 * asked for, and has come. Waits on the page's state, not on a fixed time:
 * loaded eight at a time on two cores, a page reaches it later, never falsely.
 */
async function settled(page, inFlight) {
  // An idle callback asked for now runs after those the page asked for before it.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })))
  let quietSince = performance.now()
  while (performance.now() - quietSince < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    if (inFlight.size > 0) quietSince = performance.now()
  }
}

/** Every script (and fetched data) the page downloads from its load until it has settled after `act`. */
async function downloads(browser, url, viewport, act) {
  const page = await browser.newPage({ viewport })
  const files = []
  const inFlight = new Set()
  page.on('request', (request) => {
    inFlight.add(request)
    if (['script', 'fetch'].includes(request.resourceType())) files.push({ file: new URL(request.url()).pathname, type: request.resourceType() })
  })
  for (const ended of ['requestfinished', 'requestfailed']) page.on(ended, (request) => inFlight.delete(request))
  await page.goto(url)
  await page.waitForFunction(pageScriptHasRun, [LOADER_SOURCE_ATTRIBUTE, ISLANDS_SCRIPT.source, PAGE_SCRIPT_READY_ATTRIBUTE], { timeout: PAGE_TIMEOUT_MS })
  await settled(page, inFlight)
  await act?.(page)
  await settled(page, inFlight)
  await page.close()
  return files
}

/** Sizes of the scripts downloaded (and the inline loader), from public/. */
function sized(publicDir, pagePath, files) {
  const scripts = files.filter((item) => item.type === 'script').map(({ file }) => ({ file, kib: round(gzipKib(fs.readFileSync(path.join(publicDir, file))), 2) }))
  const inlineKib = round(gzipKib(Buffer.from(inlineScripts(publicDir, pagePath))), 2)
  return { totalKib: round(scripts.reduce((sum, item) => sum + item.kib, inlineKib), 1), inlineKib, scripts, data: files.filter((item) => item.type === 'fetch').map(({ file }) => file) }
}

/** Scrolls to the page's first form, types a name, then a number in its phone field. */
async function reachTheForm(page) {
  const form = page.locator('form').first()
  await form.scrollIntoViewIfNeeded()
  await form.locator('input[name="name"]').click()
  await page.keyboard.type('Bench Visitor')
  await form.locator('input[type="tel"]').first().click()
  await page.keyboard.type('501234567', { delay: 30 })
  // Until the phone library's chunk has come (its imports are asked for with it; the network's quiet, after,
  // covers them). If it never comes, the figure says so (measureScripts).
  await page
    .waitForFunction((chunk) => performance.getEntriesByType('resource').some(({ name }) => new RegExp(chunk).test(name)), PHONE_INPUT_FILE.source, { timeout: PAGE_TIMEOUT_MS })
    .catch(() => undefined)
}

/** Runs `task` over `items`, `AT_ONCE` at a time, keeping their order. */
async function inTurns(items, task) {
  const results = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(AT_ONCE, items.length) }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await task(items[index])
      }
    }),
  )
  return results
}

/** Measures the site served at `siteUrl` from `publicDir`; returns the figures and what is over budget. */
export async function measureScripts(siteUrl, publicDir = 'public') {
  // The headless shell, as the browser tests use: Chromium's engine, without the browser's window chrome to draw.
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: CHROMIUM_ARGS })
  const failures = []
  const beforeTouch = {}
  const formReached = {}
  const sets = phoneMetadataSets()
  const pages = builtPages(publicDir).sort()
  try {
    const untouched = pages.flatMap((pagePath) => Object.keys(VIEWPORTS).map((width) => ({ pagePath, width })))
    const formPages = pages.filter((pagePath) => hasForm(publicDir, pagePath))
    // Both kinds of visit in one queue, so none waits for the other kind's last pages.
    const visits = [
      ...untouched.map(({ pagePath, width }) => ({ pagePath, viewport: VIEWPORTS[width], act: scrollToTheBottom })),
      ...formPages.map((pagePath) => ({ pagePath, viewport: VIEWPORTS[375], act: reachTheForm })),
    ]
    const measuredVisits = await inTurns(visits, async ({ pagePath, viewport, act }) => sized(publicDir, pagePath, await downloads(browser, new URL(pagePath, siteUrl).href, viewport, act)))
    const measuredUntouched = measuredVisits.slice(0, untouched.length)
    const measuredForms = measuredVisits.slice(untouched.length)
    untouched.forEach(({ pagePath, width }, index) => {
      const measured = measuredUntouched[index]
      beforeTouch[pagePath] = { ...beforeTouch[pagePath], [width]: measured }
      // The team's inbox (/team/, /ar/team/) is no public page: it starts its own script at once (gatsby/browser/build-team.ts).
      if (measured.totalKib > SCRIPT_BUDGET.beforeTouchKib && !measured.scripts.some(({ file }) => file.startsWith(TEAM_SCRIPTS))) {
        failures.push(`${pagePath} at ${width} px, scrolled to the bottom and not touched: ${measured.totalKib} KiB gzip of script (${measured.scripts.map(({ file }) => path.basename(file)).join(', ')} and the loader) > ${SCRIPT_BUDGET.beforeTouchKib}`)
      }
    })
    formPages.forEach((pagePath, index) => {
      const measured = measuredForms[index]
      const texts = measured.scripts.map(({ file }) => fs.readFileSync(path.join(publicDir, file), 'utf8'))
      // One of libphonenumber's sets, named; or the site's own, cut to fewer countries (every set has country_calling_codes).
      const metadata = texts.map((text) => phoneMetadataIn(text, sets)).find(Boolean) ?? (texts.some((text) => text.includes('country_calling_codes')) ? { set: 'own', kib: null } : undefined)
      const entry = islandsEntry(measured)
      const tracker = entry ? trackerFiles(publicDir, entry) : new Set()
      const trackerKib = round(measured.scripts.filter(({ file }) => tracker.has(file)).reduce((sum, item) => sum + item.kib, 0), 1)
      // The budget counts everything the visitor downloads, the tracker included; its share is printed apart.
      const siteKib = round(measured.totalKib - trackerKib, 1)
      formReached[pagePath] = { ...measured, siteKib, trackerKib, phoneMetadata: metadata ?? null }
      if (!metadata) failures.push(`${pagePath}: the phone library did not arrive once the form was reached and a number typed`)
      if (measured.totalKib > SCRIPT_BUDGET.formReachedKib) {
        failures.push(`${pagePath}: ${measured.totalKib} KiB gzip of script in all (the tracker's ${trackerKib} included) once the form is reached and a number typed > ${SCRIPT_BUDGET.formReachedKib}`)
      }
    })
  } finally {
    await browser.close()
  }
  return { budget: SCRIPT_BUDGET, beforeTouch, formReached, failures }
}

/** One line per page: before touch at each width, and, on a page with a form, once it is reached and a number typed. */
export function describeScripts({ beforeTouch, formReached }) {
  return Object.entries(beforeTouch).map(([page, widths]) => {
    const untouched = Object.entries(widths).map(([width, { totalKib, scripts }]) => `${totalKib} KiB at ${width} px (${scripts.length} files)`)
    const reached = formReached[page]
    const typed = reached
      ? `; form reached and a number typed at 375 px: ${reached.totalKib} KiB in ${reached.scripts.length} files (the site's ${reached.siteKib}, the tracker's ${reached.trackerKib}` +
        (reached.phoneMetadata ? `, libphonenumber's ${reached.phoneMetadata.set} metadata${reached.phoneMetadata.kib === null ? '' : ` ${reached.phoneMetadata.kib}`}` : '') +
        ')'
      : '; no form'
    return `bench scripts ${page}: before touch, scrolled to the bottom: ${untouched.join(', ')}${typed}`
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const site = await serveBuiltSite(Number(process.env.BENCH_PORT ?? 9140))
  try {
    const result = await measureScripts(site.url)
    for (const line of describeScripts(result)) console.log(line)
    console.log(JSON.stringify(result, null, 2))
    for (const failure of result.failures) console.error(`over budget: ${failure}`)
    process.exitCode = result.failures.length > 0 ? 1 : 0
  } finally {
    site.stop()
  }
}
