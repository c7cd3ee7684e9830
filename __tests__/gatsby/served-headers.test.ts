/**
 * @jest-environment node
 *
 * The headers the build writes into public/_headers (the Netlify adapter's
 * own writer, handed the routes gatsby/netlify/adapter.ts makes), as
 * scripts/serve-with-headers.mjs serves them the way Netlify does:
 * - an upload (/uploads/…) comes with a policy that runs nothing and is a
 *   sandbox of no origin, and nosniff; the pages keep the site's policy;
 * - the deployed /admin/ allows no address on the editor's machine; only
 *   the CMS on this machine (--local-cms, as the CMS's browser tests serve
 *   it) may reach decap-server.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { withSecurityHeaders } from '../../gatsby/netlify/adapter'
import { LOCAL_CMS_BACKEND, contentSecurityPolicy } from '../../gatsby/netlify/security-headers'
import { freePort } from '../support/free-port'

// The adapter's own writer of _headers and _redirects (CommonJS without types, not among the package's exports).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { processRoutesManifest } = require(path.resolve('node_modules/gatsby-adapter-netlify/dist/route-handler.js')) as { processRoutesManifest: (routes: unknown[], headerRoutes: unknown) => { headers: string } }

let site: string
const servers: ChildProcess[] = []


/** serve-with-headers.mjs over the small site, with `flags`; its origin once it answers. */
async function serve(...flags: string[]): Promise<string> {
  const port = await freePort()
  const server = spawn(process.execPath, ['scripts/serve-with-headers.mjs', '--port', String(port), '--root', site, ...flags], { stdio: ['ignore', 'ignore', 'inherit'] })
  servers.push(server)
  const origin = `http://127.0.0.1:${port}`
  for (const deadline = Date.now() + 60_000; !(await fetch(`${origin}/`).then((answer) => answer.ok, () => false)); ) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`)
    if (Date.now() > deadline) throw new Error('the server did not start')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return origin
}

/** A policy's directives, by name. */
const directives = (policy: string | null) =>
  Object.fromEntries((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]))

let deployed: string
let local: string

beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'))
  fs.mkdirSync(path.join(site, 'uploads'))
  fs.mkdirSync(path.join(site, 'admin'))
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title>')
  fs.writeFileSync(path.join(site, '404.html'), '<!doctype html><title>Not found</title>')
  fs.writeFileSync(path.join(site, 'admin', 'index.html'), '<!doctype html><title>Content</title>')
  for (const name of fs.readdirSync('__tests__/fixtures/uploads')) fs.copyFileSync(path.join('__tests__/fixtures/uploads', name), path.join(site, 'uploads', name))
  // Gatsby's own default headers on every path, as the build hands them to the adapter.
  const gatsbyDefaults = [{ path: '/*', headers: [{ key: 'x-frame-options', value: 'DENY' }, { key: 'referrer-policy', value: 'same-origin' }] }]
  fs.writeFileSync(path.join(site, '_headers'), processRoutesManifest([], withSecurityHeaders(gatsbyDefaults, contentSecurityPolicy(["'sha256-loader'"]))).headers)
  ;[deployed, local] = await Promise.all([serve(), serve('--local-cms')])
}, 90_000)

afterAll(() => {
  for (const server of servers) server.kill()
  fs.rmSync(site, { recursive: true, force: true })
})

test.each([
  ['photo.png', 'image/png'],
  ['photo.jpg', 'image/jpeg'],
  ['photo.webp', 'image/webp'],
  ['photo.avif', 'image/avif'],
  ['photo.gif', 'image/gif'],
])('an upload (%s) is served as an image, under a policy that runs nothing, as a sandbox, and never sniffed', async (name, type) => {
  const upload = await fetch(`${deployed}/uploads/${name}`)
  expect(upload.status).toBe(200)
  expect(upload.headers.get('content-type')).toBe(type)
  expect(upload.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
  expect(upload.headers.get('x-content-type-options')).toBe('nosniff')
  // The site's other security headers still apply there.
  expect(upload.headers.get('x-frame-options')).toBe('DENY')
})

test("the pages keep the site's own policy", async () => {
  const home = await fetch(`${deployed}/`)
  expect(directives(home.headers.get('content-security-policy'))['script-src']).toContain("'sha256-loader'")
  expect(home.headers.get('content-security-policy')).not.toContain('sandbox')
})

test('the deployed /admin/ allows no address on the editor\'s machine', async () => {
  const policy = (await fetch(`${deployed}/admin/`)).headers.get('content-security-policy') ?? ''
  expect(directives(policy)['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.github.com']))
  expect(policy).not.toMatch(/localhost|127\.0\.0\.1|http:/)
})

test('the CMS on this machine may reach decap-server, and nothing else changes', async () => {
  const deployedPolicy = directives((await fetch(`${deployed}/admin/`)).headers.get('content-security-policy'))
  const localPolicy = directives((await fetch(`${local}/admin/`)).headers.get('content-security-policy'))
  expect(localPolicy).toEqual({ ...deployedPolicy, 'connect-src': [...deployedPolicy['connect-src'], LOCAL_CMS_BACKEND] })
  expect((await fetch(`${local}/`)).headers.get('content-security-policy')).toBe((await fetch(`${deployed}/`)).headers.get('content-security-policy'))
})
