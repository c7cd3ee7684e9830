/**
 * The contact function as Netlify runs it, for the function tests
 * (__tests__/netlify/), the production benchmark (bench-contact.mjs) and the
 * local production server (serve-with-headers.mjs).
 *
 * Netlify bundles netlify/functions/contact.mts with esbuild
 * (@netlify/zip-it-and-ship-it): every import in one file, for the Node line
 * it runs, with no value of the build's environment written in. This does
 * the same from the source, then calls the bundle's default export as
 * Netlify does: a web Request and a Netlify-shaped Context (ip,
 * deploy.context, site, requestId). The Blobs context is never passed in a
 * call: like Netlify's runtime, the caller sets NETLIFY_BLOBS_CONTEXT.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

export type ContactContext = {
  ip: string
  requestId: string
  deploy: { context: string; id: string; published: boolean }
  site: { id: string; name: string; url: string }
  account: { id: string }
  geo: Record<string, never>
  params: Record<string, string>
  url: URL
}

export type ContactFunction = (request: Request, context: ContactContext) => Promise<Response>

/** The host of the production site (src/lib/head/site-url.ts), as visitors address it. */
export const SITE_ORIGIN = 'https://www.northwindgrowth.com'
export const CONTACT_PATH = '/api/contact'
export const CONTACT_SOURCE = 'netlify/functions/contact.mts'

// As Netlify's bundler writes an ES module: `require` and `__dirname` for the CommonJS code it takes in.
const ESM_SHIM = `import { createRequire as ___nfyCreateRequire } from "module";
import { fileURLToPath as ___nfyFileURLToPath } from "url";
import { dirname as ___nfyPathDirname } from "path";
let __filename = ___nfyFileURLToPath(import.meta.url);
let __dirname = ___nfyPathDirname(___nfyFileURLToPath(import.meta.url));
let require = ___nfyCreateRequire(import.meta.url);`

/**
 * Bundles the contact function into `.netlify/bundled/`: an ES module, as
 * Netlify makes of an .mts file, or CommonJS for Jest, whose runtime loads
 * no ES module (the code is the same; only the wrapping differs).
 */
export async function bundleContactFunction(format: 'esm' | 'cjs' = 'esm', root: string = process.cwd()): Promise<string> {
  const outdir = path.join(root, '.netlify', 'bundled')
  mkdirSync(outdir, { recursive: true })
  // One file per process: test files bundle at the same time in several workers.
  const outfile = path.join(outdir, `contact-${process.pid}.${format === 'esm' ? 'mjs' : 'cjs'}`)
  await build({
    entryPoints: [path.join(root, CONTACT_SOURCE)],
    bundle: true,
    platform: 'node',
    target: [`node${process.versions.node.split('.')[0]}`],
    format,
    banner: format === 'esm' ? { js: ESM_SHIM } : undefined,
    resolveExtensions: ['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts', '.json'],
    outfile,
    logLevel: 'warning',
  })
  return outfile
}

/** The bundle's default export, the function Netlify invokes. */
export function contactFunctionOf(module: unknown): ContactFunction {
  const handler = (module as { default?: unknown }).default
  if (typeof handler !== 'function') throw new Error(`The bundled ${CONTACT_SOURCE} has no default export (Request, Context) => Response`)
  return handler as ContactFunction
}

let invocations = 0

/** The Context Netlify hands a function: the visitor's address and the deploy, among the rest. */
export function netlifyContext({ ip = '203.0.113.7', deployContext = 'production' }: { ip?: string; deployContext?: string } = {}): ContactContext {
  return {
    ip,
    requestId: `01JREQUEST${String(++invocations).padStart(16, '0')}`,
    deploy: { context: deployContext, id: 'local-deploy-id', published: deployContext === 'production' },
    site: { id: 'local-site-id', name: 'northwind-growth', url: SITE_ORIGIN },
    account: { id: 'local-account-id' },
    geo: {},
    params: {},
    url: new URL(CONTACT_PATH, SITE_ORIGIN),
  }
}

export type ContactCall = {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** The path as the visitor asked for it: /api/contact or /api/contact/. */
  path?: string
}

/** A request to the function as Netlify passes it on: the site's address, the visitor's headers. */
export function contactRequest({ method = 'POST', headers = {}, body, path: at = CONTACT_PATH }: ContactCall = {}): Request {
  return new Request(new URL(at, SITE_ORIGIN), {
    method,
    headers: { 'user-agent': 'Mozilla/5.0 (netlify-function test)', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : new Uint8Array(body),
  })
}

export type Answer = { status: number; headers: Record<string, string>; body: string }

/** The function's answer with its headers by lower-case name and its body as text. */
export async function readAnswer(response: Response): Promise<Answer> {
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() }
}
