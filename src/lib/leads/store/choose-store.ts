/**
 * Where the contact function keeps a lead before it tries any target: one
 * small interface (LeadStore, ../types.ts), two implementations, chosen here
 * and nowhere else; and the stores the redelivery run and `npm run leads` go
 * through (runStores below).
 *
 * - Netlify Blobs (blobs-store.ts), whenever the function's environment has
 *   a Blobs context (NETLIFY_BLOBS_CONTEXT, which Netlify's runtime sets for
 *   every modern function). Production.
 * - On a preview (a deploy preview, a branch deploy: lead-delivery.ts's
 *   LeadDeploy), the Blobs store of that deploy alone: its leads never mix
 *   with production's, no redelivery run or `npm run leads` reads them, and
 *   Netlify deletes them with the deploy. Nothing without one.
 * - The leads file (file-store.ts) otherwise, off a live deploy:
 *   `gatsby develop` and `gatsby serve` keep leads with no set-up.
 * - Nothing, on a live deploy without a Blobs context: the lead then exists
 *   only in its targets, and the visitor is thanked only if all accepted it.
 */
import { alertBlobs, type AlertStore } from '../alerts/alert-store'
import type { LeadDeploy } from '../lead-delivery'
import { blobsContextFromEnv, blobsStore, deployScopeFromEnv, leadBlobs, rawBlobsContext, type BlobsContext } from './blobs-store'
import type { LeadRecordStore, LeadStore } from '../types'
import { fileStore, leadsFilePath } from './file-store'
import { blobsGateKeys, gateOver, type FormGate } from './form-gate'

/**
 * The Blobs stores of the last context seen: an instance serves many
 * invocations with the same context, and decoding it and making a store
 * for each lead is work on every visitor's wait.
 */
let blobs: { raw: unknown; store: LeadStore | undefined; previewStore: () => LeadStore | undefined } | undefined

/** The deploy's own store, made when first asked; none when the context names no deploy or region (logged once). */
function deployStoreOf(context: BlobsContext | undefined, env: NodeJS.ProcessEnv) {
  let made: { store: LeadStore | undefined } | undefined
  return () => {
    if (made) return made.store
    const scope = deployScopeFromEnv(env)
    try {
      made = { store: context && scope && blobsStore(context, scope) }
    } catch (error) {
      made = { store: undefined }
      console.warn(`lead store: no store of this deploy: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (context && !scope) console.warn('lead store: the Blobs context names no deploy; a preview keeps no lead')
    return made.store
  }
}

/** The store for one invocation on `deploy` (lead-delivery.ts's leadDeploy). */
export function chooseStore(deploy: LeadDeploy, env: NodeJS.ProcessEnv): LeadStore | undefined {
  const raw = rawBlobsContext(env)
  if (!blobs || blobs.raw !== raw) {
    const context = blobsContextFromEnv(env)
    blobs = { raw, store: context && blobsStore(context), previewStore: deployStoreOf(context, env) }
  }
  if (deploy === 'preview') return blobs.previewStore()
  if (blobs.store) return blobs.store
  if (env.LEADS_FILE || deploy === 'local') return fileStore(leadsFilePath(env))
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
