// Netlify Blobs on this machine, for the leads tests and the contact bench:
// `@netlify/blobs`' own local server (BlobsServer), never a mock, with a thin
// proxy in front that makes each conditional write atomic, as Netlify's
// store is. The local server checks If-Match and then writes, so two writes
// at once could both pass the check; through the proxy, writes and deletes
// to one key pass one at a time, and each holds its key until the clock has
// moved past the millisecond it wrote in (the local server's etag is made
// from the file's time, to the millisecond). Reads pass straight through.
//
// Imported: startLocalBlobs(), or spawnLocalBlobs() for a process of its own.
// Run (`node scripts/local-blobs.mjs [--direct]`): prints {"url": ...} on one
// line and serves until it is stopped; --direct leaves the proxy out (the
// contact bench, whose writes are each to a new key). The Jest tests run it
// so, as a process of its own: the server's package is ES modules only,
// which Jest's CommonJS runtime cannot load.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { BlobsServer } from '@netlify/blobs/server'

export const SITE_ID = 'local-site-id'
// Shaped as Netlify's (24 hex digits): the Blobs library refuses any other for a deploy's own store.
export const DEPLOY_ID = '0123456789abcdef01234567'
export const TOKEN = 'local-token'
// The region of a deploy's own stores, named in the runtime's context (primaryRegion) as Netlify names it.
export const REGION = 'us-east-1'

const tails = new Map()

/** Runs `work` after every earlier write to `key` has finished, and a millisecond after its own. */
function oneAtATime(key, work) {
  const before = tails.get(key) ?? Promise.resolve()
  const mine = before.then(async () => {
    await work()
    const wrote = Date.now()
    while (Date.now() <= wrote + 1) await new Promise((resolve) => setTimeout(resolve, 1))
  })
  const tail = mine.catch(() => undefined)
  tails.set(key, tail)
  void tail.then(() => tails.get(key) === tail && tails.delete(key))
  return mine
}

export async function startLocalBlobs({ directory = mkdtempSync(path.join(os.tmpdir(), 'blobs-')), direct = false } = {}) {
  const server = new BlobsServer({ directory, token: TOKEN })
  const { port: blobsPort } = await server.start()
  if (direct) return { url: `http://127.0.0.1:${blobsPort}`, directory, stop: () => server.stop() }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const forward = (req, res, body) =>
    new Promise((resolve) => {
      const upstream = http.request({ host: '127.0.0.1', port: blobsPort, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res).on('finish', resolve)
      })
      upstream.on('error', () => {
        res.writeHead(502).end()
        resolve()
      })
      upstream.end(body)
    })
  const proxy = http.createServer((req, res) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const key = new URL(req.url ?? '/', 'http://proxy').pathname
      if (req.method === 'PUT' || req.method === 'DELETE') void oneAtATime(key, () => forward(req, res, body))
      else void forward(req, res, body)
    })
  })
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${proxy.address().port}`
  return {
    url,
    directory,
    stop: async () => {
      await new Promise((resolve) => proxy.close(resolve))
      proxy.closeAllConnections()
      agent.destroy()
      await server.stop()
    },
  }
}

/** The server in a process of its own, so it does not share the caller's event loop. */
export async function spawnLocalBlobs(args = []) {
  // Each write is six file-system calls, run on libuv's thread pool. In
  // memory (the bench's /dev/shm) each takes microseconds, so 2 threads keep
  // up with 100 writes in flight; a larger pool only adds threads that
  // contend with the function for this machine's two cores (64 threads
  // doubled the store's CPU per lead, measured).
  const env = { ...process.env, UV_THREADPOOL_SIZE: '2' }
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...args], { stdio: ['ignore', 'pipe', 'inherit'], env })
  // Stopped with the caller, also when the caller ends on an error.
  const stopWithCaller = () => child.kill('SIGTERM')
  process.once('exit', stopWithCaller)
  const [line] = await once(createInterface({ input: child.stdout }), 'line')
  const { url } = JSON.parse(line)
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        process.off('exit', stopWithCaller)
        child.once('exit', resolve).kill('SIGTERM')
      }),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--directory')
  const directory = at > 0 ? mkdtempSync(process.argv[at + 1]) : undefined
  const blobs = await startLocalBlobs({ direct: process.argv.includes('--direct'), directory })
  console.log(JSON.stringify({ url: blobs.url, directory: blobs.directory }))
  // A folder asked for by name (the bench's, in memory) is removed with the server.
  const removeAsked = () => at > 0 && rmSync(blobs.directory, { recursive: true, force: true })
  process.on('SIGTERM', () => blobs.stop().then(removeAsked).then(() => process.exit(0)))
}
