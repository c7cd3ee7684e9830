/**
 * The decap-server these tests edit through is the guarded one `npm run cms`
 * starts (scripts/decap-server.ts): the CMS of this site reads the working
 * copy through it, and a page reaching it by DNS rebinding, whose requests
 * name its own host, reads nothing. (The guard's every case:
 * __tests__/tooling/cms-local-backend.test.ts.)
 */
import { expect, test } from '@playwright/test'
import { DECAP_SERVER_PORT } from '../../scripts/decap-server'
import { askDecapServerFor } from '../support/decap-request'

/** Asks decap-server for package.json as a page with this Host and Origin would. */
const askForPackageJson = (host: string, origin: string) => askDecapServerFor('package.json', { port: DECAP_SERVER_PORT, host, origin })

test('the CMS of this site reads through decap-server, a rebinding page does not', async ({ baseURL }) => {
  const own = await askForPackageJson(`localhost:${DECAP_SERVER_PORT}`, new URL(baseURL ?? '').origin)
  expect(own.status).toBe(200)
  expect(own.body).toContain('agency-website')

  const rebound = await askForPackageJson(`rebind.example:${DECAP_SERVER_PORT}`, `http://rebind.example:${DECAP_SERVER_PORT}`)
  expect(rebound.status).toBe(403)
  expect(rebound.body).not.toContain('agency-website')
})
