// `npm run cms`: the CMS on this machine, no account needed. Starts
// decap-server (port 8081), which reads and writes the working copy's
// content/ for the CMS, and `gatsby develop`, whose /admin/ uses it because
// static/admin/config.yml says local_backend. Open http://localhost:8000/admin/;
// a saved change is in content/ at once and on the site after the reload.
// Ctrl+C stops both.
import { spawn } from 'node:child_process'

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' }
const children = [
  spawn('npx', ['decap-server'], { env: { ...env, PORT: '8081' }, stdio: 'inherit' }),
  spawn('npx', ['gatsby', 'develop'], { env, stdio: 'inherit' }),
]
const stop = () => children.forEach((child) => child.exitCode === null && child.kill('SIGINT'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode ||= code ?? 0 })
