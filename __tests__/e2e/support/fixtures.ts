/**
 * The `test` every spec uses. It records every request the browser makes
 * while a test runs and fails the test if any went to a host other than the
 * site's own (the project's baseURL: the server with Netlify's headers, or
 * `gatsby serve`): the site must not call third parties (fonts,
 * analytics, flag CDNs, WhatsApp) while loading or while a visitor uses it.
 *
 * Both it and `testOnAnyHost` (for the one spec whose point is another host)
 * run the page on a slower CPU when E2E_CPU_SLOWDOWN asks for it (env.ts).
 */
import { test as base, expect, type Page, type Request } from '@playwright/test'
import { CPU_SLOWDOWN, E2E_BASE_URL } from './env'

type Fixtures = { requests: Request[] }

const SITE_ORIGIN = new URL(E2E_BASE_URL).origin

export const isOffSite = (url: string, origin: string = SITE_ORIGIN) => /^(https?|wss?):/.test(url) && new URL(url).origin !== origin

/** Chromium runs `page`'s scripts, styles and layout CPU_SLOWDOWN times slower, from its first navigation on. */
async function slowDown(page: Page) {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
}

/** Playwright's `test`, its page slowed down as E2E_CPU_SLOWDOWN asks (once the test has it, before it navigates). */
export const testOnAnyHost = base.extend({
  page: [
    async ({ page }, use) => {
      if (CPU_SLOWDOWN > 1) await slowDown(page)
      await use(page)
    },
    { scope: 'test' },
  ],
})

export const test = testOnAnyHost.extend<Fixtures>({
  requests: [
    async ({ context, baseURL }, use) => {
      const requests: Request[] = []
      context.on('request', (request) => requests.push(request))
      await use(requests)
      const origin = new URL(baseURL ?? E2E_BASE_URL).origin
      const offSite = requests.map((request) => request.url()).filter((url) => isOffSite(url, origin))
      expect(offSite, 'requests to hosts other than the site').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
