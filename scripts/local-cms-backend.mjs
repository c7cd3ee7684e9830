// decap-server behind its guard, as a process of its own: what `npm run cms`
// (scripts/cms.mjs) and the CMS's browser tests (playwright.cms.config.ts)
// start. The guard and why: scripts/decap-server.ts. LOG_LEVEL is
// decap-server's own (info unless set).
// `node scripts/local-cms-backend.mjs [--port 8081] [--site-port 8000]`
import { register } from 'node:module'
import { parseArgs } from 'node:util'

register('./typescript-hooks.mjs', import.meta.url)
const { DECAP_SERVER_HOST, DECAP_SERVER_PORT, DEVELOP_SITE_PORT, listenDecapServer } = await import('./decap-server.ts')
const { values: args } = parseArgs({
  options: { port: { type: 'string', default: String(DECAP_SERVER_PORT) }, 'site-port': { type: 'string', default: String(DEVELOP_SITE_PORT) } },
})
const [port, sitePort] = [Number(args.port), Number(args['site-port'])]
await listenDecapServer({ port, sitePort, logLevel: process.env.LOG_LEVEL || 'info' })
console.log(`decap-server on http://${DECAP_SERVER_HOST}:${port}, for the CMS of http://localhost:${sitePort} only`)
