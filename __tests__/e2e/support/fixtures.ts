/**
 * The `test` every spec uses. It records every request the browser makes
 * while a test runs and fails the test if any went to a host other than the
 * site's own (the project's baseURL: the server with Netlify's headers, or
 * `gatsby serve`): the site must not call third parties (fonts,
 * analytics, flag CDNs, WhatsApp) while loading or while a visitor uses it.
 */
import { test as base, expect, type Request } from '@playwright/test'
import { E2E_BASE_URL } from './env'

type Fixtures = { requests: Request[] }

const SITE_ORIGIN = new URL(E2E_BASE_URL).origin

export const isOffSite = (url: string, origin: string = SITE_ORIGIN) => /^(https?|wss?):/.test(url) && new URL(url).origin !== origin

export const test = base.extend<Fixtures>({
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
