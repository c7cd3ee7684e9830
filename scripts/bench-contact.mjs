// Load benchmark for POST /api/contact (`npm run bench:contact`, after `npm run build`).
// Serves the built site with `gatsby serve`, sends 1,000 valid submissions from
// 100 concurrent connections over loopback, and checks that every accepted lead
// was stored exactly once as one valid JSON line. The per-address rate limit is
// turned off for this run (LEADS_RATE_LIMIT_PER_MINUTE=0): all requests come
// from 127.0.0.1.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

const PORT = Number(process.env.BENCH_PORT ?? 9300)
const AMOUNT = 1000
const CONNECTIONS = 100
const leadsFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-leads-')), 'leads.jsonl')

const server = spawn('npx', ['gatsby', 'serve', '--port', String(PORT)], {
  env: { ...process.env, LEADS_FILE: leadsFile, LEADS_RATE_LIMIT_PER_MINUTE: '0', GATSBY_TELEMETRY_DISABLED: '1' },
  stdio: 'ignore',
  detached: true,
})
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://localhost:${PORT}/`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('gatsby serve did not start')
}

try {
  await waitForServer()
  const result = await autocannon({
    url: `http://localhost:${PORT}/api/contact`,
    method: 'POST',
    connections: CONNECTIONS,
    amount: AMOUNT,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Benchmark Visitor', phone: '+971501234567', form: 'home' }),
    timeout: 60,
  })
  const accepted = result.statusCodeStats?.['201']?.count ?? 0
  const lines = readFileSync(leadsFile, 'utf8').split('\n').filter(Boolean)
  const invalid = lines.filter((line) => {
    try {
      const lead = JSON.parse(line)
      return !(lead.id && lead.phone === '+971501234567')
    } catch {
      return true
    }
  })
  const ids = new Set(lines.map((line) => JSON.parse(line).id))
  const figures = {
    requests: result.requests.total,
    accepted,
    stored: lines.length,
    duplicates: lines.length - ids.size,
    invalidLines: invalid.length,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
  mkdirSync('reports', { recursive: true })
  writeFileSync('reports/bench-contact.json', `${JSON.stringify(figures, null, 2)}\n`)
  console.log(
    `contact bench: ${figures.requests} requests, ${figures.accepted} accepted, ${figures.stored} stored, ` +
      `${figures.requestsPerSecond} req/s, p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms`,
  )
  const problems = []
  if (figures.accepted !== AMOUNT) problems.push(`only ${figures.accepted} of ${AMOUNT} requests were accepted`)
  if (figures.stored !== figures.accepted) problems.push(`${figures.stored} leads stored for ${figures.accepted} accepted`)
  if (figures.invalidLines > 0) problems.push(`${figures.invalidLines} lines are not valid lead JSON`)
  if (figures.duplicates > 0) problems.push(`${figures.duplicates} duplicate lead ids`)
  if (problems.length) {
    console.error(`contact bench FAILED: ${problems.join('; ')}`)
    process.exitCode = 1
  }
} finally {
  stop()
}
