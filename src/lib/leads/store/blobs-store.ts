/**
 * Leads in Netlify Blobs: one entry per lead in the site-wide store `leads`
 * (it outlives deploys; a preview's leads go to its own deploy's store of
 * that name instead), keyed by the lead's id, read and written with
 * strong consistency. The contact function keeps a lead here first; the
 * redelivery run and `npm run leads` read, claim, update and delete them.
 *
 * The store is given its context explicitly (site, token, edge addresses),
 * read from the environment below or, for the agency's commands, from their
 * own settings; with it the store knows whether strong reads are possible.
 */
import { getDeployStore, getStore, type GetDeployStoreOptions } from '@netlify/blobs'
import { runtimeEnv } from '../runtime-env'
import { storeHttp } from './store-http'
import type { LeadRecord, LeadRecordStore, LeadStore, ListedLead } from '../types'

export type BlobsContext = { siteID: string; token: string; edgeURL?: string; uncachedEdgeURL?: string; apiURL?: string }

export const STORE_NAME = 'leads'
/** One request to the store; the library retries a failed one after 5 s, which a visitor must not wait for. */
export const STORE_TIMEOUT_MS = 1_500
/**
 * One page of the listing (up to 1,000 leads): bounded so a run whose store
 * stops answering still ends inside Netlify's 30 s. Each page has its own
 * bound, so a store of any size is listed in full, page after page.
 */
export const LIST_PAGE_TIMEOUT_MS = 8_000

const decode = (base64: string) => JSON.parse(Buffer.from(base64, 'base64').toString('utf8')) as Record<string, unknown>
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** The Blobs context as the runtime wrote it (base64 JSON), or undefined. */
export const rawBlobsContext = (env: NodeJS.ProcessEnv): unknown => (globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext ?? env.NETLIFY_BLOBS_CONTEXT

/**
 * The context Netlify's runtime gives every modern function (the contact
 * function, the scheduled one) in its environment, where the library's own
 * getStore() looks too; `netlify dev` and the local server set it the same way.
 */
export function blobsContextFromEnv(env: NodeJS.ProcessEnv = runtimeEnv()): BlobsContext | undefined {
  const raw = rawBlobsContext(env)
  try {
    const data = decode(String(raw ?? ''))
    const siteID = text(data.siteID)
    const token = text(data.token)
    if (!siteID || !token) return undefined
    return { siteID, token, edgeURL: text(data.edgeURL), uncachedEdgeURL: text(data.uncachedEdgeURL), apiURL: text(data.apiURL) }
  } catch {
    return undefined
  }
}

/**
 * The deploy the function runs on, as the runtime's Blobs context names it,
 * with the region its deploy-scoped stores live in: a preview's leads are
 * kept in a store of that deploy (deployLeadScope, store/choose-store.ts),
 * deleted with it.
 */
export type DeployScope = { deployID: string; region?: string }

export function deployScopeFromEnv(env: NodeJS.ProcessEnv = runtimeEnv()): DeployScope | undefined {
  try {
    const data = decode(String(rawBlobsContext(env) ?? ''))
    const deployID = text(data.deployID)
    return deployID ? { deployID, region: text(data.primaryRegion) } : undefined
  } catch {
    return undefined
  }
}

/**
 * The library's fetch (Node's HTTP client, store-http.ts), each request bounded. The library retries a request
 * that throws, or is answered 429 or 5xx, 5 s later, up to 5 times; such a
 * retry lands after the caller has given up (on Lambda, frozen timers resume
 * on the next invocation), so a lead kept or claimed by it changes behind the
 * function's back. Those outcomes come back as a 408 instead, which the
 * library never retries and reports at once as an error.
 */
export const boundedFetch: typeof fetch = async (input, init) => {
  // Its own timer, cleared once the answer is read (store-http.ts reads it
  // whole): AbortSignal.timeout's would still fire 1.5 s later, an error and
  // an abort event for every lead.
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(new DOMException('the store did not answer in time', 'TimeoutError')), STORE_TIMEOUT_MS)
  try {
    const response = await storeHttp(input, { ...init, signal: abort.signal })
    if (response.status !== 429 && response.status < 500) return response
    await response.body?.cancel()
    return new Response(null, { status: 408, statusText: `the store answered ${response.status}` })
  } catch (error) {
    return new Response(null, { status: 408, statusText: error instanceof Error ? error.name : 'no answer' })
  } finally {
    clearTimeout(timer)
  }
}

