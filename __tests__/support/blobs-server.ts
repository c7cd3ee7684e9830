/**
 * `@netlify/blobs`' own local server with its atomic-write proxy
 * (scripts/local-blobs.mjs), started as a process of its own, and the
 * context for it: given to the store directly, and as Netlify's runtime
 * sets it in a function's environment.
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

// As in scripts/local-blobs.mjs.
export const SITE_ID = 'local-site-id'
// Shaped as Netlify's (24 hex digits): the Blobs library refuses any other for a deploy's own store.
export const DEPLOY_ID = '0123456789abcdef01234567'
export const REGION = 'us-east-1'
const TOKEN = 'local-token'

export type LocalBlobs = {
  url: string
  /** The Blobs context for leadBlobs() and blobsStore(). */
  context: { siteID: string; token: string; edgeURL: string; uncachedEdgeURL: string }
  /** NETLIFY_BLOBS_CONTEXT as Netlify's runtime sets it for every modern function. */
  environmentContext: string
  stop: () => Promise<void>
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64')

export async function startBlobs(): Promise<LocalBlobs> {
  const child = spawn(process.execPath, ['scripts/local-blobs.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] })
  const [line] = await new Promise<string[]>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (first) => resolve([first]))
    child.once('exit', (code) => reject(new Error(`the local Blobs server exited (${code})`)))
  })
  const { url } = JSON.parse(line) as { url: string }
  return {
    url,
    context: { siteID: SITE_ID, token: TOKEN, edgeURL: url, uncachedEdgeURL: url },
    environmentContext: encode({ siteID: SITE_ID, deployID: DEPLOY_ID, primaryRegion: REGION, token: TOKEN, edgeURL: url, uncachedEdgeURL: url }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
