/**
 * @jest-environment node
 *
 * The leads file stays one whole JSON object per line under concurrent appends.
 */
import { spawn } from 'node:child_process'
import { promises as fs } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { appendLead, readLeads } from '../../../../src/lib/leads/store/file-store'
import type { StoredLead } from '../../../../src/lib/leads/types'
import { storedLead } from '../../../support/stored-lead'

const lead = (index: number): StoredLead =>
  storedLead({
    id: `lead-${index}`,
    language: index % 2 ? 'ar' : 'en',
    // Long, varied names make a torn or interleaved line visible.
    name: `Visitor ${index} ${'x'.repeat(index % 97)}`,
  })

it('keeps 500 concurrent appends as 500 whole lines', async () => {
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'leads-')), 'leads.jsonl')
  await Promise.all(Array.from({ length: 500 }, (_, index) => appendLead(lead(index), file)))
  const lines = (await fs.readFile(file, 'utf8')).split('\n').filter(Boolean)
  expect(lines).toHaveLength(500)
  const ids = (await readLeads(file)).map((stored) => stored.id)
  expect(new Set(ids).size).toBe(500)
})

// What a server with several worker processes (or two `gatsby serve`s on one
// file) does: separate processes appending to the same file at once.
/** Four processes appending `perProcess` leads each to a new leads file at once: the ids of the lines it holds, in order. */
async function appendFromFourProcesses(perProcess: number): Promise<string[]> {
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'leads-')), 'leads.jsonl')
  // All four start appending at the same moment: when every one has loaded
  // TypeScript and said so, the test creates this file (a fixed start time
  // came too early for some on a busy machine, and they ran one after another).
  const go = `${file}.go`
  // Each child loads the real file-store.ts, compiled on the fly by TypeScript.
  const child = `
    const fs = require('node:fs'); const ts = require('typescript')
    require.extensions['.ts'] = (module, filename) => module._compile(ts.transpileModule(fs.readFileSync(filename, 'utf8'),
      { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true } }).outputText, filename)
    const { appendLead } = require(${JSON.stringify(path.resolve('src/lib/leads/store/file-store.ts'))})
    const [file, writer, count, go] = process.argv.slice(1)
    process.stdout.write('ready')
    const pause = new Int32Array(new SharedArrayBuffer(4))
    while (!fs.existsSync(go)) Atomics.wait(pause, 0, 0, 1)
    ;(async () => {
      for (let index = 0; index < Number(count); index++) {
        await appendLead({ id: writer + '-' + index, receivedAt: new Date(0).toISOString(), form: 'home',
          name: 'Visitor ' + writer + ' ' + 'x'.repeat((index * 7) % 93), phone: '+971501234567', country: 'AE' }, file)
      }
    })()`
  let ready = 0
  const run = (writer: string) =>
    new Promise<number | null>((resolve) => {
      const process_ = spawn(process.execPath, ['-e', child, file, writer, String(perProcess), go], { stdio: ['ignore', 'pipe', 'inherit'] })
      process_.stdout.once('data', () => {
        if (++ready === 4) void fs.writeFile(go, '')
      })
      process_.on('exit', resolve)
    })
  expect(await Promise.all(['a', 'b', 'c', 'd'].map(run))).toEqual([0, 0, 0, 0])
  return (await fs.readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as StoredLead).id)
}

/** How often the file passes from one writer's lines to another's. */
const switchesOf = (ids: string[]) => ids.filter((id, index) => index > 0 && id[0] !== ids[index - 1][0]).length

it('keeps appends from four processes at once as whole lines, none lost', async () => {
  const perProcess = 2000
  // The writers must really overlap, their lines alternating all through
  // the file, or the test proves nothing; on a busy machine the scheduler
  // may run them one after another, and the run is made again (3 at most).
  let ids: string[] = []
  for (let attempt = 1; attempt <= 3 && switchesOf(ids) <= 50; attempt++) {
    ids = await appendFromFourProcesses(perProcess)
    expect(ids).toHaveLength(4 * perProcess)
    expect(new Set(ids).size).toBe(4 * perProcess)
  }
  expect(switchesOf(ids)).toBeGreaterThan(50)
}, 90_000)
