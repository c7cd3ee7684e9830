/**
 * The kept leads as the team's inbox reads and changes them: every lead,
 * one lead with its version, and a write only over that version, so that of
 * two people saving one lead the second is told it changed and nothing is
 * overwritten unseen.
 * - Netlify Blobs: the site-wide store `leads` (src/lib/leads/store/blobs-store.ts),
 *   read with its etag (`getWithMetadata`), written with `onlyIfMatch`.
 * - The leads file, locally: the lead as it arrived (file-store.ts), and
 *   beside it `.leads/records/<id>.json`, what the team made of it, with a
 *   version number: a write names the version it read, and is refused when
 *   the file holds another (read, compared and written without a pause, in
 *   one process).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { getStore } from '@netlify/blobs'
import { blobsContextFromEnv, boundedFetch, STORE_NAME, STORE_TIMEOUT_MS, strongIfPossible, within, written, type BlobsContext } from '../leads/store/blobs-store'
import { leadsFilePath, readLeads } from '../leads/store/file-store'
import type { LeadRecord } from '../leads/types'

export type VersionedLead = { record: LeadRecord; etag: string }

export type TeamLeads = {
  kind: 'blobs' | 'file'
  list(): Promise<LeadRecord[]>
  read(id: string): Promise<VersionedLead | undefined>
  /** The new version, or undefined when the lead changed since `etag` was read. */
  replace(id: string, record: LeadRecord, etag: string): Promise<string | undefined>
}

const LIST_CONCURRENCY = 8
const isLeadId = (id: string) => /^[\w-]{1,80}$/.test(id)

export function blobsTeamLeads(context: BlobsContext): TeamLeads {
  const store = getStore({ name: STORE_NAME, consistency: strongIfPossible(context), fetch: boundedFetch, ...context })
  const read = async (id: string) => {
    if (!isLeadId(id)) return undefined
    const kept = await within(store.getWithMetadata(id, { type: 'json' }), STORE_TIMEOUT_MS, 'answer')
    if (!kept) return undefined
    if (kept.etag) return { record: kept.data as LeadRecord, etag: kept.etag }
    // Netlify answers a read with its etag; @netlify/blobs' local server only lists it. Listed first, then read again, the etag
    // is never newer than the data: a save over it is refused at worst, never let through over a change unseen.
    const etag = (await within(store.list({ prefix: id }), STORE_TIMEOUT_MS, 'answer')).blobs.find((blob) => blob.key === id)?.etag
    const again = etag && (await within(store.get(id, { type: 'json' }), STORE_TIMEOUT_MS, 'answer'))
    return etag && again ? { record: again as LeadRecord, etag } : undefined
  }
  return {
    kind: 'blobs',
    async list() {
      const keys: string[] = []
      for await (const page of store.list({ paginate: true })) keys.push(...page.blobs.map((blob) => blob.key))
      const records: LeadRecord[] = []
      let next = 0
      const worker = async () => {
        while (next < keys.length) {
          const record = (await within(store.get(keys[next++], { type: 'json' }), STORE_TIMEOUT_MS, 'answer')) as LeadRecord | null
          if (record) records.push(record)
        }
      }
      await Promise.all(Array.from({ length: LIST_CONCURRENCY }, worker))
      return records
    },
    read,
    replace: async (id, record, etag) => written(await within(store.setJSON(id, record, { onlyIfMatch: etag }), STORE_TIMEOUT_MS, 'answer')),
  }
}

/** What the team made of a local lead, beside the leads file. */
type Sidecar = { version: number; record: Partial<LeadRecord> }
const TEAM_FIELDS = ['stage', 'value', 'firstContactMinutes', 'history', 'firstContactAlertAt'] as const

export function fileTeamLeads(file: string): TeamLeads {
  const folder = path.join(path.dirname(file), 'records')
  const sidecarFile = (id: string) => path.join(folder, `${id}.json`)
  const sidecar = (id: string): Sidecar => {
    try {
      return JSON.parse(readFileSync(sidecarFile(id), 'utf8')) as Sidecar
    } catch {
      return { version: 0, record: {} }
    }
  }
  const recordOf = (lead: LeadRecord['lead']): LeadRecord => ({ lead, targets: {}, status: 'delivered', deliveredAt: lead.receivedAt, ...sidecar(lead.id).record })
  const find = async (id: string) => (await readLeads(file)).find((lead) => lead.id === id)
  return {
    kind: 'file',
    list: async () => (await readLeads(file)).map(recordOf),
    async read(id) {
      const lead = isLeadId(id) ? await find(id) : undefined
      return lead && { record: recordOf(lead), etag: String(sidecar(id).version) }
    },
    async replace(id, record, etag) {
      if (!isLeadId(id)) return undefined
      const kept = sidecar(id)
      if (String(kept.version) !== etag) return undefined
      const version = kept.version + 1
      mkdirSync(folder, { recursive: true })
      writeFileSync(sidecarFile(id), JSON.stringify({ version, record: Object.fromEntries(TEAM_FIELDS.filter((field) => record[field] !== undefined).map((field) => [field, record[field]])) }))
      return String(version)
    },
  }
}

/** Blobs wherever the function has a Blobs context; the leads file elsewhere (as choose-store.ts chooses). */
export function teamLeads(env: NodeJS.ProcessEnv): TeamLeads {
  const context = blobsContextFromEnv(env)
  return context ? blobsTeamLeads(context) : fileTeamLeads(leadsFilePath(env))
}
