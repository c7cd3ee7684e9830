// Serves the built site (public/) the way Netlify would: the headers of
// public/_headers and the rules of public/_redirects, both read with
// Netlify's own parsers; gzip; the rewrites where no file exists (each
// language's 404 page with its status); the 404 page for other unknown
// paths; and the functions' paths, matched first as on Netlify, answered by
// the functions Netlify runs, as Netlify's own bundler makes them for a
// deploy, each called with a web Request and a Netlify-shaped Context whose
// ip is the client's: /api/contact and its token (netlify/functions/contact.mts),
// /api/team/* (team.mts) and /api/event (event.mts, which sends page views
// to PLAUSIBLE_HOST on loopback only, where the tests' stand-in is).
// Leads go to the leads file (LEADS_FILE, or .leads/), or with
// --blobs to @netlify/blobs' local server, its context in the environment as
// Netlify's runtime sets it. The deploy context is `dev` unless
// --deploy-context names another, as `netlify dev` runs a site. With
// --local-cms, /admin/ gets the CMS's local policy, which lets it reach
// decap-server on this machine, as under `npm run cms` (the CMS's browser
// tests); never the deployed one's. Nothing
// outside the root is served, however the address is escaped, and a
// malformed address gets 400 (__tests__/tooling/serve-with-headers.test.ts).
// `node scripts/serve-with-headers.mjs [--port 9110] [--root public] [--blobs] [--deploy-context dev] [--local-cms]`
import fs from 'node:fs'
import http from 'node:http'
import { register } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import zlib from 'node:zlib'
import { parseAllHeaders } from '@netlify/headers-parser'
import { parseAllRedirects } from '@netlify/redirect-parser'

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '9110' },
    root: { type: 'string', default: 'public' },
    blobs: { type: 'boolean', default: false },
    'deploy-context': { type: 'string', default: 'dev' },
    'local-cms': { type: 'boolean', default: false },
  },
})
const root = path.resolve(args.root)
register('./typescript-hooks.mjs', import.meta.url)

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  // The other raster images the CMS may upload (gatsby/cms/uploads.ts).
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // The CMS's configuration (public/admin/config.yml): Decap reads only a YAML type.
  '.yml': 'text/yaml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  // Decap's WebP encoder (/admin/decap/*.wasm): WebAssembly is compiled as it streams only when served with its own type, as Netlify does.
  '.wasm': 'application/wasm',
}
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/

/** `_headers` as Netlify reads it: each rule's path pattern and its headers, in file order. */
async function readHeaderRules(file) {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false })
  if (errors.length) throw new Error(`${file}: ${errors.map((error) => error.message).join('; ')}`)
  return headers.map((rule) => ({ match: rule.forRegExp, headers: Object.entries(rule.values) }))
}

/**
 * `_redirects` as Netlify reads it, kept to the rewrites to files of the
 * site: a trailing `*` in `from` matches the rest of the path.
 */
async function readRewrites(file) {
  if (!fs.existsSync(file)) return []
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: true })
  if (errors.length) throw new Error(`${file}: ${errors.map((error) => error.message).join('; ')}`)
  return redirects
    .filter((rule) => rule.to.startsWith('/') && !rule.to.startsWith('/.netlify/'))
    .map((rule) => ({
      match: new RegExp(`^${rule.from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*$/, '.*').replace(/:\w+/g, '[^/]+')}$`),
      to: rule.to,
      status: rule.status ?? 301,
    }))
}

/** With --local-cms, the CMS's local policy and the paths it replaces the deployed one on. */
async function localCmsPolicy() {
  if (!args['local-cms']) return undefined
  const { ADMIN_PATHS, localAdminContentSecurityPolicy } = await import('../gatsby/netlify/security-headers.ts')
  return { prefix: ADMIN_PATHS.replace(/\*$/, ''), value: localAdminContentSecurityPolicy() }
}
const localCms = await localCmsPolicy()

// As the Netlify CLI does: every matching rule applies, a later one wins.
const headersFor = (rules, urlPath) => {
  const headers = Object.fromEntries(rules.filter((rule) => rule.match.test(urlPath)).flatMap((rule) => rule.headers))
  if (!localCms || !urlPath.startsWith(localCms.prefix)) return headers
  const others = Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-security-policy')
  return { ...Object.fromEntries(others), 'content-security-policy': localCms.value }
}

