/**
 * The contact function as Netlify runs it, for the built-function tests
 * (__tests__/netlify/) and the production benchmark (bench-contact.mjs).
 *
 * `gatsby build` with gatsby-adapter-netlify writes
 * `.netlify/functions-internal/<id>/<id>.js` (id `contact-js` today), a
 * Lambda-style `handler(event, context)` that builds a Node request from
 * `event.body` (text, or base64 with `isBase64Encoded`) and
 * `event.multiValueHeaders`, runs Gatsby's middleware (its body parser reads
 * a body only when `content-length` or `transfer-encoding` is present, as
 * they are on every request Netlify passes on) and the site's function, and
 * answers `{ statusCode, multiValueHeaders, body }` with the body in base64.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export type NetlifyEvent = {
  rawUrl: string
  rawQuery: string
  path: string
  httpMethod: string
  headers: Record<string, string>
  multiValueHeaders: Record<string, string[]>
  queryStringParameters: Record<string, string>
  multiValueQueryStringParameters: Record<string, string[]>
  body: string | null
  isBase64Encoded: boolean
  /** The Netlify Blobs context of the invocation (base64 JSON: url, url_uncached, token), in Lambda compatibility mode. */
  blobs?: string
}

export type NetlifyResponse = {
  statusCode: number
  multiValueHeaders?: Record<string, (string | number)[]>
  body?: string
  isBase64Encoded?: boolean
}

export type NetlifyHandler = (event: NetlifyEvent, context: object) => Promise<NetlifyResponse>

/** The host of the production site (src/lib/head/site-url.ts), which Netlify puts in `host`. */
export const SITE_ORIGIN = 'https://www.northwindgrowth.com'
export const CONTACT_PATH = '/api/contact/'
const CONTACT_ROUTE = '/api/contact'

/** The built function's file: the one whose adapter manifest names the /api/contact route. */
export function contactFunctionFile(root: string = process.cwd()): string {
  const functions = path.join(root, '.netlify', 'functions-internal')
  const ids = existsSync(functions) ? readdirSync(functions) : []
  const id = ids.find((candidate) => {
    const manifest = path.join(functions, candidate, `${candidate}.json`)
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).config?.name === CONTACT_ROUTE
  })
  if (!id) throw new Error(`No built function for ${CONTACT_ROUTE} in ${functions}: run \`npm run build\` first.`)
  return path.join(functions, id, `${id}.js`)
}

/**
 * The built handler, loaded by `load` (the caller's `require`: Node's own in
 * the benchmark, Jest's in the tests, so each test file's environment is
 * the function's).
 */
export function loadContactHandler(load: (file: string) => unknown, root?: string): NetlifyHandler {
  const { handler } = load(contactFunctionFile(root)) as { handler?: NetlifyHandler }
  if (typeof handler !== 'function') throw new Error('The built contact function exports no handler(event, context)')
  return handler
}

export type Request = {
  method?: string
  /** Header names in any case; `content-length` is added for a body. */
  headers?: Record<string, string>
  body?: string | Buffer
  /** Send the body base64-encoded, as Netlify does for binary bodies. */
  base64?: boolean
  /** The visitor's address, which Netlify passes in x-nf-client-connection-ip. */
  clientAddress?: string
  /** Netlify Blobs as the platform hands it over: `event.blobs`, with the site's and deploy's ids in headers. */
  blobs?: { context: string; siteId: string; deployId: string }
}

/** A request to /api/contact shaped as Netlify hands it to a Lambda-style function. */
export function netlifyEvent({ method = 'POST', headers = {}, body, base64 = false, clientAddress = '203.0.113.7', blobs }: Request = {}): NetlifyEvent {
  const bytes = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8')
  const site = new URL(SITE_ORIGIN)
  const all: Record<string, string> = {
    host: site.host,
    'x-forwarded-proto': 'https',
    'x-forwarded-for': clientAddress,
    'x-nf-client-connection-ip': clientAddress,
    'user-agent': 'Mozilla/5.0 (netlify-function test)',
    ...(bytes && { 'content-length': String(bytes.length) }),
    ...(blobs && { 'x-nf-site-id': blobs.siteId, 'x-nf-deploy-id': blobs.deployId }),
  }
  for (const [name, value] of Object.entries(headers)) all[name.toLowerCase()] = value
  return {
    rawUrl: `${SITE_ORIGIN}${CONTACT_PATH}`,
    rawQuery: '',
    path: CONTACT_PATH,
    httpMethod: method,
    headers: all,
    multiValueHeaders: Object.fromEntries(Object.entries(all).map(([name, value]) => [name, [value]])),
    queryStringParameters: {},
    multiValueQueryStringParameters: {},
    body: bytes === undefined ? null : base64 ? bytes.toString('base64') : bytes.toString('utf8'),
    isBase64Encoded: base64,
    ...(blobs && { blobs: blobs.context }),
  }
}

let invocations = 0

/** The parts of a Lambda context a Netlify function receives. */
export const lambdaContext = () => ({
  functionName: 'contact-js',
  awsRequestId: `request-${++invocations}`,
  callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => 10_000,
  clientContext: {},
})

export type Answer = { status: number; headers: Record<string, string>; body: string }

/** The function's answer with its headers by lower-case name and its body decoded. */
export function readAnswer(response: NetlifyResponse): Answer {
  const headers = Object.fromEntries(
    Object.entries(response.multiValueHeaders ?? {}).map(([name, values]) => [name.toLowerCase(), values.map(String).join(', ')]),
  )
  const body = response.body ? Buffer.from(response.body, response.isBase64Encoded ? 'base64' : 'utf8').toString('utf8') : ''
  return { status: response.statusCode, headers, body }
}
