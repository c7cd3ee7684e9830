// `npm test`: every check the site has, in order, each by its own npm script
// (so any one runs alone the same way), and the time each took. Steps in one
// group run side by side: most of them are one busy thread (ESLint, tsc,
// madge, the Nu checker beside the link check), so two cores finish the
// group in about the time of its longest step; Jest takes every core
// (jest.config.js), which ESLint and madge leave within its first 30 s;
// test:netlify's files run side by side themselves
// (scripts/test-workers.mjs), and tsc beside them is done in 17 s. A step
// that measures time (bench:contact, the browser tests, the bench) or that
// moves public/ or a source file (the build, test:build-cache, test:cms, the
// fixtures, the hostile article, test:develop) runs alone. Stops after the
// first group with a failing step; a group's steps always finish, and each
// one's output is printed whole when it ends, so logs do not interleave.
// A failed step's first error is printed again under the times: a log read
// from its end (CI's) shows why it failed without the whole step.
import { spawn } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'

/** The groups, in order; the steps of a group run side by side. */
const ALL_GROUPS = [
  ['check:circles', 'lint', 'test:unit'],
  // The site, built once as the bench builds it (cold, then warm as Netlify
  // rebuilds, with analytics on as production): every step up to the bench
  // tests that build, and the bench measures it (bench:site). A build of its
  // own for the tests cost 51-60 s more.
  ['bench:build'],
  ['test:build-cache'],
  ['typecheck', 'test:netlify'],
  ['bench:contact'],
  ['test:e2e'],
  ['check:html', 'check:links'],
  // Before any step builds the site again: it measures bench:build's site.
  ['bench:site'],
  // Before the CMS's rebuild: the fixture build then finds the webpack and
  // image caches of the site as committed (a fixture build after the
  // CMS's edits took 56 s, after the committed site 29 s).
  ['test:insights-fixtures'],
  ['test:cms'],
  ['test:hostile-article'],
  // Last: it ends with `gatsby clean`, after which the next build is cold.
  ['test:develop'],
]

/** `node scripts/test.mjs lint+typecheck build` runs only those groups, a `+` joining steps run side by side. */
const GROUPS = process.argv.length > 2 ? process.argv.slice(2).map((group) => group.split('+')) : ALL_GROUPS

const seconds = (from) => Math.round((performance.now() - from) / 100) / 10
const clock = (total) => `${Math.floor(total / 60)} min ${Math.round(total % 60)} s`

/** Lines of a failure and what follows it, printed again when its step fails. */
const EXCERPT_LINES = 14
/** A failed test's heading: Jest's `● suite › test` (not its `● Console`), Playwright's `1) file:line › test`. */
const FAILED_TEST = /^\s*(●\s(?!Console\b)|\d+\)\s.*›)/
const ERROR_LINE = /^\s*(\w*Error\b|ERROR\b)/

/** The first failed test (else the first error) in a step's output and the lines after it, colour codes out; else its last lines. */
function firstError(output) {
  const lines = stripVTControlCharacters(output).split(/\r?\n/)
  let from = lines.findIndex((line) => FAILED_TEST.test(line))
  if (from < 0) from = lines.findIndex((line) => ERROR_LINE.test(line))
  if (from < 0) from = Math.max(lines.length - EXCERPT_LINES, 0)
  return lines
    .slice(from, from + EXCERPT_LINES)
    .map((line) => (line.length > 200 ? `${line.slice(0, 199)}…` : line))
    .join('\n')
    .trimEnd()
}

/**
 * Runs `npm run <step>`; alone, its output streams; beside others, it is
 * kept and printed at the end. Its errors come in its output, through one
 * pipe, in the order it wrote them: read from two pipes, an error written
 * before a failure could arrive after it, and be taken into the failure's
 * excerpt (firstError).
 */
function run(step, alone) {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', 'exec npm run "$0" 2>&1', step], { stdio: ['ignore', 'pipe', 'inherit'] })
    const output = []
    child.stdout.on('data', (chunk) => {
      output.push(chunk)
      if (alone) process.stdout.write(chunk)
    })
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n--- npm run ${step} (run beside others) ---\n${Buffer.concat(output).toString()}`)
      const result = { step, ok: code === 0, seconds: seconds(started), output: code === 0 ? '' : Buffer.concat(output).toString() }
      console.log(`test: ${step} ${result.ok ? 'passed' : `FAILED (exit ${code})`} in ${result.seconds} s`)
      resolve(result)
    })
  })
}

const started = performance.now()
const results = []
for (const group of GROUPS) {
  const groupStarted = performance.now()
  const done = await Promise.all(group.map((step) => run(step, group.length === 1)))
  results.push(...done)
  if (group.length > 1) console.log(`test: ${group.join(' + ')} side by side in ${seconds(groupStarted)} s`)
  if (done.some((result) => !result.ok)) break
}

const total = seconds(started)
console.log('\ntest: the steps and their times')
for (const { step, ok, seconds: taken } of results) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${step.padEnd(24)} ${String(taken).padStart(7)} s`)
const failed = results.filter((result) => !result.ok)
const skipped = GROUPS.flat().filter((step) => !results.some((result) => result.step === step))
if (skipped.length > 0) console.log(`  not run, after the failure: ${skipped.join(', ')}`)
for (const { step, output } of failed) console.log(`\ntest: ${step}'s first error (its whole output is above)\n${firstError(output)}`)
console.log(`test: ${failed.length === 0 ? 'every step passed' : `${failed.map((result) => result.step).join(', ')} failed`}, in ${clock(total)}`)
process.exitCode = failed.length === 0 ? 0 : 1
