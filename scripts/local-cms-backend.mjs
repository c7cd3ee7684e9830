// decap-server behind its guard, as a process of its own: what `npm run cms`
// (scripts/cms.mjs) and the CMS's browser tests (playwright.cms.config.ts)
// start, through scripts/decap-server.ts, which says why and gives the
// ports. Plain JavaScript that loads nothing of the site's, so it starts as
// fast as decap-server itself. LOG_LEVEL is decap-server's own (info
// unless set).
// `node scripts/local-cms-backend.mjs --port 8081 --site-port 8000`
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parseArgs } from 'node:util'

const HOST = '127.0.0.1'

/** The two names a browser on this machine gives a loopback port. */
const loopbackHosts = (port) => [`localhost:${port}`, `127.0.0.1:${port}`]

/**
 * Why decap-server must not answer this request, or undefined when it may:
 * its Host must be decap-server's own loopback address, and its Origin the
 * local site's. A browser sends Origin on every POST (the only method that
 * reads or writes files) and on every cross-origin request, so a request
 * with none is refused too, unless it only GETs.
 */
function refusal(method, headers, { port, sitePort }) {
  const host = headers.host?.toLowerCase()
  if (!host || !loopbackHosts(port).includes(host)) return `the Host ${JSON.stringify(headers.host ?? '')} is not this machine's decap-server`
  const origin = headers.origin?.toLowerCase()
  if (origin === undefined) return method === 'GET' || method === 'HEAD' ? undefined : 'a request that reads or writes files must say its Origin'
  return loopbackHosts(sitePort).some((site) => origin === `http://${site}`) ? undefined : `the Origin ${JSON.stringify(headers.origin)} is not the local site's`
}

/** decap-server's file system mode (its own middlewares, on the working copy or GIT_REPO_DIRECTORY) as one request handler. */
async function decapServerHandler(logLevel) {
  const fromProject = createRequire(path.join(process.cwd(), 'package.json'))
  const express = createRequire(fromProject.resolve('decap-server/package.json'))('express')
  const { registerLocalFs } = fromProject('decap-server/dist/middlewares')
  const app = express()
  await registerLocalFs(app, { logLevel })
  return app
}

const { values: args } = parseArgs({ options: { port: { type: 'string' }, 'site-port': { type: 'string' } } })
const [port, sitePort] = [Number(args.port), Number(args['site-port'])]
if (!port || !sitePort) throw new Error('local-cms-backend: give --port and --site-port (scripts/decap-server.ts does)')
const decapServer = await decapServerHandler(process.env.LOG_LEVEL || 'info')
http
  .createServer((request, response) => {
    const reason = refusal(request.method, request.headers, { port, sitePort })
    if (!reason) return decapServer(request, response)
    console.warn(`decap-server: refused ${request.method} ${request.url}: ${reason}`)
    response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(`Forbidden: ${reason}.\n`)
  })
  .listen(port, HOST, () => console.log(`decap-server on http://${HOST}:${port}, for the CMS of http://localhost:${sitePort} only`))
