/**
 * Where the contact function keeps a lead before it tries any target: one
 * small interface, two implementations, chosen here and nowhere else.
 *
 * - Netlify Blobs (blobs-store.ts), whenever the function has a Blobs
 *   context: from the invocation's event in Lambda compatibility mode, or
 *   from the environment (v2 functions, the scheduled function). Production.
 * - The leads file (lead-store.ts) otherwise, outside production:
 *   `gatsby develop` and `gatsby serve` keep leads with no set-up.
 * - Nothing, in production without a Blobs context: the lead then exists
 *   only in its targets, and the visitor is thanked only if all accepted it.
 */
import { isProduction } from '../lead-delivery'
import { runtimeEnv } from '../runtime-env'
import { blobsContextFromEnv, blobsStore, type BlobsContext } from './blobs-store'
import { leadsFile, leadsFilePath } from './lead-store'
import type { LeadRecord } from './lead-records'

export type LeadStore = {
  /** `blobs` or `file`, for logs. */
  kind: string
  /** Keeps a new lead durably; rejects when it cannot. */
  keep(record: LeadRecord): Promise<KeptLead>
}

export type KeptLead = {
  /** Writes what the targets answered onto the kept lead; false when another writer changed it first. */
  settle(record: LeadRecord): Promise<boolean>
}

/** The store for one invocation: `eventContext` is the Blobs context its event carried, if any. */
export function chooseStore(eventContext?: BlobsContext, env: NodeJS.ProcessEnv = runtimeEnv()): LeadStore | undefined {
  const context = eventContext ?? blobsContextFromEnv(env)
  if (context) return blobsStore(context)
  if (env.LEADS_FILE || !isProduction(env)) return leadsFile(leadsFilePath(env))
  return undefined
}
