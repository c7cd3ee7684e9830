// Starts scripts/serve-with-headers.mjs on the built site for a check or the
// benchmark, and stops it again: `const site = await serveBuiltSite(9130)`.
import { spawn } from 'node:child_process'

export async function serveBuiltSite(port, extraArgs = []) {
  const server = spawn(process.execPath, ['scripts/serve-with-headers.mjs', '--port', String(port), ...extraArgs], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 15_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The site server on port ${port} exited (${server.exitCode}); is the port free?`)
    const ready = await fetch(`${url}/`).then((response) => response.ok, () => false)
    if (ready) break
    if (Date.now() > deadline) throw new Error(`The site server on port ${port} did not start`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, stop: () => server.kill() }
}
