/**
 * Browser tests: Debian's Chromium against the built site (run `npm run
 * build` first; `npm test` does) as Netlify serves it
 * (scripts/serve-with-headers.mjs): the headers of public/_headers and the
 * rules of public/_redirects, read with Netlify's own parsers, and
 * /api/contact answered by the contact function production runs
 * (netlify/functions/contact.mts, as Netlify's own bundler makes it), keeping
 * leads in the leads file the tests read.
 *
 * One more project runs the API's own spec against `gatsby serve`, which
 * answers /api/contact through src/api/contact.ts with the same handler: a
 * developer previewing a build submits forms as before.
 */
import { defineConfig } from '@playwright/test'
import { TEST_FORM_SECRET } from './__tests__/support/form-token'
import { testWorkers } from './scripts/test-workers.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL, E2E_LEADS_FILE, E2E_PORT } from './__tests__/e2e/support/env'

const GATSBY_SERVE_PORT = E2E_PORT + 1
// A server answers as soon as it is up, so a long limit costs nothing: the
// headers server bundles the contact function as it starts, which took 114 s
// on a machine loaded 15 times over its two cores (December 2026).
const SERVER_START_TIMEOUT_MS = 240_000
// Every test comes from 127.0.0.1: the per-address limit is tested on the function instead (__tests__/netlify/).
// The form tokens are signed with the tests' secret, so a test posting to the API can make a valid one (formToken).
// No hourly flood hold either (tested on the function too): a second run within the hour shares the
// first's gate folder beside the leads file, and its leads would be held as a flood.
const SERVER_ENV = { LEADS_FILE: E2E_LEADS_FILE, LEADS_RATE_LIMIT_PER_MINUTE: '0', LEADS_FLOOD_PER_HOUR: '0', LEADS_FORM_SECRET: TEST_FORM_SECRET, GATSBY_TELEMETRY_DISABLED: '1' }

export default defineConfig({
  testDir: '__tests__/e2e',
  globalSetup: './__tests__/e2e/support/print-chromium.ts',
  outputDir: 'test-results/playwright',
  // Each test checks one page or one short path: a few seconds, and the
  // slowest (axe on a landing page) 33 s on a machine loaded ten times over
  // its two cores. 90 s leaves that margin and still fails a test that hangs.
  timeout: 90_000,
  expect: { timeout: 5_000 },
  // The tests share nothing but the leads file, where each finds its own lead
  // by a name no other test uses: any test may run beside any other.
  fullyParallel: true,
  // One and a half a core (scripts/test-workers.mjs says why).
  workers: testWorkers(),
  // In CI too: a retry that hides a slow or flaky test is not a pass.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'netlify' },
    { name: 'gatsby-serve', testMatch: /contact-api\.spec\.ts$/, use: { baseURL: `http://localhost:${GATSBY_SERVE_PORT}` } },
  ],
  webServer: [
    {
      command: `node scripts/serve-with-headers.mjs --port ${E2E_PORT}`,
      url: `${E2E_BASE_URL}/`,
      reuseExistingServer: false,
      timeout: SERVER_START_TIMEOUT_MS,
      env: SERVER_ENV,
    },
    {
      command: `npx gatsby serve --port ${GATSBY_SERVE_PORT}`,
      url: `http://localhost:${GATSBY_SERVE_PORT}/`,
      reuseExistingServer: false,
      timeout: SERVER_START_TIMEOUT_MS,
      env: SERVER_ENV,
    },
  ],
})
