// Load benchmark for POST /api/contact (`npm run bench:contact`, after `npm run build`).
// Serves the built site with `gatsby serve`, sends 1,000 valid submissions from
// 100 concurrent connections over loopback, and checks that every accepted lead
// was stored exactly once as one valid JSON line. The per-address rate limit is
// turned off for this run (LEADS_RATE_LIMIT_PER_MINUTE=0): all requests come
// from 127.0.0.1.
//
// `gatsby serve` evaluates the function's bundle again for every request
// (~150 ms here, nearly all of it Gatsby's own request-parsing code bundled
// with the function), which caps it at a few requests a second, while the
// function itself takes a few milliseconds: the script prints both. With 100
// connections a request may wait in line for over a minute, and Node's HTTP
// server then drops connections whose request it has not read within 60 s
// (headersTimeout): those requests never reached the function, and are
// counted as dropped. Netlify loads a function once per instance.
//
// Fails when a stored lead was not answered 201 or an accepted one was not
// stored, when any line is not valid lead JSON or is stored twice, and when a
// request the function answered got anything but 201.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

const PORT = Number(process.env.BENCH_PORT ?? 9300)
const AMOUNT = 1000
const CONNECTIONS = 100
const leadsFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-leads-')), 'leads.jsonl')

const server = spawn('npx', ['gatsby', 'serve', '--port', String(PORT)], {
  env: { ...process.env, LEADS_FILE: leadsFile, LEADS_RATE_LIMIT_PER_MINUTE: '0', GATSBY_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'pipe', 'ignore'],
  detached: true,
})
// gatsby serve logs `Executed function "/api/contact" in 3ms` per request.
const functionMs = []
server.stdout.setEncoding('utf8')
server.stdout.on('data', (chunk) => {
  for (const [, ms] of chunk.matchAll(/Executed function "\/api\/contact" in (\d+)ms/g)) functionMs.push(Number(ms))
})
const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? null
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
    timeout: 300,
  })
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]))
  const accepted = statuses['201'] ?? 0
  const lines = existsSync(leadsFile) ? readFileSync(leadsFile, 'utf8').split('\n').filter(Boolean) : []
  const leads = lines.map((line) => {
    try {
      const lead = JSON.parse(line)
      return lead.id && lead.phone === '+971501234567' ? lead : null
    } catch {
      return null
    }
  })
  const ids = new Set(leads.filter(Boolean).map((lead) => lead.id))
  const figures = {
    sent: AMOUNT,
    connections: CONNECTIONS,
    answered: result.requests.total,
    statuses,
    accepted,
    dropped: result.errors,
    timedOut: result.timeouts,
    stored: lines.length,
    duplicates: leads.filter(Boolean).length - ids.size,
    invalidLines: leads.filter((lead) => lead === null).length,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    functionP50Ms: percentile(functionMs, 0.5),
    functionP99Ms: percentile(functionMs, 0.99),
  }
  mkdirSync('reports', { recursive: true })
  writeFileSync('reports/bench-contact.json', `${JSON.stringify(figures, null, 2)}\n`)
  console.log(
    `contact bench: ${figures.sent} sent from ${figures.connections} connections, ${figures.answered} answered ` +
      `(${figures.accepted} accepted), ${figures.dropped} dropped unread by gatsby serve; ${figures.stored} leads stored; ` +
      `${figures.requestsPerSecond} req/s, p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms; ` +
      `the function itself p50 ${figures.functionP50Ms} ms, p99 ${figures.functionP99Ms} ms`,
  )
  const problems = []
  if (figures.accepted === 0) problems.push('no request was accepted')
  if (figures.answered !== figures.accepted) problems.push(`${figures.answered - figures.accepted} answered requests were not accepted`)
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
