/**
 * The Insights pagination and landing-block tests (`npm run
 * test:insights-fixtures`): the site built with the test articles of
 * __tests__/fixtures/insights/ and the test landing pages of
 * __tests__/fixtures/landing/ (by
 * scripts/build-insights-fixtures.mjs, into public-fixtures/), served as
 * Netlify would from that folder, so the published build stays untouched;
 * built with analytics on, for the page-view tests, and with an ad
 * platform configured, for the consent box's tests, whose leads go to the
 * leads file the browser tests read. E2E_FIXTURES_PORT
 * moves it off 9130 (the build and the tests must agree).
 */
import { defineConfig } from '@playwright/test'
import { FIXTURES_ANALYTICS_ENV, FIXTURES_PORT as PORT } from './__tests__/e2e/support/analytics-env'
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_LEADS_FILE } from './__tests__/e2e/support/env'
import { testWorkers } from './scripts/test-workers.mjs'

export default defineConfig({
  testDir: '__tests__/e2e-fixtures',
  globalSetup: './__tests__/e2e/support/print-chromium.ts',
  outputDir: 'test-results/playwright-fixtures',
  timeout: 30_000,
  // Side by side, as the site's browser tests run (playwright.config.ts): each
  // test finds its own lead by a name no other test uses. The page views'
  // spec keeps its tests in one worker (it says why). One worker took 66 s for
  // the 43 tests on two cores.
  fullyParallel: true,
  workers: testWorkers(),
  reporter: [['list']],
  use: { baseURL: `http://localhost:${PORT}`, launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
  webServer: {
    command: `node scripts/serve-with-headers.mjs --port ${PORT} --root public-fixtures`,
    url: `http://localhost:${PORT}/insights/`,
    reuseExistingServer: false,
    timeout: 30_000,
    // The page views' function reads Plausible's address where it runs, as on Netlify.
    env: { LEADS_FILE: E2E_LEADS_FILE, LEADS_RATE_LIMIT_PER_MINUTE: '0', ...FIXTURES_ANALYTICS_ENV },
  },
})
