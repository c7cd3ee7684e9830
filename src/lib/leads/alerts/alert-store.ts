/**
 * What the alerts remember, in Netlify Blobs beside the leads: the site-wide
 * store `lead-alerts` (a store of its own, so listing the leads never meets
 * it), with two entries:
 *
 * - `state`: what the owners were told and the alerts waiting to be sent
 *   (alert-news.ts), written only over the version read (`onlyIfMatch`, or
 *   `onlyIfNew` the first time), as leads are claimed: of two runs at once,
 *   one writes, and only that one sends;
 * - `last-run`: the last redelivery run, when and what it did, for
 *   `npm run leads -- status`; each run overwrites it.
 */
import { getStore } from '@netlify/blobs'
import type { RunReport } from '../redelivery/redeliver'
import { boundedFetch, STORE_TIMEOUT_MS, strongIfPossible, within, written, type BlobsContext } from '../store/blobs-store'
import type { AlertState } from './alert-news'
import type { AlertChannel } from './alert-settings'

export const ALERT_STORE_NAME = 'lead-alerts'

export type LastRun = {
  at: string
  ms: number
  report?: RunReport
  error?: string
  /** How the run could tell the owners: the channels and heartbeat set, and settings it could not use. */
  alerting?: { channels: AlertChannel[]; heartbeat: boolean; problems: string[] }
}

/** What the redelivery run and `npm run leads -- status` read and write of the alerts' memory. */
export type AlertStore = {
  /**
   * The state and the version to write over; undefined when nothing was
   * ever written. The version comes from the listing, as the leads' does
   * (redeliver.ts): read before the state, so a write in between makes the
   * conditional write fail, never pass over unseen changes. (The local
   * Blobs server sends no etag with a read.)
   */
  readState(): Promise<{ state: AlertState; etag: string } | undefined>
  /** Writes over the version `etag` names (or only if none exists); the new etag, or undefined when another run wrote first. */
  writeState(state: AlertState, etag: string | undefined): Promise<string | undefined>
  readLastRun(): Promise<LastRun | null>
  writeLastRun(run: LastRun): Promise<void>
}

export function alertBlobs(context: BlobsContext): AlertStore {
  const store = getStore({ name: ALERT_STORE_NAME, consistency: strongIfPossible(context), fetch: boundedFetch, ...context })
  const answer = <T>(work: Promise<T>) => within(work, STORE_TIMEOUT_MS, 'answer')
  return {
    async readState() {
      const { blobs } = await answer(store.list({ prefix: 'state' }))
      const etag = blobs.find((blob) => blob.key === 'state')?.etag
      const state = etag ? ((await answer(store.get('state', { type: 'json' }))) as AlertState | null) : null
      return etag && state ? { state, etag } : undefined
    },
    writeState: async (state, etag) => written(await answer(store.setJSON('state', state, etag ? { onlyIfMatch: etag } : { onlyIfNew: true }))),
    readLastRun: async () => (await answer(store.get('last-run', { type: 'json' }))) as LastRun | null,
    writeLastRun: async (run) => void (await answer(store.setJSON('last-run', run))),
  }
}
