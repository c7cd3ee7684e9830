/**
 * @jest-environment node
 *
 * The local server the browser tests use (scripts/serve-with-headers.mjs)
 * serves public/ and nothing beside it, however an address is escaped, and
 * answers a malformed address with 400 instead of stopping, and a page
 * rebuilt while it runs as rebuilt, gzipped or not. It is started
 * here on a loopback port with a small site whose sibling folders hold
 * secrets, and sent addresses as raw as an attacker's client sends them.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { freePort } from '../support/free-port'

const SECRET = 'the contents of a file outside public/'

let site: string
let server: ChildProcess
let port: number


/** GET `rawPath` exactly as written (no client normalises it): status and body. */
const get = (rawPath: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath }, (response) => {
        let body = ''
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
      .on('error', reject)
  })

/** GET `rawPath` as a browser asks for it, gzip accepted: status, encoding and body. */
const getGzipped = (rawPath: string) =>
  new Promise<{ status: number; encoding?: string; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath, headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const encoding = response.headers['content-encoding']
          const bytes = Buffer.concat(chunks)
          resolve({ status: response.statusCode ?? 0, encoding, body: (encoding === 'gzip' ? zlib.gunzipSync(bytes) : bytes).toString('utf8') })
        })
      })
      .on('error', reject)
  })

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
  fs.writeFileSync(path.join(site, file), text)
}

beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'served-'))
  write('www/public/index.html', '<!DOCTYPE html><title>Home</title><h1>Home</h1>')
  write('www/public/404.html', '<!DOCTYPE html><title>Not found</title><h1>Not found</h1>')
  write('www/public/_headers', '/*\n  X-Content-Type-Options: nosniff\n')
  write('www/public/insights/page.html', '<!DOCTYPE html><title>Page</title><h1>A page in a folder</h1>')
  // Beside public/, as the fixture build leaves public-published/ and
  // public-fixtures/, and one and two folders above it: every address below
  // that climbs out of public/ finds a secret, were the server to let it.
  write('www/secret.txt', SECRET)
  write('www/public-published/secret.txt', SECRET)
  write('secret.txt', SECRET)
  port = await freePort()
  // Run from a folder with no build in it, as on a fresh clone before `npm run build`.
  const script = path.resolve('scripts/serve-with-headers.mjs')
  server = spawn(process.execPath, [script, '--port', String(port), '--root', path.join(site, 'www', 'public')], { cwd: path.join(site, 'www'), stdio: ['ignore', 'ignore', 'pipe'] })
  for (const deadline = Date.now() + 60_000; ; ) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`)
    if (await get('/').then(({ status }) => status === 200, () => false)) break
    if (Date.now() > deadline) throw new Error('the server did not start')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}, 90_000)

afterAll(() => {
  server?.kill()
  fs.rmSync(site, { recursive: true, force: true })
})

test.each([
  '/..%2Fsecret.txt',
  '/..%2Fpublic-published%2Fsecret.txt',
  '/%2e%2e%2Fpublic-published/secret.txt',
  '/%2E%2E%2F%2E%2E%2Fsecret.txt',
  '/..%5Csecret.txt',
  '/%5C..%5C..%5Csecret.txt',
  '/../secret.txt',
  '/public/..%2F..%2Fsecret.txt',
])('%s serves nothing outside public/: the not-found page', async (address) => {
  const { status, body } = await get(address)
  expect(body).not.toContain(SECRET)
  expect(status).toBe(404)
  expect(body).toContain('Not found')
})

// What makes the %5C addresses above able to fail on Linux too: the server
// reads a backslash as a separator (as Windows does), so `..\` climbs there
// as on Windows, and only the server's check keeps it inside public/.
test('a backslash is read as a separator, on every system', async () => {
  expect(await get('/insights%5Cpage.html')).toEqual({ status: 200, body: expect.stringContaining('<h1>A page in a folder</h1>') })
})

test.each(['/%E0', '/%', '/a%2', '/%00', '/index.html%00.txt'])('%s is malformed: 400, and the server keeps serving', async (address) => {
  const { status, body } = await get(address)
  expect(status).toBe(400)
  expect(body).toBe('Bad request: the address is malformed.\n')
  expect((await get('/')).status).toBe(200)
})

test('the pages of public/ are served as before', async () => {
  expect(await get('/')).toEqual({ status: 200, body: expect.stringContaining('<h1>Home</h1>') })
  expect(await get('/index.html')).toEqual({ status: 200, body: expect.stringContaining('<h1>Home</h1>') })
  expect((await get('/no-such-page/')).status).toBe(404)
})

test('before any build, the contact function cannot load: its address answers 500, and the pages are still served', async () => {
  expect((await get('/api/contact')).status).toBe(500)
  expect(await get('/')).toEqual({ status: 200, body: expect.stringContaining('<h1>Home</h1>') })
})

test('headers and rewrites a rebuild has changed while the server runs apply to the next request', async () => {
  const before = fs.readFileSync(path.join(site, 'www/public/_headers'), 'utf8')
  const policyOf = (rawPath: string) =>
    new Promise<string | undefined>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: rawPath }, (response) => resolve(response.resume().headers['content-security-policy'] as string | undefined)).on('error', reject)
    })
  try {
    write('www/public/_headers', `${before}  Content-Security-Policy: script-src 'sha256-before'\n`)
    expect(await policyOf('/')).toBe("script-src 'sha256-before'")
    write('www/public/_headers', `${before}  Content-Security-Policy: script-src 'sha256-after'\n`)
    expect(await policyOf('/')).toBe("script-src 'sha256-after'")
    expect((await get('/moved/page')).status).toBe(404)
    write('www/public/_redirects', '/moved/*  /insights/page.html  200\n')
    expect(await get('/moved/page')).toEqual({ status: 200, body: expect.stringContaining('<h1>A page in a folder</h1>') })
  } finally {
    write('www/public/_headers', before)
    fs.rmSync(path.join(site, 'www/public/_redirects'), { force: true })
  }
})

test('a page rebuilt while the server runs is served as rebuilt, gzipped as before', async () => {
  write('www/public/insights/rebuilt.html', '<!DOCTYPE html><title>Before</title><h1>Before the rebuild</h1>')
  expect(await getGzipped('/insights/rebuilt.html')).toEqual({ status: 200, encoding: 'gzip', body: expect.stringContaining('<h1>Before the rebuild</h1>') })
  write('www/public/insights/rebuilt.html', '<!DOCTYPE html><title>After</title><h1>After the rebuild</h1>')
  expect(await getGzipped('/insights/rebuilt.html')).toEqual({ status: 200, encoding: 'gzip', body: expect.stringContaining('<h1>After the rebuild</h1>') })
  expect(await get('/insights/rebuilt.html')).toEqual({ status: 200, body: expect.stringContaining('<h1>After the rebuild</h1>') })
})
