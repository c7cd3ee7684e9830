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
 *   that platform (conversion-steps.ts's firstAttempt), its outcome written
 *   onto the kept lead, handed to Netlify's `waitUntil` and started once the
 *   answers are out, like the Plausible `Lead` goal. The visitor never waits
 *   for a platform, and nothing a platform does (hang, refuse, answer a
 *   redirect) changes the lead's own delivery; a refusal is tried again by
 *   the redelivery run.
 */
import { newConversions } from '../../conversions/conversion-records'
import { firstAttempt } from '../../conversions/conversion-steps'
import { afterAnswers } from '../http/after-answers'
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
