/**
 * The islands under `gatsby develop` (`npm run test:develop`): the
 * development server started on E2E_PORT + 2, its pages rendered on the
 * server and running the islands as a build does (gatsby/browser/develop.ts),
 * the contact form answered by src/api/contact.ts, leads kept in a leads
 * file of their own. The last step of `npm test`: develop leaves .cache/
 * and public/ as a development run does (drafts included), which a
 * production build then refuses, so the command cleans both after it
 * (docs/development.md).
 */
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT } from './__tests__/e2e/support/env'

export const DEVELOP_PORT = E2E_PORT + 2
export const DEVELOP_LEADS_FILE = path.resolve(__dirname, 'test-results/e2e-develop-leads.jsonl')

export default defineConfig({
  testDir: '__tests__/e2e-develop',
  globalSetup: './__tests__/e2e/support/print-chromium.ts',
  outputDir: 'test-results/playwright-develop',
  // The first request of a page makes develop compile it.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: { baseURL: `http://localhost:${DEVELOP_PORT}`, launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
  webServer: {
    command: `npx gatsby develop --port ${DEVELOP_PORT} --host localhost`,
    url: `http://localhost:${DEVELOP_PORT}/`,
    reuseExistingServer: false,
    timeout: 600_000,
    // No per-address or hourly limit: the browser tests' leads of the last hour share the gate folder beside the leads file.
    env: { LEADS_FILE: DEVELOP_LEADS_FILE, LEADS_RATE_LIMIT_PER_MINUTE: '0', LEADS_FLOOD_PER_HOUR: '0', GATSBY_TELEMETRY_DISABLED: '1' },
  },
})
