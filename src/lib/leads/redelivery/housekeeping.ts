/**
 * What the redelivery run deletes besides old leads (redeliver.ts): the
 * form gate's keys once they can matter no more (store/form-gate.ts's
 * `sweep`: arrivals after their hour, spent tokens after their tokens' last
 * day), and the previews' leads after their week
 * (store/preview-stores.ts). Each bounded, so a backlog is cleared over a
 * few runs and no run outlasts Netlify's 30 s; a store that fails is
 * logged, and the next run tries again.
 */
import { reduceUrls } from '../../security/secret-urls'
import type { RunStores } from '../store/choose-store'
import { sweepPreviews } from '../store/preview-stores'

/** Keys deleted at most in one run: one flood's hour of arrivals at most. */
export const GATE_KEYS_PER_RUN = 500
/** Preview leads deleted at most in one run. */
export const PREVIEW_LEADS_PER_RUN = 200

const failed = (what: string, log: (line: string) => void) => (error: unknown) => {
  log(`redelivery: ${what}: ${error instanceof Error ? reduceUrls(error.message) : 'unknown error'}`)
  return 0
}

export async function housekeeping(stores: Pick<RunStores, 'gate' | 'previews'>, now: Date, log: (line: string) => void): Promise<{ gateKeys: number; previewLeads: number }> {
  const [gateKeys, previewLeads] = await Promise.all([
    stores.gate.sweep(now, GATE_KEYS_PER_RUN).catch(failed('the form gate could not be swept', log)),
    stores.previews ? sweepPreviews(stores.previews, now, PREVIEW_LEADS_PER_RUN).catch(failed("the previews' leads could not be swept", log)) : 0,
  ])
  if (gateKeys || previewLeads) log(`redelivery: deleted ${gateKeys} spent keys of the form gate and ${previewLeads} preview leads past their week`)
  return { gateKeys, previewLeads }
}
