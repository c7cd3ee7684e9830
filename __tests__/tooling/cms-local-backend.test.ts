/**
 * @jest-environment node
 *
 * `npm run cms` serves the working copy to this machine's CMS only:
 * decap-server, started as scripts/cms.mjs starts it (scripts/decap-server.ts),
 * answers the CMS on 127.0.0.1 and nothing on the machine's other addresses,
 * where anyone on the same network would reach its file API (.env, .leads/,
 * git's hooks). Seen twice: by connecting to each other address the machine
 * has, and by the kernel's own table of listening sockets, which names the
 * address the server is bound to (so the test holds on a machine with no
 * network but loopback). And a page that reaches it by DNS rebinding (its
 * own name resolved to 127.0.0.1) reads nothing: its requests name that
 * page's host, and only the local site's Host and Origin are answered.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import { askDecapServerFor } from '../support/decap-request'
import { freePort } from '../support/free-port'
import { DEVELOP_SITE_PORT, startDecapServer } from '../../scripts/decap-server'

let server: ChildProcess
let PORT: number
/** The site whose /admin/ may use it, as `npm run cms` opens it on gatsby develop's port. */
const SITE = `http://localhost:${DEVELOP_SITE_PORT}`

/** Whether a TCP connection to `host` on the server's port is taken. */
const connects = (host: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port: PORT, timeout: 2_000 })
    const answer = (taken: boolean) => {
      socket.destroy()
      resolve(taken)
    }
    socket.once('connect', () => answer(true))
    socket.once('error', () => answer(false))
    socket.once('timeout', () => answer(false))
  })

/** decap-server's own answer to the CMS's first question, at `origin`. */
const info = (origin: string) =>
  fetch(`${origin}/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SITE }, body: JSON.stringify({ action: 'info' }) }).then((answer) => answer.json())

/** The CMS's request for a file of the working copy, with the Host and Origin a browser would give it (an empty Origin: none). */
const readFile = (file: string, { host = `localhost:${PORT}`, origin = SITE } = {}) => askDecapServerFor(file, { port: PORT, host, origin })
const PACKAGE_NAME = JSON.parse(fs.readFileSync('package.json', 'utf8')).name as string

/** The addresses listening on PORT, as the kernel lists them (/proc/net/tcp and tcp6: local address in hex, state 0A = LISTEN). */
function listeningAddresses(): string[] {
  const rows = ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) => fs.readFileSync(file, 'utf8').trim().split('\n').slice(1))
  return rows
    .map((row) => row.trim().split(/\s+/))
    .filter(([, local, , state]) => state === '0A' && parseInt(local.split(':')[1], 16) === PORT)
    .map(([, local]) => local.split(':')[0])
    .map((hex) => (hex.length === 8 ? Buffer.from(hex, 'hex').reverse().join('.') : hex))
}

beforeAll(async () => {
  PORT = await freePort()
  server = startDecapServer({ ...process.env, LOG_LEVEL: 'warn' }, { port: PORT, stdio: ['ignore', 'ignore', 'ignore'] })
  for (const deadline = Date.now() + 30_000; !(await info(`http://127.0.0.1:${PORT}`).then(() => true, () => false)); ) {
    if (server.exitCode !== null) throw new Error(`decap-server exited (${server.exitCode}); is port ${PORT} free?`)
    if (Date.now() > deadline) throw new Error('decap-server did not start')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}, 40_000)
afterAll(() => void server?.kill())

test('the CMS on this machine reaches it on 127.0.0.1', async () => {
  expect(await info(`http://127.0.0.1:${PORT}`)).toMatchObject({ type: 'local_fs' })
})

test("the machine's other addresses get no answer", async () => {
  const others = Object.values(os.networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && !address.address.startsWith('fe80:'))
    .map((address) => address!.address)
  for (const address of others) expect([address, await connects(address)]).toEqual([address, false])
  expect(await connects('127.0.0.1')).toBe(true)
})

test('the kernel lists it listening on 127.0.0.1 alone', () => {
  expect(listeningAddresses()).toEqual(['127.0.0.1'])
})

test("the CMS of the local site reads a file of the working copy", async () => {
  const answer = await readFile('package.json')
  expect(answer.status).toBe(200)
  expect(answer.body).toContain(PACKAGE_NAME)
})

test('a page reaching it by DNS rebinding (Host: rebind.example) reads nothing', async () => {
  for (const host of [`rebind.example:${PORT}`, 'rebind.example:8081', `localhost.rebind.example:${PORT}`, `localhost:${PORT + 1}`]) {
    const answer = await readFile('package.json', { host, origin: `http://${host}` })
    expect([host, answer.status]).toEqual([host, 403])
    expect(answer.body).not.toContain(PACKAGE_NAME)
  }
})

test("a request from any origin but the local site's, or naming none, reads nothing", async () => {
  for (const origin of ['http://rebind.example:8081', 'https://evil.example', `http://localhost:${PORT}`, `${SITE}.evil.example`, 'null', '']) {
    const answer = await readFile('package.json', { origin })
    expect([origin, answer.status]).toEqual([origin, 403])
    expect(answer.body).not.toContain(PACKAGE_NAME)
  }
})
