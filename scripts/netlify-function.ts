/**
 * The contact function as Netlify runs it, for the function tests
 * (__tests__/netlify/), the production benchmark (bench-contact.mjs) and the
 * local production server (serve-with-headers.mjs).
 *
 * Netlify bundles netlify/functions/contact.mts with its own bundler
 * (@netlify/zip-it-and-ship-it): the site's code through esbuild into one
 * ES module, for the Node line it runs, with no value of the build's
 * environment written in, and the packages it uses copied beside it. The
 * benchmark and the local production server use that very output; the Jest
 * tests, whose runtime loads no ES module, an esbuild bundle of the same
 * source in CommonJS. Either is called as Netlify calls it: a web Request
 * and a Netlify-shaped Context (ip, deploy.context, site, requestId). The
 * Blobs context is never passed in a call: like Netlify's runtime, the
 * caller sets NETLIFY_BLOBS_CONTEXT.
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import type { LandingPagesIndex } from '../src/lib/landing/landing'
import { LANDING_INDEX_FILE } from '../src/lib/landing/landing-index'

export type ContactContext = {
  ip: string
  requestId: string
  deploy: { context: string; id: string; published: boolean }
  site: { id: string; name: string; url: string }
  account: { id: string }
  geo: Record<string, never>
  params: Record<string, string>
  url: URL
  /** Work the function goes on with after its answer (the Lead goal); Netlify keeps the instance until it ends. */
  waitUntil: (work: Promise<unknown>) => void
}

export type ContactFunction = (request: Request, context: ContactContext) => Promise<Response>

/** The host of the production site (src/lib/head/site-url.ts), as visitors address it. */
export const SITE_ORIGIN = 'https://www.northwindgrowth.com'
export const CONTACT_PATH = '/api/contact'
export const CONTACT_SOURCE = 'netlify/functions/contact.mts'

/** The function carries the build's index of published landing pages: without a build, say so instead of esbuild's "Could not resolve". */
function mustHaveLandingIndex(root: string) {
  if (!existsSync(path.join(root, LANDING_INDEX_FILE))) throw new Error(`${LANDING_INDEX_FILE} is missing: \`npm run build\` writes it, and the contact function carries it`)
}

/**
 * The contact function as Netlify's bundler makes it for a deploy, into
 * `.netlify/bundled/`: the path of its ES module.
 */
export async function netlifyBundle(root: string = process.cwd(), source: string = CONTACT_SOURCE): Promise<string> {
  // The team's function (netlify/functions/team.mts) carries no index.
  if (source === CONTACT_SOURCE) mustHaveLandingIndex(root)
  const parent = path.join(root, '.netlify', 'bundled')
  mkdirSync(parent, { recursive: true })
  const out = mkdtempSync(path.join(parent, 'netlify-'))
  // Loaded here: an ES module only, which the Jest tests (using commonJsBundle) could not load.
  const { zipFunction } = await import('@netlify/zip-it-and-ship-it')
  const result = await zipFunction(path.join(root, source), out, { archiveFormat: 'none', basePath: root, repositoryRoot: root })
  if (!result || result.runtimeAPIVersion !== 2) throw new Error(`Netlify's bundler did not make a modern function of ${source}`)
  // The bundler keeps the source's folders when the function takes packages beside it (contact.mts:
  // <name>/netlify/functions/contact.mjs), and writes it flat when it is one file (event.mts: <name>/event.mjs).
  const nested = path.join(result.path, source.replace(/\.mts$/, '.mjs'))
  return existsSync(nested) ? nested : path.join(result.path, path.basename(source).replace(/\.mts$/, '.mjs'))
}

let bundles = 0

/**
 * The same source bundled by esbuild as Netlify's bundler runs it, in
 * CommonJS and with its packages inside, for Jest (`.netlify/bundled/`).
 * With the index of published landing pages the build wrote, as on Netlify,
 * or with `landingPages` in its place, for a test's own pages.
 */
export async function commonJsBundle(root: string = process.cwd(), { landingPages, source = CONTACT_SOURCE }: { landingPages?: LandingPagesIndex; source?: string } = {}): Promise<string> {
  const outdir = path.join(root, '.netlify', 'bundled')
  mkdirSync(outdir, { recursive: true })
  // One file per bundle: test files bundle at the same time in several workers,
  // and a test file may load two bundles (a require of the same file gives the first).
  const name = `${process.pid}-${++bundles}`
  const outfile = path.join(outdir, `contact-${name}.cjs`)
  const index = path.join(outdir, `landing-pages-${name}.json`)
  if (landingPages) writeFileSync(index, JSON.stringify(landingPages))
  else if (source === CONTACT_SOURCE) mustHaveLandingIndex(root)
  await build({
    plugins: landingPages ? [{ name: 'test-landing-pages', setup: (bundler) => bundler.onResolve({ filter: /published-landing-pages\.json$/ }, () => ({ path: index })) }] : [],
    entryPoints: [path.join(root, source)],
    bundle: true,
    platform: 'node',
    target: [`node${process.versions.node.split('.')[0]}`],
    format: 'cjs',
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
export function netlifyContext({
  ip = '203.0.113.7',
  deployContext = 'production',
  waitUntil = (work) => void work.catch(() => undefined),
}: { ip?: string; deployContext?: string; waitUntil?: ContactContext['waitUntil'] } = {}): ContactContext {
  return {
    waitUntil,
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
