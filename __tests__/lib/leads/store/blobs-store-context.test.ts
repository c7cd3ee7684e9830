/**
 * @jest-environment node
 *
 * An invocation whose Blobs context has the edge address but not the uncached
 * one (strong reads need it) still keeps its leads, read eventually, instead
 * of every request being refused.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { blobsStore } from '../../../../src/lib/leads/store/blobs-store'
import { newRecord } from '../../../../src/lib/leads/store/lead-records'
import { storedLead } from '../../../support/stored-lead'

const lead = storedLead()

it('keeps a lead when the context has no uncached edge address, and says so once', async () => {
  const writes: string[] = []
  const server = http.createServer((request, response) => {
    writes.push(`${request.method} ${request.url}`)
    request.resume().on('end', () => response.writeHead(200, { etag: '"1"' }).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  try {
    const edgeURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const store = blobsStore({ siteID: 'site', token: 'token', edgeURL })
    await expect(store.keep(newRecord(lead, ['webhook'], new Date(), 'test'))).resolves.toBeDefined()
    await blobsStore({ siteID: 'site', token: 'token', edgeURL }).keep(newRecord({ ...lead, id: 'lead-2' }, [], new Date(), 'test'))
    expect(writes).toHaveLength(2)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(/no uncached edge address/)
  } finally {
    warn.mockRestore()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})
