// Serves the built site (public/) the way Netlify would: with the headers
// from public/_headers, gzip, the rewrites of public/_redirects where no file
// exists (each language's 404 page with its status), the 404 page for other
// unknown paths, and /api/* proxied to a `gatsby serve` instance so the
// contact form works.
// `node scripts/serve-with-headers.mjs [--port 9110] [--api http://localhost:9100]`
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import zlib from 'node:zlib'

const { values: args } = parseArgs({
  options: { port: { type: 'string', default: '9110' }, api: { type: 'string' }, root: { type: 'string', default: 'public' } },
})
const root = path.resolve(args.root)

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
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

/** Netlify `_headers` rules: a path pattern and its headers, in file order. */
function parseHeadersFile(text) {
  const rules = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    if (!/^\s/.test(raw)) {
      // `*` matches anything, slashes too; `:name` matches one path segment.
      const pattern = line.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:\w+/g, '[^/]+')
      rules.push({ path: line, match: new RegExp(`^${pattern}$`), headers: [] })
    } else {
      const colon = line.indexOf(':')
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
    }
  }
  return rules
}

/**
 * Netlify `_redirects` rewrites to files of the site: `from to status`, where
 * a trailing `*` in `from` matches the rest of the path. Rules that send to
 * functions are left to the /api proxy.
 */
function parseRedirectsFile(text) {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from && !from.startsWith('#') && to && !to.startsWith('/.netlify/') && status)
    .map(([from, to, status]) => ({
      match: new RegExp(`^${from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*$/, '.*')}$`),
      to,
      status: Number.parseInt(status, 10),
    }))
}

// As the Netlify CLI does: every matching rule applies, a later one wins.
const headersFor = (rules, urlPath) =>
  Object.fromEntries(rules.filter((rule) => rule.match.test(urlPath)).flatMap((rule) => rule.headers))

function resolveFile(urlPath) {
  const file = path.join(root, decodeURIComponent(urlPath))
  if (!file.startsWith(root)) return undefined
  const candidate = urlPath.endsWith('/') ? path.join(file, 'index.html') : file
  return fs.existsSync(candidate) && fs.statSync(candidate).isFile() ? candidate : undefined
}

function proxy(request, response) {
  const target = new URL(request.url, args.api)
  const upstream = http.request(target, { method: request.method, headers: request.headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(response)
  })
  upstream.on('error', () => response.writeHead(502).end('API unavailable'))
  request.pipe(upstream)
}

const gzipped = new Map()

function serve(request, response, rules, rewrites) {
  const urlPath = new URL(request.url, 'http://localhost').pathname
  if (urlPath.startsWith('/api/') && args.api) return proxy(request, response)
  const file = resolveFile(urlPath)
  // A directory without its trailing slash moves to it, as on Netlify.
  if (!file && !urlPath.endsWith('/') && resolveFile(`${urlPath}/`)) {
    return response.writeHead(301, { Location: `${urlPath}/` }).end()
  }
  // Without `!`, Netlify applies a rule only where no file exists.
  const rewrite = file ? undefined : rewrites.find((rule) => rule.match.test(urlPath))
  const rewritten = rewrite && resolveFile(decodeURI(rewrite.to))
  const served = file ?? rewritten ?? path.join(root, '404.html')
  const type = TYPES[path.extname(served)] ?? 'application/octet-stream'
  let body = fs.readFileSync(served)
  const headers = { ...headersFor(rules, urlPath), 'content-type': type }
  if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    if (!gzipped.has(served)) gzipped.set(served, zlib.gzipSync(body, { level: 9 }))
    body = gzipped.get(served)
    Object.assign(headers, { 'content-encoding': 'gzip', vary: 'Accept-Encoding' })
  }
  const status = file ? 200 : rewritten ? rewrite.status : 404
  response.writeHead(status, { ...headers, 'content-length': body.length })
  response.end(request.method === 'HEAD' ? undefined : body)
}

const rules = parseHeadersFile(fs.readFileSync(path.join(root, '_headers'), 'utf8'))
const redirectsFile = path.join(root, '_redirects')
const rewrites = fs.existsSync(redirectsFile) ? parseRedirectsFile(fs.readFileSync(redirectsFile, 'utf8')) : []
http
  .createServer((request, response) => serve(request, response, rules, rewrites))
  .listen(Number(args.port), '127.0.0.1', () => console.log(`serving ${root} with its _headers on http://localhost:${args.port}`))
