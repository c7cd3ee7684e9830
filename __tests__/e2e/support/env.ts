/**
 * Where the served site under test writes its leads, shared by the
 * Playwright config (which starts the server) and the tests (which read it).
 */
import path from 'node:path'

// E2E_PORT lets two checkouts on one machine run their browser tests at once.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9100)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`
export const E2E_LEADS_FILE = path.resolve(__dirname, '../../../test-results/e2e-leads.jsonl')
/**
 * How many times slower than this machine Chromium runs each test's page
 * (`E2E_CPU_SLOWDOWN=4`: the DevTools protocol's
 * Emulation.setCPUThrottlingRate, set by support/fixtures.ts), to show on a
 * fast machine what a slower one would: a test that waits on time or on
 * frames rather than on what the page does (docs/quality.md). 1, the
 * default, slows nothing.
 */
export const CPU_SLOWDOWN = cpuSlowdown(process.env.E2E_CPU_SLOWDOWN)

function cpuSlowdown(value: string | undefined) {
  if (value === undefined || value === '') return 1
  const rate = Number(value)
  if (!Number.isFinite(rate) || rate < 1) throw new Error(`E2E_CPU_SLOWDOWN must be a number of times, 1 or more (4: a CPU four times slower); got "${value}"`)
  return rate
}

/**
 * Debian's headless shell (scripts/install-chromium.sh): Chromium's engine
 * without the windows and internal pages of the full browser, whose new
 * headless mode draws them for every test's page. The same pages, cookies
 * and scripts; measured on quality-a11y's 29 tests at 1280 px on two cores,
 * 2.5 min against 3.3 with /usr/bin/chromium (December 2026).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
