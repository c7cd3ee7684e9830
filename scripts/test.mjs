// `npm test`: every check the site has, in order, each by its own npm script
// (so any one runs alone the same way), and the time each took. Steps in one
// group run side by side: each of them is one busy thread (ESLint, tsc,
// madge, Jest's one worker on two cores, the Nu checker beside the link
// check), so two cores finish the group in about the time of its longest
// step. A step that measures time (bench:contact, the browser tests, the
// bench) or that moves public/ or a source file (the build, test:build-cache,
// test:cms, the fixtures, the hostile article, test:develop) runs alone. Stops after the
// first group with a failing step; a group's steps always finish, and each
// one's output is printed whole when it ends, so logs do not interleave.
import { spawn } from 'node:child_process'

/** The groups, in order; the steps of a group run side by side. */
export const GROUPS = [
  ['check:circles', 'lint', 'test:unit'],
  ['build'],
  ['test:build-cache'],
  ['typecheck', 'test:netlify'],
  ['bench:contact'],
  ['test:e2e'],
  ['check:html', 'check:links'],
  ['test:cms'],
  ['test:insights-fixtures'],
  ['test:hostile-article'],
  ['bench'],
  // Last: it ends with `gatsby clean`, after which the next build is cold.
  ['test:develop'],
]

const seconds = (from) => Math.round((performance.now() - from) / 100) / 10
const clock = (total) => `${Math.floor(total / 60)} min ${Math.round(total % 60)} s`

/** Runs `npm run <step>`; alone, its output streams; beside others, it is kept and printed at the end. */
function run(step, alone) {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n--- npm run ${step} (run beside others) ---\n${Buffer.concat(output).toString()}`)
      const result = { step, ok: code === 0, seconds: seconds(started) }
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
console.log(`test: ${failed.length === 0 ? 'every step passed' : `${failed.map((result) => result.step).join(', ')} failed`}, in ${clock(total)}`)
process.exitCode = failed.length === 0 ? 0 : 1
