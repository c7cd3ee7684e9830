/**
 * A store swollen past one page of Netlify's listing, each page slow to come:
 * the redelivery run gives each page its own bound, so however long the whole
 * listing takes it lists every lead, and a lead due, or past its retention
 * date, on the last page is delivered, or deleted.
 *
 * The local Blobs server answers a listing whole, in one page; Netlify's
 * pages it (up to 1,000 keys a page, @netlify/blobs' README), the next page
 * asked for with the `next_cursor` of the one before. A stand-in in front of
 * the local server pages its listing so, in key order, and is slow on each
 * page; every other request passes straight through. The library asks for
 * no page size, so the stand-in's pages of 100 keep the store small.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { netlifyContext } from '../../scripts/netlify-function'
import { scheduledRedelivery } from '../../src/lib/leads/redelivery/scheduled'
import type { RunReport } from '../../src/lib/leads/redelivery/redeliver'
import { LIST_PAGE_TIMEOUT_MS, leadBlobs, STORE_NAME } from '../../src/lib/leads/store/blobs-store'
import { newRecord, RETENTION_DAYS } from '../../src/lib/leads/store/lead-records'
import type { LeadRecord, StoredLead } from '../../src/lib/leads/types'
import { startBlobs, type LocalBlobs } from '../support/blobs-server'
import { flakyWebhook } from '../support/flaky-receivers'
import { storedLead } from '../support/stored-lead'

const PAGE_SIZE = 100
const PAGES = 11
// Each page inside a store request's bound (STORE_TIMEOUT_MS), the 11 together
// longer than one page's bound: what the whole listing once had to fit in.
const PAGE_DELAY_MS = LIST_PAGE_TIMEOUT_MS / (PAGES - 1)
const DAY_MS = 24 * 60 * 60_000

/** Netlify's paged listing of the leads store in front of `upstream`, each page `delayMs` after it was asked for; the pages it served. */
async function pagedSlowListing(upstream: string, delayMs: number) {
  const pages: number[] = []
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', upstream)
    const [, , store, key] = url.pathname.split('/').map(decodeURIComponent)
    if (request.method === 'GET' && store === `site:${STORE_NAME}` && !key) {
      const asked = Date.now()
      const cursor = Number(url.searchParams.get('cursor') ?? 0)
      url.searchParams.delete('cursor')
      void fetch(url, { headers: { authorization: String(request.headers.authorization) } })
        .then((whole) => whole.json() as Promise<{ blobs: { key: string }[]; directories: string[] }>)
        .then(async ({ blobs, directories }) => {
          const page = blobs.sort((a, b) => a.key.localeCompare(b.key)).slice(cursor, cursor + PAGE_SIZE)
          const more = cursor + PAGE_SIZE < blobs.length
          await new Promise((resolve) => setTimeout(resolve, asked + delayMs - Date.now()))
          pages.push(page.length)
          response.writeHead(200, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ blobs: page, directories, ...(more ? { next_cursor: String(cursor + PAGE_SIZE) } : {}) }))
        })
        .catch(() => response.writeHead(502).end())
      return
    }
    const forwarded = http.request(url, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    })
    forwarded.on('error', () => response.writeHead(502).end())
    request.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pages,
    stop: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

const lead = (id: string, receivedAt: Date): StoredLead => storedLead({ id, receivedAt: receivedAt.toISOString(), name: `Visitor ${id}` })

/** `records` written straight to the local Blobs server, 25 at a time, keyed by lead id. */
async function keep(blobs: LocalBlobs, records: LeadRecord[]) {
  const store = leadBlobs(blobs.context)
  let next = 0
  await Promise.all(
    Array.from({ length: 25 }, async () => {
      while (next < records.length) {
        const record = records[next++]
        expect(await store.add(record.lead.id, record)).toBeTruthy()
      }
    }),
  )
}

let blobs: LocalBlobs
beforeAll(async () => {
  blobs = await startBlobs()
})
afterAll(() => blobs.stop())

it('a store longer than one page, slow on each: the run lists every lead and reaches those on the last page', async () => {
  const now = new Date()
  const delivered = Array.from({ length: (PAGES - 1) * PAGE_SIZE }, (_, index) =>
    newRecord(lead(`lead-${String(index).padStart(4, '0')}`, new Date(now.getTime() - DAY_MS)), [], new Date(now.getTime() - DAY_MS), 'contact'),
  )
  // Last in key order: kept an hour ago by a contact function that died before trying the webhook, and one past retention.
  const anHourAgo = new Date(now.getTime() - 60 * 60_000)
  const due = newRecord(lead('lead-zz-due', anHourAgo), ['webhook'], anHourAgo, 'contact')
  const longAgo = new Date(now.getTime() - (RETENTION_DAYS + 1) * DAY_MS)
  const expired = newRecord(lead('lead-zz-expired', longAgo), [], longAgo, 'contact')
  await keep(blobs, [...delivered, due, expired])

  const listing = await pagedSlowListing(blobs.url, PAGE_DELAY_MS)
  const webhook = await flakyWebhook('ok')
  const logged: string[] = []
  try {
    const environmentContext = Buffer.from(JSON.stringify({ ...blobs.context, edgeURL: listing.url, uncachedEdgeURL: listing.url })).toString('base64')
    const run = scheduledRedelivery({ env: { NETLIFY_BLOBS_CONTEXT: environmentContext, LEADS_WEBHOOK_URL: webhook.url }, log: (line) => void logged.push(line) })
    const answer = await run(new Request('https://www.northwindgrowth.com/.netlify/functions/redeliver-leads', { method: 'POST', body: '{}' }), netlifyContext())
    const report = (await answer.json()) as RunReport

    expect({ status: answer.status, report, logged: logged.filter((line) => line.includes('stopped')) }).toMatchObject({
      status: 200,
      report: { listed: (PAGES - 1) * PAGE_SIZE + 2, delivered: 1, deleted: 1, left: 0 },
      logged: [],
    })
    expect(listing.pages).toEqual([...Array.from({ length: PAGES - 1 }, () => PAGE_SIZE), 2])
    expect(webhook.received.map((delivery) => delivery.leadId)).toEqual([due.lead.id])
    const store = leadBlobs(blobs.context)
    expect(await store.read(expired.lead.id)).toBeNull()
    expect(await store.read(due.lead.id)).toMatchObject({ status: 'delivered' })
  } finally {
    webhook.close()
    await listing.stop()
  }
}, 60_000)
