/**
 * decap-server, the local backend of `npm run cms` (scripts/cms.mjs) and of
 * the CMS's browser tests: it reads and writes the working copy for the CMS
 * at /admin/ on localhost. Two defences keep its file API (.env, .leads/,
 * git's hooks) to the editor's own CMS:
 * - it listens on this machine's loopback address only: on every interface,
 *   anyone on the same network could reach it;
 * - a guard in front of it answers 403 to any request whose Host is not
 *   its own loopback address, or whose Origin is not the local site's
 *   (localRequestRefusal). Listening on loopback does not stop DNS
 *   rebinding: a page on http://rebind.example:8081/ whose name then
 *   resolves to 127.0.0.1 is, to the browser, its own origin, so it may read
 *   every answer; but its requests name rebind.example in Host and Origin.
 * decap-server's own middlewares (its file system mode) run inside the
 * guard's server, in this process: no port of decap-server's own is left
 * open behind it. Its port is the one Decap's local_backend asks
 * (http://localhost:8081/api/v1), which only the CMS's local policy allows
 * (gatsby/netlify/security-headers.ts, LOCAL_CMS_BACKEND).
 */
import { spawn, type StdioOptions } from 'node:child_process'
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { LOCAL_CMS_BACKEND } from '../gatsby/netlify/security-headers'

export const DECAP_SERVER_HOST = '127.0.0.1'
/** The port of the address Decap's local_backend asks. */
export const DECAP_SERVER_PORT = Number(new URL(LOCAL_CMS_BACKEND).port)
/** Where `npm run cms` opens the CMS: `gatsby develop`'s port. */
export const DEVELOP_SITE_PORT = 8000

/** decap-server's port, and the port of the site whose /admin/ may use it. */
export type LocalCmsPorts = { port: number; sitePort: number }

/** The two names a browser on this machine gives a loopback port. */
const loopbackHosts = (port: number) => [`localhost:${port}`, `127.0.0.1:${port}`]

/**
 * Why decap-server must not answer this request, or undefined when it may:
 * its Host must be decap-server's own loopback address, and its Origin the
 * local site's. A browser sends Origin on every POST (the only method that
 * reads or writes files) and on every cross-origin request, so a request
 * with none is refused too, unless it only GETs.
 */
export function localRequestRefusal(method: string | undefined, headers: IncomingHttpHeaders, { port, sitePort }: LocalCmsPorts): string | undefined {
  const host = headers.host?.toLowerCase()
  if (!host || !loopbackHosts(port).includes(host)) return `the Host ${JSON.stringify(headers.host ?? '')} is not this machine's decap-server`
  const origin = headers.origin?.toLowerCase()
  if (origin === undefined) return method === 'GET' || method === 'HEAD' ? undefined : 'a request that reads or writes files must say its Origin'
  return loopbackHosts(sitePort).some((site) => origin === `http://${site}`) ? undefined : `the Origin ${JSON.stringify(headers.origin)} is not the local site's`
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/** decap-server's file system mode (its own middlewares, on the working copy or GIT_REPO_DIRECTORY) as one request handler. */
async function decapServerHandler(logLevel: string): Promise<Handler> {
  const fromProject = createRequire(path.join(process.cwd(), 'package.json'))
  const fromDecapServer = createRequire(fromProject.resolve('decap-server/package.json'))
  const express = fromDecapServer('express') as () => Handler
  const { registerLocalFs } = fromProject('decap-server/dist/middlewares') as { registerLocalFs: (app: Handler, options: { logLevel: string }) => Promise<void> }
  const app = express()
  await registerLocalFs(app, { logLevel })
  return app
}

/** Listens on 127.0.0.1:`port` with decap-server behind the guard; resolves once it listens. */
export async function listenDecapServer({ port = DECAP_SERVER_PORT, sitePort = DEVELOP_SITE_PORT, logLevel = 'info' }: Partial<LocalCmsPorts> & { logLevel?: string } = {}) {
  const decapServer = await decapServerHandler(logLevel)
  const server = http.createServer((request, response) => {
    const refusal = localRequestRefusal(request.method, request.headers, { port, sitePort })
    if (!refusal) return decapServer(request, response)
    console.warn(`decap-server: refused ${request.method} ${request.url}: ${refusal}`)
    response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(`Forbidden: ${refusal}.\n`)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, DECAP_SERVER_HOST, resolve)
  })
  return server
}

/** The command that runs decap-server behind its guard as a process of its own (scripts/local-cms-backend.mjs). */
export const decapServerCommand = ({ port = DECAP_SERVER_PORT, sitePort = DEVELOP_SITE_PORT }: Partial<LocalCmsPorts> = {}) => [
  path.join(process.cwd(), 'scripts/local-cms-backend.mjs'),
  '--port',
  String(port),
  '--site-port',
  String(sitePort),
]

/** Starts decap-server behind its guard as a Node process of its own, so stopping it stops the server. */
export function startDecapServer(env: NodeJS.ProcessEnv = process.env, { stdio = 'inherit' as StdioOptions, ...ports }: Partial<LocalCmsPorts> & { stdio?: StdioOptions } = {}) {
  return spawn(process.execPath, decapServerCommand(ports), { env, stdio })
}
