/**
 * A stand-in for Plausible on loopback, built to its documented requests
 * and answers:
 * - the Events API (plausible.io/docs/events-api): `POST /api/event` with a
 *   JSON body (`name`/`url`/`domain`/`props`, or the tracker's short
 *   `n`/`u`/`d`/`p`), answered 202 `ok`; each event is recorded with the
 *   User-Agent and X-Forwarded-For it came with;
 * - the Stats API v2 (plausible.io/docs/stats-api): `POST /api/v2/query`
 *   with `Authorization: Bearer <key>` and `{ site_id, metrics, date_range,
 *   dimensions, filters }`, answered `{ results: [{ dimensions, metrics }] }`
 *   from a table of visits, grouped by the dimensions asked, or 401 for a
 *   wrong key and 400 for a query it cannot answer.
 * `mode`: `ok`, `hang` (takes requests and never answers) or `down` (500).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedEvent = { name: string; url: string; domain: string; props: Record<string, string>; userAgent?: string; forwardedFor?: string; referrer?: string | null }

/** One visit in the stand-in's table: its day, its page and its custom properties (visit and event dimensions). */
export type Visit = { date: string; page: string; visitor: string; props?: Record<string, string>; utmCampaign?: string }

export type StandInOptions = { mode?: 'ok' | 'hang' | 'down'; apiKey?: string; siteId?: string; visits?: Visit[]; port?: number }

type Query = { site_id?: string; metrics?: string[]; date_range?: string | [string, string]; dimensions?: string[]; filters?: unknown[] }

const readBody = async (request: http.IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** A visit's value of a dimension: event:page, visit:utm_campaign, event:props:<name>. */
function dimensionOf(visit: Visit, dimension: string): string | undefined {
  if (dimension === 'event:page') return visit.page
  if (dimension === 'visit:utm_campaign') return visit.utmCampaign ?? '(none)'
  if (dimension.startsWith('event:props:')) return visit.props?.[dimension.slice('event:props:'.length)] ?? '(none)'
  return undefined
}

/** A filter as the Stats API v2 writes one: [operator, dimension, [values]]; `is` and `contains` only. */
function passes(visit: Visit, filter: unknown): boolean {
  if (!Array.isArray(filter) || filter.length !== 3) throw new Error('bad filter')
  const [operator, dimension, values] = filter as [string, string, string[]]
  const value = dimensionOf(visit, dimension) ?? ''
  if (operator === 'is') return values.includes(value)
  if (operator === 'contains') return values.some((part) => value.includes(part))
  throw new Error(`unsupported operator ${operator}`)
}

function answerQuery(query: Query, visits: Visit[]) {
  const dimensions = query.dimensions ?? []
  const metrics = query.metrics ?? []
  if (!metrics.length || metrics.some((metric) => !['visitors', 'pageviews'].includes(metric))) throw new Error('metrics must be visitors or pageviews')
  if (!Array.isArray(query.date_range) || query.date_range.length !== 2) throw new Error('date_range must be [from, to]')
  const [from, to] = query.date_range
  const inRange = visits.filter((visit) => visit.date >= from && visit.date <= to && (query.filters ?? []).every((filter) => passes(visit, filter)))
  const groups = new Map<string, Visit[]>()
  for (const visit of inRange) {
    const values = dimensions.map((dimension) => dimensionOf(visit, dimension))
    if (values.some((value) => value === undefined)) throw new Error(`unknown dimension in ${dimensions.join(', ')}`)
    const key = JSON.stringify(values)
    groups.set(key, [...(groups.get(key) ?? []), visit])
  }
  const results = [...groups].map(([key, group]) => ({
    dimensions: JSON.parse(key) as string[],
    metrics: metrics.map((metric) => (metric === 'visitors' ? new Set(group.map((visit) => visit.visitor)).size : group.length)),
  }))
  return { results: results.sort((a, b) => b.metrics[0] - a.metrics[0]), meta: {}, query }
}

export async function plausibleStandIn({ mode = 'ok', apiKey = 'test-key', siteId = 'www.northwindgrowth.com', visits = [], port = 0 }: StandInOptions = {}) {
  const events: RecordedEvent[] = []
  const queries: Query[] = []
  const hanging = new Set<http.ServerResponse>()
  const server = http.createServer(async (request, response) => {
    const body = await readBody(request)
    if (mode === 'hang') return void hanging.add(response)
    if (mode === 'down') return void response.writeHead(500).end('down')
    if (request.method === 'POST' && request.url === '/api/event') {
      const event = JSON.parse(body) as Record<string, unknown>
      const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : undefined)
      events.push({
        name: (event.name ?? event.n) as string,
        url: (event.url ?? event.u) as string,
        domain: (event.domain ?? event.d) as string,
        props: ((event.props ?? event.p) as Record<string, string>) ?? {},
        referrer: (event.referrer ?? event.r) as string | null | undefined,
        userAgent: header('user-agent'),
        forwardedFor: header('x-forwarded-for'),
      })
      return void response.writeHead(202, { 'content-type': 'text/plain' }).end('ok')
    }
    if (request.method === 'POST' && request.url === '/api/v2/query') {
      if (request.headers.authorization !== `Bearer ${apiKey}`) return void response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"Invalid API key"}')
      try {
        const query = JSON.parse(body) as Query
        if (query.site_id !== siteId) throw new Error(`unknown site ${query.site_id}`)
        queries.push(query)
        return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answerQuery(query, visits)))
      } catch (error) {
        return void response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: (error as Error).message }))
      }
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    events,
    queries,
    /** Resolves once `count` events have arrived (or rejects after `timeoutMs`). */
    async waitForEvents(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      while (events.length < count) {
        if (Date.now() > deadline) throw new Error(`${events.length} of ${count} events arrived`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return events
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
