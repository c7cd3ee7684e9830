/**
 * `npm test`'s runner (scripts/test.mjs), run on a made-up project whose
 * steps pass or fail: a failed step stops the groups after its own, and its
 * first error is printed again under the times, so a log read from its end,
 * as CI's is, says why; the same whatever the terminal's width.
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const RUNNER = path.resolve(__dirname, '../../scripts/test.mjs')

// A browser test's failure as Playwright's list reporter prints it, after an error a passing test logged.
const failingStep = [
  "console.log('bundling the pages')",
  "console.error('Error: the analytics stand-in refused a made-up event (logged by a passing test)')",
  "for (let line = 1; line <= 30; line++) console.log('  ok ' + line + ' a page renders')",
  "console.log('  1) develop-islands.spec.ts:15:1 › the home page lands a lead ────────')",
  "console.log('')",
  // Coloured, as Playwright prints it on a terminal: the excerpt is plain text.
  "console.log('    \\u001b[31mError\\u001b[39m: expect(locator).\\u001b[2mtoBeVisible\\u001b[22m() failed')",
  "console.log('    Locator: getByRole(\\'heading\\', { name: \\'Thank you\\' })')",
  "console.log('    Expected: visible')",
  "for (let line = 1; line <= 20; line++) console.log('cleaning up ' + line)",
  'process.exit(1)',
].join(';')

/** Runs the runner in a project of its own with these npm scripts and groups; what it printed, and its exit code. */
function runSteps(scripts: Record<string, string>, groups: string[], columns?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-command-'))
  try {
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'made-up', private: true, scripts }))
    const env = { ...process.env }
    delete env.COLUMNS
    if (columns) env.COLUMNS = columns
    // Both streams into one pipe, in order, as CI reads them.
    const run = spawnSync('sh', ['-c', '"$0" "$@" 2>&1', process.execPath, RUNNER, ...groups], { cwd: dir, env, encoding: 'utf8', timeout: 60_000 })
    return { status: run.status, said: run.stdout }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const scripts = {
  lint: "node -e \"console.log('no problems')\"",
  build: `node -e "${failingStep}"`,
  bench: "node -e \"console.log('measured')\"",
}

test("a failed step stops the run, and its first error is printed again under the times, ahead of the last line", () => {
  const { status, said } = runSteps(scripts, ['lint', 'build', 'bench'])
  expect(status).toBe(1)
  const lines = said.trimEnd().split('\n')
  // The log's last lines, as CI shows them: the failure and what follows it, and the verdict.
  const tail = lines.slice(-16).join('\n')
  expect(said.slice(said.indexOf('test: the steps and their times'))).toMatch(/FAILED build +[\d.]+ s/)
  expect(tail).toContain("test: build's first error (its whole output is above)")
  expect(tail).toContain('1) develop-islands.spec.ts:15:1 › the home page lands a lead')
  expect(tail).toContain('Error: expect(locator).toBeVisible() failed')
  expect(tail).toContain("Locator: getByRole('heading', { name: 'Thank you' })")
  expect(said.slice(said.indexOf('test: the steps and their times'))).toContain('not run, after the failure: bench')
  expect(lines.at(-1)).toMatch(/^test: build failed, in \d+ min \d+ s$/)
  // The step's whole output came first, as it ran.
  expect(said.indexOf('ok 30 a page renders')).toBeLessThan(said.indexOf('test: the steps and their times'))
  expect(said).not.toContain('measured')
  expect(said.slice(said.indexOf('first error'))).not.toContain('logged by a passing test')
})

test('steps that pass print no error, and the runner says so whatever the terminal width', () => {
  for (const columns of [undefined, '40']) {
    const { status, said } = runSteps(scripts, ['lint+bench'], columns)
    expect(status).toBe(0)
    expect(said).toContain('no problems')
    expect(said).not.toContain('first error')
    expect(said.trimEnd().split('\n').at(-1)).toMatch(/^test: every step passed, in \d+ min \d+ s$/)
  }
})

test('a failed step that names no error is shown by its last lines', () => {
  const { said } = runSteps({ check: `node -e "console.log('checked 12 pages'); console.log('2 links are broken'); process.exit(1)"` }, ['check'])
  const afterTimes = said.slice(said.indexOf('test: the steps and their times'))
  expect(afterTimes).toContain("test: check's first error")
  expect(afterTimes.slice(afterTimes.indexOf('first error'))).toContain('2 links are broken')
})
