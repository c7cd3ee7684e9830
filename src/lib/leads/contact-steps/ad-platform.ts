/**
 * The contact handler's two steps for the ad platforms
 * (src/lib/conversions/):
 *
 * - `adPlatform`, before the lead is kept: which platform is told of it,
 *   if any (the visitor's consent, the platform whose ad brought the visit,
 *   configured: conversion-records.ts; none for a deploy preview's lead), so
 *   the kept lead carries its send from the start and the redelivery run
 *   retries it whatever happens next;
 * - `tellAdPlatform`, once the lead is kept and delivered: one attempt at
 *   that platform (`firstAttempt`, below), its outcome written
 *   onto the kept lead, handed to Netlify's `waitUntil` and started once the
 *   answers are out, like the Plausible `Lead` goal. The visitor never waits
 *   for a platform, and nothing a platform does (hang, refuse, answer a
 *   redirect) changes the lead's own delivery; a refusal is tried again by
 *   the redelivery run.
 */
import { attemptConversions, newConversions } from '../../conversions/conversion-records'
import { isAdPlatform, platformName } from '../../conversions/platforms'
import type { ConversionSender } from '../../conversions/sending'
import { afterAnswers } from '../http/after-answers'
import type { KeptLead, LeadRecord } from '../types'
import type { Counted, Planned, Told } from './state'

export const adPlatform = <S extends Planned>(state: S): S & Told => {
  const { input, deps, now } = state
  // A preview's lead reaches nobody (lead-delivery.ts's leadPlan), no ad platform either.
  if (state.targets.quiet) return state
  const visitor = { ip: input.clientAddress, userAgent: input.userAgent ?? '' }
  const conversions = newConversions(state.lead, visitor, deps.conversions ?? [], now)
  return conversions ? { ...state, conversions } : state
}

export const tellAdPlatform = <S extends Counted>(state: S): S => {
  const { deps, record } = state
  // A lead held during a flood is sent once an owner releases it, by the redelivery run.
  if (!record.conversions || state.held) return state
  // Started once the instance's answers are out, as the Lead goal is (../http/after-answers.ts).
  const sending = afterAnswers(() => firstAttempt({ record, kept: state.kept, senders: deps.conversions ?? [], now: deps.now, retryMinSeconds: deps.retryMinSeconds, log: deps.log }))
  state.input.waitUntil?.(sending)
  return state
}

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
  const platforms = Object.keys(record.conversions ?? {}).filter(isAdPlatform)
  const names = platforms.map(platformName).join(', ')
  try {
    const conversions = await attemptConversions(record, platforms, senders, now, retryMinSeconds)
    for (const platform of platforms) {
      const refusal = conversions[platform]?.acceptedAt ? undefined : conversions[platform]?.lastError
      if (refusal) log(`conversions: ${platformName(platform)} did not take lead ${record.lead.id} (${refusal}); the redelivery run tries again`)
    }
    // Not written: the run sends it again once its hold lapses, and the platform counts the lead's id once.
    if (kept && !(await kept.settle({ ...record, conversions }).catch(() => false))) log(`conversions: lead ${record.lead.id}: what ${names} answered could not be written onto it`)
  } catch (error) {
    log(`conversions: lead ${record.lead.id}: ${error instanceof Error ? error.message : 'unknown error'}`)
  }
}
