/**
 * The CMS's browser test (`npm run test:cms`, after a build): /admin/ of the
 * built site, served with Netlify's headers (the CMS's own
 * Content-Security-Policy in its local form, which lets it reach
 * decap-server: scripts/serve-with-headers.mjs --local-cms), editing this working copy's content/ through
 * decap-server, as `npm run cms` does for an editor. Its own run, apart from
 * the site's browser tests, because it changes content/ and rebuilds the
 * site; every file is put back as it was.
 */
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './__tests__/e2e/support/env'
import { DECAP_SERVER_PORT, decapServerCommand } from './scripts/decap-server'

export const CMS_SITE_PORT = 9150

export default defineConfig({
  testDir: '__tests__/cms',
  globalSetup: './__tests__/e2e/support/print-chromium.ts',
  outputDir: 'test-results/playwright-cms',
  // The rebuilt site's tests first rebuild it: about a minute.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${CMS_SITE_PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1440, height: 900 },
    // What the editor showed when a test failed, for whoever runs it again.
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  // The editors save, then one rebuild shows all they saved (a rebuild takes
  // about a minute): the content they change is kept before and put back
  // after, whatever passed (__tests__/cms/support/edits.ts).
  projects: [
    { name: 'keep content', testMatch: /keep-content\.setup\.ts$/, teardown: 'put back content' },
    { name: 'put back content', testMatch: /put-back\.teardown\.ts$/ },
    { name: 'editors', testMatch: /\.spec\.ts$/, testIgnore: /(rebuilt-site|analytics-off)\.spec\.ts$/, dependencies: ['keep content'] },
    { name: 'rebuilt site', testMatch: /rebuilt-site\.spec\.ts$/, dependencies: ['keep content', 'editors'] },
    // The rebuild is the one build of `npm test` without analytics (support/rebuild.ts).
    { name: 'built without analytics', testMatch: /analytics-off\.spec\.ts$/, dependencies: ['keep content', 'rebuilt site'] },
  ],
  webServer: [
    {
      // With the CMS's local policy on /admin/, which lets it reach decap-server, as `npm run cms` does.
      command: `node scripts/serve-with-headers.mjs --port ${CMS_SITE_PORT} --local-cms`,
      url: `http://localhost:${CMS_SITE_PORT}/admin/`,
      reuseExistingServer: false,
      timeout: 30_000,
      // Its functions as on a site without Plausible, as the rebuild builds it (analytics-off.spec.ts).
      env: { PLAUSIBLE_DOMAIN: '' },
    },
    {
      // On 127.0.0.1 only, answering only the CMS of the site above, as `npm run cms` starts it (scripts/decap-server.ts).
      command: ['node', ...decapServerCommand({ sitePort: CMS_SITE_PORT })].join(' '),
      port: DECAP_SERVER_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { LOG_LEVEL: 'warn' },
    },
  ],
})
