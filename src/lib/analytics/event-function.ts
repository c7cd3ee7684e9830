/**
 * The site's own /api/event (SITE_EVENT_PATH): the page-view tracker posts
 * here, and this passes the event on to Plausible's Events API with the
 * visitor's browser and address, which Plausible counts unique visitors by
 * and then discards (plausible.io/docs/events-api). A function rather than
 * a `_redirects` rewrite, since Netlify puts no custom headers on proxied
 * answers: this one carries the site's security headers
 * (../security/headers.ts), on Netlify (netlify/functions/event.mts) and
 * under scripts/serve-with-headers.mjs alike.
 */
import { SECURITY_FIELDS } from '../security/headers'
import { analyticsConfig } from './config'

/** An event is a page's address, name and a few properties: far below this. */
export const MAX_EVENT_BYTES = 4_096
/** Plausible answers in milliseconds; a page view is not worth a visitor's connection held longer. */
export const EVENT_TIMEOUT_MS = 5_000

const HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_FIELDS,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'content-type': 'text/plain; charset=utf-8',
}

const answer = (status: number, body: string, headers: Record<string, string> = {}) => new Response(body, { status, headers: { ...HEADERS, ...headers } })

export type EventContext = { ip?: string }

export type EventDeps = {
  env?: () => Record<string, string | undefined>
  fetch?: typeof globalThis.fetch
  log?: (line: string) => void
}

export function eventFunction({ env = () => process.env, fetch = globalThis.fetch, log = (line) => console.log(line) }: EventDeps = {}) {
  return async function event(request: Request, context: EventContext = {}): Promise<Response> {
    const config = analyticsConfig(env())
    // Without PLAUSIBLE_DOMAIN the build made no tracker: nothing posts here.
    if (!config) return answer(404, 'Not found\n')
    if (request.method !== 'POST') return answer(405, 'Only POST\n', { allow: 'POST' })
    const body = await request.arrayBuffer()
    if (body.byteLength > MAX_EVENT_BYTES) return answer(413, 'Too large\n')
    const headers: Record<string, string> = { 'content-type': request.headers.get('content-type') ?? 'application/json' }
    const userAgent = request.headers.get('user-agent')
    if (userAgent) headers['user-agent'] = userAgent
    if (context.ip) headers['x-forwarded-for'] = context.ip
    try {
      const upstream = await fetch(config.eventApi, { method: 'POST', headers, body, signal: AbortSignal.timeout(EVENT_TIMEOUT_MS) })
      return answer(upstream.status, await upstream.text())
    } catch (error) {
      log(`event: Plausible did not answer: ${(error as Error).name}`)
      return answer(502, 'Plausible did not answer\n')
    }
  }
}
