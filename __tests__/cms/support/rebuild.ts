/**
 * Rebuilds the site after an edit, as Netlify does after a commit, and as
 * a site without a Plausible domain is built (analytics-off.spec.ts tests
 * that build: whatever the environment says, PLAUSIBLE_DOMAIN is empty). Started
 * asynchronously (a synchronous build blocks Playwright's worker, so its
 * timeout cannot even report) and in its own process group, so a build that
 * stalls is stopped with all its workers; a build that fails or stalls fails
 * the test with the end of what Gatsby printed.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { root } from './editor'

const GATSBY_CLI = path.join(root, 'node_modules', 'gatsby', 'cli.js')
// Rebuilds here take 12-50 s; a build still running at this point has stalled.
const WITHIN_MS = 150_000

export function rebuildSite(): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const gatsby = spawn(process.execPath, [GATSBY_CLI, 'build'], {
      cwd: root,
      env: { ...process.env, PLAUSIBLE_DOMAIN: '', GATSBY_TELEMETRY_DISABLED: '1' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8_000)
    }
    gatsby.stdout.on('data', keep)
    gatsby.stderr.on('data', keep)
    const timer = setTimeout(() => {
      try {
        process.kill(-gatsby.pid!, 'SIGKILL')
      } catch {
        // Already gone.
      }
      reject(new Error(`gatsby build did not finish within ${WITHIN_MS / 1000} s; it printed last:\n${output}`))
    }, WITHIN_MS)
    gatsby.on('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) {
        console.log(`rebuilt the site in ${((Date.now() - started) / 1000).toFixed(1)} s`)
        resolve()
      } else reject(new Error(`gatsby build ended with ${signal ?? `exit code ${code}`}; it printed last:\n${output}`))
    })
  })
}
