/**
 * What the sign-in remembers: the secret sessions are signed with, each
 * link's hash until it is used or expires, each session's hash, and when
 * the last links to each address were sent. The form gate's few operations
 * (src/lib/leads/store/form-gate.ts's GateKeys) over their own store: the
 * Blobs store `team` on Netlify, `.leads/team/` beside the leads file
 * locally, memory where neither exists.
 */
import path from 'node:path'
import { blobsContextFromEnv } from '../leads/store/blobs-store'
import { leadsFilePath } from '../leads/store/file-store'
import { blobsGateKeys, folderGateKeys, memoryGateKeys, type GateKeys } from '../leads/store/form-gate'

export const TEAM_STORE_NAME = 'team'

let memory: GateKeys | undefined

export function teamKeys(env: NodeJS.ProcessEnv, live: boolean): GateKeys {
  const context = blobsContextFromEnv(env)
  if (context) return blobsGateKeys(context, undefined, TEAM_STORE_NAME)
  if (env.LEADS_FILE || !live) return folderGateKeys(path.join(path.dirname(leadsFilePath(env)), 'team'))
  return (memory ??= memoryGateKeys())
}