/** An address's path decoded, or nothing when it cannot be: a malformed escape (`%E0`) or a NUL byte. */
function decodedPath(urlPath) {
  try {
    const decoded = decodeURIComponent(urlPath)
    return decoded.includes('\0') ? undefined : decoded
  } catch {
    return undefined
  }
}

/**
 * The file of public/ an address names, or nothing: never one outside it
 * (`/..%2F`, `/%2e%2e%2F`, `/..%5C`), sibling folders included. A backslash
 * is read as a separator, as Windows reads it and as browsers turn it into
 * `/`: so `..\` climbs on every system, and the one check below stops it
 * everywhere, tested on Linux as on Windows.
 */
function resolveFile(urlPath) {
  const decoded = decodedPath(urlPath)?.replaceAll('\\', '/')
  if (decoded === undefined) return undefined
  const file = path.join(root, decoded)
  const inside = path.relative(root, file)
  if (inside.split(path.sep)[0] === '..' || path.isAbsolute(inside)) return undefined
  const candidate = urlPath.endsWith('/') ? path.join(file, 'index.html') : file
  return fs.existsSync(candidate) && fs.statSync(candidate).isFile() ? candidate : undefined
}

/** With --blobs, the local Blobs server's context in the environment, as Netlify's runtime sets it. */
async function startBlobs() {
  const { DEPLOY_ID, REGION, SITE_ID, TOKEN, startLocalBlobs } = await import('./local-blobs.mjs')
  const blobs = await startLocalBlobs()
  const context = { siteID: SITE_ID, deployID: DEPLOY_ID, primaryRegion: REGION, token: TOKEN, edgeURL: blobs.url, uncachedEdgeURL: blobs.url }
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString('base64')
  console.log(`leads kept in the local Blobs server at ${blobs.url} (${blobs.directory})`)
}
const blobsStarted = args.blobs ? startBlobs() : Promise.resolve()

/** A function of netlify/functions/, bundled once at start as Netlify bundles it. */
async function loadFunction(source) {
  const { contactFunctionOf, netlifyBundle, netlifyContext } = await import('./netlify-function.ts')
  await blobsStarted
  return { handler: contactFunctionOf(await import(pathToFileURL(await netlifyBundle(process.cwd(), source)).href)), netlifyContext }
}

/**
 * Each function and the paths its config.path names, matched before any
 * file or rule, as on Netlify (contact.mts answers its token's paths here:
 * contact-token.mts is the same function, apart on Netlify for its rate
 * limit). Started at once, so the first request is not kept waiting for a
 * bundle; a function that cannot load (no build yet, so no index of
 * landing pages) fails the requests it would answer, never the static site
 * around it.
 */
const FUNCTIONS = [
  { source: 'netlify/functions/contact.mts', answers: (urlPath) => ['/api/contact', '/api/contact/', '/api/contact/token', '/api/contact/token/'].includes(urlPath) },
  { source: 'netlify/functions/team.mts', answers: (urlPath) => urlPath.startsWith('/api/team/') },
  { source: 'netlify/functions/event.mts', answers: (urlPath) => urlPath === '/api/event', offMachine: plausibleOffMachine },
].map((fn) => {
  const loaded = loadFunction(fn.source)
  loaded.catch((error) => console.error(`${fn.source}: ${error.stack ?? error}`))
  return { ...fn, loaded }
})

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Plausible's host, when it is off this machine: page views are not sent there from a local server. */
function plausibleOffMachine() {
  const host = process.env.PLAUSIBLE_DOMAIN && process.env.PLAUSIBLE_HOST
  return host && !LOOPBACK.has(URL.parse(host)?.hostname ?? '') ? host : undefined
}

