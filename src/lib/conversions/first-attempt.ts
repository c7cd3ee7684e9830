/**
 * The contact function's part in a conversion: once the visitor has their
 * answer, one attempt at the platform the lead goes to (conversion-records.ts
 * decided which, when the lead was kept), its outcome written onto the kept
 * lead. Handed to Netlify's `waitUntil`, like the Plausible `Lead` goal: the
 * visitor never waits for a platform, and nothing a platform does (hang,
 * refuse, answer a redirect) changes the lead's own delivery; a refusal is
 * tried again by the redelivery run.
 */
import type { KeptLead, LeadRecord } from '../leads/types'
import type { ConversionSender } from './conversion-event'
import { attemptConversions, PLATFORM_NAMES } from './conversion-records'
import type { AdPlatform } from './platforms'

export type FirstAttempt = {
  /** The lead's record as last written to the store. */
  record: LeadRecord
  /** The kept lead, to write the outcome onto; absent when the store could not keep it (then nothing retries the send). */
  kept?: KeptLead
  senders: readonly ConversionSender[]
  now: () => Date
  retryMinSeconds: number
  log: (line: string) => void
}

/** The attempt, or undefined when the lead goes to no platform. */
export function firstConversionAttempt({ record, kept, senders, now, retryMinSeconds, log }: FirstAttempt): Promise<void> | undefined {
  const platforms = Object.keys(record.conversions ?? {}) as AdPlatform[]
  if (platforms.length === 0) return undefined
  return (async () => {
    const conversions = await attemptConversions(record, platforms, senders, now, retryMinSeconds)
    for (const platform of platforms) {
      const refusal = conversions[platform]?.acceptedAt ? undefined : conversions[platform]?.lastError
      if (refusal) log(`conversions: ${PLATFORM_NAMES[platform]} did not take lead ${record.lead.id} (${refusal}); the redelivery run tries again`)
    }
    const written = kept ? await kept.settle({ ...record, conversions }).catch(() => false) : false
    // The run then sends it again when its hold lapses; the platform counts the lead's id once.
    if (kept && !written) log(`conversions: lead ${record.lead.id}: the answer of ${platforms.map((platform) => PLATFORM_NAMES[platform]).join(', ')} could not be written onto it`)
  })().catch((error: unknown) => log(`conversions: lead ${record.lead.id}: ${error instanceof Error ? error.message : 'unknown error'}`))
}
