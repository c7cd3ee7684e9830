/**
 * The stores of the deploys that kept a preview's leads (a deploy preview,
 * a branch deploy: choose-store.ts), found again by the site's redelivery
 * run and by `npm run leads -- forget`. Netlify's library lists no deploy's
 * store, so a preview names its deploy (its id and region, nothing of the
 * lead) in the site-wide gate's `previews/` keys when it keeps its first
 * lead. The run deletes each preview lead PREVIEW_RETENTION_DAYS after it
 * arrived, and forgets a deploy whose store it emptied.
 */
import { leadBlobs, type BlobsContext, type DeployScope } from './blobs-store'
import { DAY_MS } from './lead-records'
import type { GateKeys } from './form-gate'
import type { LeadRecordStore } from '../types'

/** A preview's leads are test leads, told to nobody: kept a week, for whoever tests the form to look at. */
export const PREVIEW_RETENTION_DAYS = 7

const PREVIEWS_FOLDER = 'previews/'

/** One deploy's store of leads, as the run and the commands open it. */
export type PreviewStore = { deploy: DeployScope; leads: LeadRecordStore }

export type PreviewStores = {
  /** Notes that `deploy` keeps leads; a write only if new. */
  note(deploy: DeployScope): Promise<void>
  /** The deploys noted, each with its store. */
  list(): Promise<PreviewStore[]>
  /** Forgets a deploy noted (its store is empty). */
  drop(deploy: DeployScope): Promise<void>
}

/** The preview stores named in the site-wide gate's keys, opened with `context`. */
export function previewStores(keys: GateKeys, context: BlobsContext): PreviewStores {
  return {
    note: async ({ deployID, region }) => void (await keys.addIfNew(`${PREVIEWS_FOLDER}${deployID}`, region ?? '')),
    async list() {
      const found: PreviewStore[] = []
      for await (const page of keys.pages(PREVIEWS_FOLDER)) {
        for (const key of page) {
          const deploy = { deployID: key.slice(PREVIEWS_FOLDER.length), region: (await keys.get(key)) || undefined }
          found.push({ deploy, leads: leadBlobs(context, deploy) })
        }
      }
      return found
    },
    drop: ({ deployID }) => keys.remove(`${PREVIEWS_FOLDER}${deployID}`),
  }
}

/** Whether a preview's lead is past its week at `now`. */
export const isPastPreviewRetention = (receivedAt: string, now: Date) => now.getTime() - Date.parse(receivedAt) >= PREVIEW_RETENTION_DAYS * DAY_MS

/**
 * Deletes the preview leads past their week, at most `atMost` of them, and
 * forgets a deploy whose store is then empty; how many it deleted.
 */
export async function sweepPreviews(previews: PreviewStores, now: Date, atMost: number): Promise<number> {
  let deleted = 0
  for (const { deploy, leads } of await previews.list()) {
    const listed = await leads.list()
    let left = listed.length
    for (const { key } of listed) {
      if (deleted >= atMost) return deleted
      const record = await leads.read(key)
      if (record && !isPastPreviewRetention(record.lead.receivedAt, now)) continue
      if (record) await leads.remove(key)
      deleted += 1
      left -= 1
    }
    if (left === 0) await previews.drop(deploy)
  }
  return deleted
}
