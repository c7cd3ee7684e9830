// `npm run cms`: the CMS on this machine, no account needed. Starts
// decap-server (scripts/decap-server.ts: port 8081, on 127.0.0.1 only,
// answering only requests from the CMS of http://localhost:8000),
// which reads and writes the working copy's content/ for the CMS, and
// `gatsby develop`, whose /admin/ uses it because static/admin/config.yml
// says local_backend. Open http://localhost:8000/admin/;
// a saved change is in content/ at once and on the site after the reload.
// Ctrl+C stops both.
import { spawn } from 'node:child_process'
import { register } from 'node:module'

register('./typescript-hooks.mjs', import.meta.url)
const { startDecapServer } = await import('./decap-server.ts')

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' }
const children = [
  startDecapServer(env),
  spawn('npx', ['gatsby', 'develop'], { env, stdio: 'inherit' }),
]
const stop = () => children.forEach((child) => child.exitCode === null && child.kill('SIGINT'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode ||= code ?? 0 })
