/**
 * Browser tests: Debian's Chromium against the built site under
 * `gatsby serve` (run `npm run build` first; `npm test` does).
 *
 * `gatsby serve` sends none of the security headers and knows nothing of
 * public/_redirects (it answers 200 for an unknown /ar/ address), so the
 * headers test (quality-headers.spec.ts) and the unknown-address test
 * (unknown-address.spec.ts) run in their own project against
 * scripts/serve-with-headers.mjs, which serves public/ as Netlify would:
 * exactly the headers of public/_headers, the rewrites of _redirects with
 * their status, and /api/* passed on to `gatsby serve`.
 */
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL, E2E_LEADS_FILE, E2E_PORT } from './__tests__/e2e/support/env'

const HEADERS_PORT = 9110
const NETLIFY_SPECS = /(quality-headers|unknown-address)\.spec\.ts$/

export default defineConfig({
  testDir: '__tests__/e2e',
  outputDir: 'test-results/playwright',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'gatsby-serve', testIgnore: NETLIFY_SPECS },
    { name: 'netlify-headers', testMatch: NETLIFY_SPECS, use: { baseURL: `http://localhost:${HEADERS_PORT}` } },
  ],
  webServer: [
    {
      command: `npx gatsby serve --port ${E2E_PORT}`,
      url: `${E2E_BASE_URL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Every test comes from 127.0.0.1: the per-address limit is unit-tested instead.
      env: { LEADS_FILE: E2E_LEADS_FILE, LEADS_RATE_LIMIT_PER_MINUTE: '0', GATSBY_TELEMETRY_DISABLED: '1' },
    },
    {
      command: `node scripts/serve-with-headers.mjs --port ${HEADERS_PORT} --api ${E2E_BASE_URL}`,
      url: `http://localhost:${HEADERS_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
