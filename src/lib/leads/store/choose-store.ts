/**
 * Where the contact function keeps a lead before it tries any target: one
 * small interface (LeadStore, ../types.ts), two implementations, chosen here
 * and nowhere else; and the stores the redelivery run and `npm run leads` go
 * through (runStores below).
 *
 * - Netlify Blobs (blobs-store.ts), whenever the function's environment has
 *   a Blobs context (NETLIFY_BLOBS_CONTEXT, which Netlify's runtime sets for
 *   every modern function). Production.
 * - The leads file (file-store.ts) otherwise, off a live deploy:
 *   `gatsby develop` and `gatsby serve` keep leads with no set-up.
 * - Nothing, on a live deploy without a Blobs context: the lead then exists
 *   only in its targets, and the visitor is thanked only if all accepted it.
 */
import { alertBlobs, type AlertStore } from '../alerts/alert-store'
import { blobsContextFromEnv, blobsStore, leadBlobs, rawBlobsContext, type BlobsContext } from './blobs-store'
import type { LeadRecordStore, LeadStore } from '../types'
import { fileStore, leadsFilePath } from './file-store'
import { blobsGateKeys, gateOver, type FormGate } from './form-gate'

/**
 * The Blobs store of the last context seen: an instance serves many
 * invocations with the same context, and decoding it and making a store
 * for each lead is work on every visitor's wait.
 */
let blobs: { raw: unknown; store: LeadStore | undefined } | undefined

/** The store for one invocation; `live`: on a deploy Netlify serves (lead-delivery.ts's isLiveDeploy). */
export function chooseStore(live: boolean, env: NodeJS.ProcessEnv): LeadStore | undefined {
  const raw = rawBlobsContext(env)
  if (!blobs || blobs.raw !== raw) {
    const context = blobsContextFromEnv(env)
    blobs = { raw, store: context && blobsStore(context) }
  }
  if (blobs.store) return blobs.store
  if (env.LEADS_FILE || !live) return fileStore(leadsFilePath(env))
  return undefined
}

/** The kept leads, the alerts' memory, and the gate's (the held leads). */
export type RunStores = { leads: LeadRecordStore; alerts: AlertStore; gate: FormGate }

/**
 * The stores of the redelivery run and the commands: Netlify Blobs, the
 * only store that keeps what a run needs (each lead's record, its version,
 * the alerts' state); `context` is the function's (runStoresFromEnv) or the
 * commands' own settings (leads-cli/leads-commands.ts).
 */
export const runStores = (context: BlobsContext): RunStores => ({ leads: leadBlobs(context), alerts: alertBlobs(context), gate: gateOver(blobsGateKeys(context)) })

/** The redelivery run's stores, from the Blobs context Netlify gives the function; undefined without one. */
export function runStoresFromEnv(env: NodeJS.ProcessEnv): RunStores | undefined {
  const context = blobsContextFromEnv(env)
  return context && runStores(context)
}
