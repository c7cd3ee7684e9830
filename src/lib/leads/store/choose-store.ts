/**
 * Where the contact function keeps a lead before it tries any target: one
 * small interface (LeadStore, ../types.ts), two implementations, chosen here
 * and nowhere else.
 *
 * - Netlify Blobs (blobs-store.ts), whenever the function's environment has
 *   a Blobs context (NETLIFY_BLOBS_CONTEXT, which Netlify's runtime sets for
 *   every modern function). Production.
 * - The leads file (file-store.ts) otherwise, off a live deploy:
 *   `gatsby develop` and `gatsby serve` keep leads with no set-up.
 * - Nothing, on a live deploy without a Blobs context: the lead then exists
 *   only in its targets, and the visitor is thanked only if all accepted it.
 */
import { blobsContextFromEnv, blobsStore } from './blobs-store'
import type { LeadStore } from '../types'
import { fileStore, leadsFilePath } from './file-store'

/** The store for one invocation; `live`: on a deploy Netlify serves (lead-delivery.ts's isLiveDeploy). */
export function chooseStore(live: boolean, env: NodeJS.ProcessEnv): LeadStore | undefined {
  const context = blobsContextFromEnv(env)
  if (context) return blobsStore(context)
  if (env.LEADS_FILE || !live) return fileStore(leadsFilePath(env))
  return undefined
}
