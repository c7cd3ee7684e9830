/**
 * @jest-environment node
 *
 * Where a preview's lead goes, by the Blobs context the runtime gives the
 * function: the store of that deploy (the address names it, `deploy:<id>`,
 * in its region), never the site's; with a context that names no deploy,
 * or no region for it, nowhere, said once, never the site's store either.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { chooseStore } from '../../../../src/lib/leads/store/choose-store'
import { newRecord } from '../../../../src/lib/leads/store/lead-records'
import { storedLead } from '../../../support/stored-lead'

const lead = storedLead()
const DEPLOY_ID = '0123456789abcdef01234567'

let server: http.Server
let edgeURL: string
const writes: string[] = []
beforeAll(async () => {
  server = http.createServer((request, response) => {
    writes.push(`${request.method} ${request.url}`)
    request.resume().on('end', () => response.writeHead(200, { etag: '"1"' }).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  edgeURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => void (writes.length = 0))

const envWith = (context: object) => ({ NETLIFY_BLOBS_CONTEXT: Buffer.from(JSON.stringify({ siteID: 'site', token: 'token', edgeURL, uncachedEdgeURL: edgeURL, ...context })).toString('base64') })

it("keeps a preview's lead in its deploy's own store, and production's in the site's; the site's gate learns only the preview's deploy id", async () => {
  const env = envWith({ deployID: DEPLOY_ID, primaryRegion: 'us-east-1' })
  await chooseStore('preview', env)!.keep(newRecord(lead, [], new Date(), 'test'))
  await chooseStore('preview', env)!.keep(newRecord({ ...lead, id: 'lead-3' }, [], new Date(), 'test'))
  await chooseStore('production', env)!.keep(newRecord({ ...lead, id: 'lead-2' }, [], new Date(), 'test'))
  // Named with every lead it keeps (a write only if new), for the redelivery run to delete its leads after a week (store/preview-stores.ts).
  expect(writes).toEqual([
    `PUT /region:us-east-1/site/deploy:${DEPLOY_ID}:leads/lead-1`,
    `PUT /site/site:lead-gate/previews/${DEPLOY_ID}`,
    `PUT /region:us-east-1/site/deploy:${DEPLOY_ID}:leads/lead-3`,
    `PUT /site/site:lead-gate/previews/${DEPLOY_ID}`,
    'PUT /site/site:leads/lead-2',
  ])
})

it.each([
  ['no deploy', {}, /names no deploy/],
  ['no region for it', { deployID: DEPLOY_ID }, /no store of this deploy: .*region/],
])('keeps a preview\'s lead nowhere when the context has %s, and says so once', (_what, context, said) => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  try {
    const env = envWith(context)
    expect(chooseStore('preview', env)).toBeUndefined()
    expect(chooseStore('preview', env)).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(said)
    expect(chooseStore('production', env)).toBeDefined()
  } finally {
    warn.mockRestore()
  }
})
