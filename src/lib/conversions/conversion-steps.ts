/**
 * The first attempt at the ad platform a kept lead names, made by the
 * contact handler's `tellAdPlatform` step (src/lib/leads/contact-steps/ad-platform.ts)
 * once the answers are out; the redelivery run tries a refusal again.
 */
import type { KeptLead, LeadRecord } from '../leads/types'
import type { ConversionSender } from './conversion-event'
import { attemptConversions, PLATFORM_NAMES } from './conversion-records'
import type { AdPlatform } from './platforms'

export type FirstAttempt = {
  /** The lead's record as last written to the store. */
  record: LeadRecord
  /** The kept lead, to write the outcome onto; absent when no store kept it (then nothing retries the send). */
  kept?: KeptLead
  senders: readonly ConversionSender[]
  now: () => Date
  retryMinSeconds: number
  log: (line: string) => void
}

/** One attempt at each platform the record names, written onto the kept lead; never rejects. */
export async function firstAttempt({ record, kept, senders, now, retryMinSeconds, log }: FirstAttempt): Promise<void> {
  const platforms = Object.keys(record.conversions ?? {}) as AdPlatform[]
  const names = platforms.map((platform) => PLATFORM_NAMES[platform]).join(', ')
  try {
    const conversions = await attemptConversions(record, platforms, senders, now, retryMinSeconds)
    for (const platform of platforms) {
      const refusal = conversions[platform]?.acceptedAt ? undefined : conversions[platform]?.lastError
      if (refusal) log(`conversions: ${PLATFORM_NAMES[platform]} did not take lead ${record.lead.id} (${refusal}); the redelivery run tries again`)
    }
    // Not written: the run sends it again once its hold lapses, and the platform counts the lead's id once.
    if (kept && !(await kept.settle({ ...record, conversions }).catch(() => false))) log(`conversions: lead ${record.lead.id}: what ${names} answered could not be written onto it`)
  } catch (error) {
    log(`conversions: lead ${record.lead.id}: ${error instanceof Error ? error.message : 'unknown error'}`)
  }
}