/** The request as Netlify hands it to the function, the function's Response written back. */
async function callFunction(request, response, { loaded }) {
  const { handler, netlifyContext } = await loaded
  const chunks = []
  for await (const chunk of request) chunks.push(chunk)
  const body = chunks.length ? Buffer.concat(chunks) : undefined
  const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`)
  const webRequest = new Request(url, { method: request.method, headers: request.headers, body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body })
  const answer = await handler(webRequest, netlifyContext({ ip: request.socket.remoteAddress, deployContext: args['deploy-context'] }))
  const bytes = Buffer.from(await answer.arrayBuffer())
  response.writeHead(answer.status, { ...Object.fromEntries(answer.headers), 'content-length': bytes.length })
  response.end(request.method === 'HEAD' ? undefined : bytes)
}

/**
 * Each file's gzip, kept with the bytes it was made from: a file a rebuild
 * has changed while the server runs (the CMS's tests rebuild the site they
 * serve) is gzipped again, never answered from before.
 */
const gzipped = new Map()

function gzipOf(file, body) {
  const kept = gzipped.get(file)
  if (kept?.body.equals(body)) return kept.gzip
  const gzip = zlib.gzipSync(body, { level: 9 })
  gzipped.set(file, { body, gzip })
  return gzip
}

function serve(request, response, rules, rewrites) {
  const urlPath = URL.parse(request.url, 'http://localhost')?.pathname
  // A malformed address is the client's mistake: it gets 400, and the server stays up.
  if (urlPath === undefined || decodedPath(urlPath) === undefined) {
    return response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request: the address is malformed.\n')
  }
  const fn = FUNCTIONS.find((candidate) => candidate.answers(urlPath))
  if (fn) {
    const offMachine = fn.offMachine?.()
    if (offMachine) return void response.writeHead(502, { 'content-type': 'text/plain' }).end(`not sent off this machine: ${offMachine}`)
    return void callFunction(request, response, fn).catch((error) => {
      console.error(`${fn.source}: ${error.stack ?? error}`)
      if (!response.headersSent) response.writeHead(500).end('Internal error')
    })
  }
  const file = resolveFile(urlPath)
  // A directory without its trailing slash moves to it, as on Netlify.
  if (!file && !urlPath.endsWith('/') && resolveFile(`${urlPath}/`)) {
    return response.writeHead(301, { Location: `${urlPath}/` }).end()
  }
  // Without `!`, Netlify applies a rule only where no file exists.
  const rewrite = file ? undefined : rewrites.find((rule) => rule.match.test(urlPath))
  const rewritten = rewrite && resolveFile(rewrite.to)
  const served = file ?? rewritten ?? path.join(root, '404.html')
  const type = TYPES[path.extname(served)] ?? 'application/octet-stream'
  let body = fs.readFileSync(served)
  const headers = { ...headersFor(rules, urlPath), 'content-type': type }
  if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    body = gzipOf(served, body)
    Object.assign(headers, { 'content-encoding': 'gzip', vary: 'Accept-Encoding' })
  }
  const status = file ? 200 : rewritten ? rewrite.status : 404
  response.writeHead(status, { ...headers, 'content-length': body.length })
  response.end(request.method === 'HEAD' ? undefined : body)
}

/**
 * The site's headers and rewrites as its files now say, read again whenever
 * _headers or _redirects has changed: a rebuild under the running server
 * (the CMS's tests rebuild the site they serve) writes new script hashes
 * into the pages' policy, which the pages it rebuilt need.
 */
let siteRules
async function rulesNow() {
  const files = ['_headers', '_redirects'].map((name) => path.join(root, name))
  const bytes = files.map((file) => (fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0)))
  if (!siteRules?.bytes.every((kept, index) => kept.equals(bytes[index]))) {
    siteRules = { bytes, rules: await readHeaderRules(files[0]), rewrites: await readRewrites(files[1]) }
  }
  return siteRules
}

await rulesNow()
http
  .createServer(async (request, response) => {
    try {
      const { rules, rewrites } = await rulesNow()
      serve(request, response, rules, rewrites)
    } catch (error) {
      // One request's failure is that request's 500, never the end of the server the tests share.
      console.error(`${request.method} ${request.url}: ${error.stack ?? error}`)
      if (!response.headersSent) response.writeHead(500).end('Internal error')
    }
  })
  .listen(Number(args.port), '127.0.0.1', () => console.log(`serving ${root} with its _headers on http://localhost:${args.port}`))
