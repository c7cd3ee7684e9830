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
 *   with production's, and Netlify deletes them with the deploy. The
 *   deploy is named in the site's gate (preview-stores.ts) when it keeps a
 *   lead, so the redelivery run deletes its leads after a week and
 *   `npm run leads -- forget` searches it. Nothing without one.
 * - The leads file (file-store.ts) otherwise, off a live deploy:
 *   `gatsby develop` and `gatsby serve` keep leads with no set-up.
 * - Nothing, on a live deploy without a Blobs context: the lead then exists
 *   only in its targets, and the visitor is thanked only if all accepted it.
 */
import { alertBlobs, type AlertStore } from '../alerts/alert-store'
import type { LeadDeploy } from '../lead-delivery'
import { blobsContextFromEnv, blobsStore, deployScopeFromEnv, leadBlobs, rawBlobsContext, type BlobsContext, type DeployScope } from './blobs-store'
import type { LeadRecordStore, LeadStore } from '../types'
import { fileStore, leadsFilePath } from './file-store'
import { blobsGateKeys, gateOver, type FormGate } from './form-gate'
import { previewStores, type PreviewStores } from './preview-stores'

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
      made = { store: context && scope && notingPreview(blobsStore(context, scope), previewStores(blobsGateKeys(context), context), scope) }
    } catch (error) {
      made = { store: undefined }
      console.warn(`lead store: no store of this deploy: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (context && !scope) console.warn('lead store: the Blobs context names no deploy; a preview keeps no lead')
    return made.store
  }
}

/**
 * A preview's store that names its deploy in the site's gate with every lead
 * it keeps: a write only if new, and a preview's leads are few. Not once per
 * instance: the run forgets a deploy whose store it emptied, and a warm
 * instance's next lead must name it again (a failure is logged, the lead
 * kept all the same).
 */
function notingPreview(store: LeadStore, previews: PreviewStores, scope: DeployScope): LeadStore {
  return {
    ...store,
    async keep(record) {
      const kept = await store.keep(record)
      await previews.note(scope).catch((error: unknown) => {
        console.warn(`lead store: this preview's store could not be named for its week's retention: ${error instanceof Error ? error.message : String(error)}`)
      })
      return kept
    },
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

/** The kept leads, the alerts' memory, the gate's (the held leads), and the previews' stores that kept leads. */
export type RunStores = { leads: LeadRecordStore; alerts: AlertStore; gate: FormGate; previews?: PreviewStores }

/**
 * The stores of the redelivery run and the commands: Netlify Blobs, the
 * only store that keeps what a run needs (each lead's record, its version,
 * the alerts' state); `context` is the function's (runStoresFromEnv) or the
 * commands' own settings (leads-cli/leads-commands.ts).
 */
export const runStores = (context: BlobsContext): RunStores => ({
  leads: leadBlobs(context),
  alerts: alertBlobs(context),
  gate: gateOver(blobsGateKeys(context)),
  previews: previewStores(blobsGateKeys(context), context),
})

/** The redelivery run's stores, from the Blobs context Netlify gives the function; undefined without one. */
export function runStoresFromEnv(env: NodeJS.ProcessEnv): RunStores | undefined {
  const context = blobsContextFromEnv(env)
  return context && runStores(context)
}
