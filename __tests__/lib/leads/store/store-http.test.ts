/**
 * @jest-environment node
 *
 * The lead store's requests go over Node's own HTTP client (store-http.ts)
 * and come back as the web Response the Blobs library reads: what the store
 * was sent and what it answered arrive whole, and a request given up on ends.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { storeHttp } from '../../../../src/lib/leads/store/store-http'

type Seen = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }

/** A store that records each request and answers with `answer`. */
async function recordingStore(answer: (response: http.ServerResponse) => void) {
  const seen: Seen[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      answer(response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const stop = () => {
    server.closeAllConnections()
    return new Promise((resolve) => server.close(resolve))
  }
  return { url, seen, stop }
}

it('sends a lead as written, Arabic included, and hands back the etag the store answered', async () => {
  const store = await recordingStore((response) => response.writeHead(200, { etag: '"v1"', 'x-two': ['a', 'b'] }).end())
  try {
    const lead = JSON.stringify({ name: 'سارة الهاشمي', phone: '+971501234567' })
    const answer = await storeHttp(`${store.url}/site/leads/lead-1`, { method: 'put', body: lead, headers: { authorization: 'Bearer token', 'if-none-match': '*' } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('etag')).toBe('"v1"')
    expect(answer.headers.get('x-two')).toBe('a, b')
    expect(answer.body).toBeNull()
    expect(store.seen).toEqual([
      expect.objectContaining({ method: 'PUT', url: '/site/leads/lead-1', body: lead, headers: expect.objectContaining({ authorization: 'Bearer token', 'if-none-match': '*', 'content-length': String(Buffer.byteLength(lead)) }) }),
    ])
  } finally {
    await store.stop()
  }
})

it('reads a stored lead back in full', async () => {
  const record = { lead: { id: 'lead-1', name: 'Visitor' }, attempts: Array.from({ length: 500 }, (_, index) => ({ at: index })) }
  const store = await recordingStore((response) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(record)))
  try {
    const answer = await storeHttp(`${store.url}/site/leads/lead-1`, { headers: { authorization: 'Bearer token' } })
    expect(await answer.json()).toEqual(record)
    expect(store.seen[0].method).toBe('GET')
  } finally {
    await store.stop()
  }
})

it('passes on the status of a refused write', async () => {
  const store = await recordingStore((response) => response.writeHead(412).end())
  try {
    const answer = await storeHttp(`${store.url}/site/leads/lead-1`, { method: 'PUT', body: '{}' })
    expect(answer.status).toBe(412)
  } finally {
    await store.stop()
  }
})

it('ends a request the caller gave up on', async () => {
  const store = await recordingStore(() => undefined)
  try {
    await expect(storeHttp(`${store.url}/site/leads/lead-1`, { method: 'PUT', body: '{}', signal: AbortSignal.timeout(50) })).rejects.toThrow()
  } finally {
    await store.stop()
  }
})

it('sends a body it does not read itself (a Blob) through the global fetch', async () => {
  const store = await recordingStore((response) => response.writeHead(200, { etag: '"v2"' }).end())
  try {
    const answer = await storeHttp(`${store.url}/site/leads/lead-2`, { method: 'PUT', body: new Blob(['{"lead":1}']) })
    expect(answer.headers.get('etag')).toBe('"v2"')
    expect(store.seen[0].body).toBe('{"lead":1}')
  } finally {
    await store.stop()
  }
})
