/**
 * decap-server, the local backend of `npm run cms` (scripts/cms.mjs) and of
 * the CMS's browser tests: it reads and writes the working copy for the CMS
 * at /admin/ on localhost. Two defences keep its file API (.env, .leads/,
 * git's hooks) to the editor's own CMS:
 * - it listens on this machine's loopback address only: on every interface,
 *   anyone on the same network could reach it;
 * - a guard in front of it answers 403 to any request whose Host is not
 *   its own loopback address, or whose Origin is not the local site's.
 *   Listening on loopback does not stop DNS rebinding: a page on
 *   http://rebind.example:8081/ whose name then resolves to 127.0.0.1 is,
 *   to the browser, its own origin, so it may read every answer; but its
 *   requests name rebind.example in Host and Origin.
 * decap-server's own middlewares (its file system mode) run inside the
 * guard's server, one process (scripts/local-cms-backend.mjs): no port of
 * decap-server's own is left open behind it. Its port is the one Decap's
 * local_backend asks (http://localhost:8081/api/v1), which only the CMS's
 * local policy allows (gatsby/netlify/security-headers.ts,
 * LOCAL_CMS_BACKEND).
 */
import { spawn, type StdioOptions } from 'node:child_process'
import path from 'node:path'
import { LOCAL_CMS_BACKEND } from '../gatsby/netlify/security-headers'

export const DECAP_SERVER_HOST = '127.0.0.1'
/** The port of the address Decap's local_backend asks. */
export const DECAP_SERVER_PORT = Number(new URL(LOCAL_CMS_BACKEND).port)
/** Where `npm run cms` opens the CMS: `gatsby develop`'s port. */
export const DEVELOP_SITE_PORT = 8000

/** decap-server's port, and the port of the site whose /admin/ may use it. */
export type LocalCmsPorts = { port: number; sitePort: number }

/** The arguments that run decap-server behind its guard (`node …`) for the CMS of the site on `sitePort`. */
export const decapServerCommand = ({ port = DECAP_SERVER_PORT, sitePort = DEVELOP_SITE_PORT }: Partial<LocalCmsPorts> = {}) => [
  path.join('scripts', 'local-cms-backend.mjs'),
  '--port',
  String(port),
  '--site-port',
  String(sitePort),
]

/** Starts decap-server behind its guard as a Node process of its own, so stopping it stops the server. */
export function startDecapServer(env: NodeJS.ProcessEnv = process.env, { stdio = 'inherit' as StdioOptions, ...ports }: Partial<LocalCmsPorts> & { stdio?: StdioOptions } = {}) {
  return spawn(process.execPath, decapServerCommand(ports), { env, stdio })
}