/** Rejects when `work` takes longer than `ms`, whatever the library's own retries are doing. */
export function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the lead store did not ${what} within ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

let toldNoUncached = false
/**
 * Strong reads need the uncached edge address: asked for without it, the
 * library refuses every request, writes included, and the store would be off
 * for every lead. Without it reads are eventual; claims stay safe, being
 * conditional writes.
 */
export function strongIfPossible(context: BlobsContext): 'strong' | undefined {
  if (context.uncachedEdgeURL) return 'strong'
  if (context.edgeURL && !toldNoUncached) {
    toldNoUncached = true
    console.warn('lead store: the Blobs context has no uncached edge address; reading with eventual consistency')
  }
  return undefined
}

/**
 * A conditional write's new etag, or undefined when the condition failed. The
 * library reads every answer but 412 as written, so an error (the 408 above)
 * comes back as written with no etag: that is a failure, not a success.
 */
export function written(result: { modified: boolean; etag?: string }): string | undefined {
  if (!result.modified) return undefined
  if (!result.etag) throw new Error('the lead store did not confirm the write')
  return result.etag
}

/**
 * The kept leads in Netlify Blobs, as the redelivery run and the commands go
 * through them: the site-wide store, or with `deploy` the store of that
 * deploy alone (Netlify's deploy-scoped store, which the library throws for
 * when the region is unknown).
 */
export function leadBlobs(context: BlobsContext, deploy?: DeployScope): LeadRecordStore {
  const options = { name: STORE_NAME, consistency: strongIfPossible(context), fetch: boundedFetch, ...context }
  const store = deploy ? getDeployStore({ ...options, deployID: deploy.deployID, region: deploy.region as GetDeployStoreOptions['region'] }) : getStore(options)
  return {
    async list(): Promise<ListedLead[]> {
      const listed: ListedLead[] = []
      const pages = store.list({ paginate: true })[Symbol.asyncIterator]()
      for (;;) {
        const page = await within(pages.next(), LIST_PAGE_TIMEOUT_MS, 'list a page of the leads')
        if (page.done) return listed
        listed.push(...page.value.blobs.map(({ key, etag }) => ({ key, etag })))
      }
    },
    read: async (key) => (await within(store.get(key, { type: 'json' }), STORE_TIMEOUT_MS, 'answer')) as LeadRecord | null,
    replace: async (key, record, etag) => written(await within(store.setJSON(key, record, { onlyIfMatch: etag }), STORE_TIMEOUT_MS, 'answer')),
    add: async (key, record) => written(await within(store.setJSON(key, record, { onlyIfNew: true }), STORE_TIMEOUT_MS, 'keep the lead')),
    remove: (key) => within(store.delete(key), STORE_TIMEOUT_MS, 'answer'),
  }
}

/** The contact function's view: keep a new lead, then settle it with what the targets said. */
export function blobsStore(context: BlobsContext, deploy?: DeployScope): LeadStore {
  const blobs = leadBlobs(context, deploy)
  return {
    kind: 'blobs',
    // A write only if new (`onlyIfNew`): of two posts of one id, exactly one is kept.
    keepsEachIdOnce: true,
    async keep(record) {
      let etag = await blobs.add(record.lead.id, record)
      if (!etag) return 'alreadyKept'
      // Each write over the one before: the targets' answers, then an ad platform's after the visitor's answer.
      return {
        settle: async (next) => {
          const written = etag && (await blobs.replace(record.lead.id, next, etag))
          etag = written || undefined
          return Boolean(written)
        },
      }
    },
  }
}
