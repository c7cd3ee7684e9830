/**
 * Browser tests: Debian's Chromium against the built site under
 * `gatsby serve` (run `npm run build` first; `npm test` does).
 */
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL, E2E_LEADS_FILE, E2E_PORT } from './__tests__/e2e/support/env'

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
  webServer: {
    command: `npx gatsby serve --port ${E2E_PORT}`,
    url: `${E2E_BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every test comes from 127.0.0.1: the per-address limit is unit-tested instead.
    env: { LEADS_FILE: E2E_LEADS_FILE, LEADS_RATE_LIMIT_PER_MINUTE: '0', GATSBY_TELEMETRY_DISABLED: '1' },
  },
})
