/**
 * @jest-environment node
 *
 * A request to the leads store that fails is never sent again by the Blobs
 * library after the function has given up on it: a late retry would keep or
 * claim a lead behind the function's back. (Under Jest the library waits
 * 1 ms before a retry instead of 5 s, so a retry shows at once.)
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { leadBlobs, STORE_TIMEOUT_MS } from '../../../../src/lib/leads/store/blobs-store'
import { newRecord } from '../../../../src/lib/leads/store/lead-records'
import { storedLead } from '../../../support/stored-lead'

const lead = storedLead()

/** A store that answers every request with `status`, or never answers when `status` is undefined; counts the requests. */
async function brokenStore(status?: number) {
  const requests: string[] = []
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`)
    request.resume()
    if (status) response.writeHead(status).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const blobs = leadBlobs({ siteID: 'site', token: 'token', edgeURL: url, uncachedEdgeURL: url })
  const stop = () => {
    server.closeAllConnections()
    return new Promise((resolve) => server.close(resolve))
  }
  return { blobs, requests, stop }
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('a store request the function gave up on', () => {
  it('is not sent again when the store never answers', async () => {
    const store = await brokenStore()
    try {
      await expect(store.blobs.add(lead.id, newRecord(lead, ['webhook'], new Date(), 'test'))).rejects.toThrow()
      await settle(300)
      expect(store.requests).toHaveLength(1)
    } finally {
      await store.stop()
    }
  }, STORE_TIMEOUT_MS * 4)

  it.each([500, 503, 429])('is not sent again when the store answers %i', async (status) => {
    const store = await brokenStore(status)
    try {
      // Rejected, not read as written: the library takes any answer but 412 to a conditional write for success.
      await expect(store.blobs.add(lead.id, newRecord(lead, ['webhook'], new Date(), 'test'))).rejects.toThrow()
      await settle(100)
      expect(store.requests).toHaveLength(1)
    } finally {
      await store.stop()
    }
  })
})
