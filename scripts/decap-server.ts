/**
 * decap-server, the local backend of `npm run cms` (scripts/cms.mjs) and of
 * the CMS's browser tests: it reads and writes the working copy for the CMS
 * at /admin/ on localhost. It listens on this machine's loopback address
 * only (decap-server's BIND_HOST, which its own code reads): without it, it
 * listens on every interface, and anyone on the same network could read
 * .env and .leads/ through its file API, or write git's hooks. Its port is
 * the one Decap's local_backend asks (http://localhost:8081/api/v1), which
 * only the CMS's local policy allows (gatsby/netlify/security-headers.ts,
 * LOCAL_CMS_BACKEND).
 */
import { spawn, type StdioOptions } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { LOCAL_CMS_BACKEND } from '../gatsby/netlify/security-headers'

export const DECAP_SERVER_HOST = '127.0.0.1'
/** The port of the address Decap's local_backend asks. */
export const DECAP_SERVER_PORT = Number(new URL(LOCAL_CMS_BACKEND).port)

/** decap-server's environment: `env` with its port and the loopback address to listen on. */
export const decapServerEnv = (env: NodeJS.ProcessEnv, port = DECAP_SERVER_PORT): NodeJS.ProcessEnv => ({ ...env, PORT: String(port), BIND_HOST: DECAP_SERVER_HOST })

/** Starts decap-server as a Node process of its own (not through npx), so stopping it stops the server. */
export function startDecapServer(env: NodeJS.ProcessEnv = process.env, { port = DECAP_SERVER_PORT, stdio = 'inherit' as StdioOptions } = {}) {
  const bin = createRequire(path.join(process.cwd(), 'package.json')).resolve('decap-server/dist/index.js')
  return spawn(process.execPath, [bin], { env: decapServerEnv(env, port), stdio })
}
