/**
 * The flood limit: when more than LEADS_FLOOD_PER_HOUR leads (30 by default)
 * were kept across the whole site in the last hour, a further lead is still
 * kept but held: no target sees it until an owner releases it (`npm run
 * leads -- release`), and the redelivery run never delivers it by itself.
 * The owners are told once (alerts/alert-news.ts).
 *
 * Only a kept lead counts, so a post the store refused (a replayed form
 * token) is no lead of the hour's and can hold no real one. A lead over the
 * limit is written onto its record as held first, and only then named in
 * the gate's `held/` keys; the redelivery run reconciles those keys with the
 * records (../redelivery/redeliver.ts).
 *
 * Blobs has no counter: each kept lead writes a key of its own for its
 * arrival and then counts the hour's keys (store/form-gate.ts). A lead is
 * never lost to a write another instance made at the same moment; of leads
 * arriving at the very same time, each may count the others or not, so up
 * to the number of posts in flight at once may pass the limit before every
 * instance sees it. A gate store that cannot answer holds nothing.
 */
import { heldRecord } from '../store/lead-records'
import type { Counted, Kept, Step } from './state'

export const DEFAULT_FLOOD_PER_HOUR = 30

/** LEADS_FLOOD_PER_HOUR: a number of leads an hour; 0 turns the limit off (the load benchmark only). */
export function floodFromEnv(env: NodeJS.ProcessEnv): number {
  const value = Number(env.LEADS_FLOOD_PER_HOUR)
  return env.LEADS_FLOOD_PER_HOUR !== undefined && env.LEADS_FLOOD_PER_HOUR !== '' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_FLOOD_PER_HOUR
}

/** A kept lead counted toward the hour; past the hour's limit, held. */
export const flood: Step<Kept, Counted> = async (state) => {
  const { deps, now, record, kept } = state
  const { id } = state.lead
  // Kept nowhere, a lead is delivered whatever the hour (nothing is lost), and counted nowhere. A preview that tells nobody (lead-delivery.ts's leadPlan) has nothing to hold back.
  if (deps.floodPerHour <= 0 || state.targets.quiet || !kept) return { ...state, held: false }
  const gate = deps.gate(state.input.deployContext)
  try {
    const arrived = await gate.arrive(id, now, deps.floodPerHour + 1)
    if (arrived <= deps.floodPerHour) return { ...state, held: false }
    const held = { ...heldRecord(state.lead, Object.keys(record.targets), now), ...(record.conversions && { conversions: record.conversions }) }
    // Not written (the store slow): the lead is delivered as any other, never held without its record saying so.
    if (!(await kept.settle(held))) return { ...state, held: false }
    deps.log(`contact: lead ${id} is held: more than ${deps.floodPerHour} leads arrived in the last hour (npm run leads -- held)`)
    // The record says held: a key the gate could not write is written by the next redelivery run.
    await gate.hold(id).catch((error: unknown) => deps.log(`contact: held lead ${id} could not be noted in the gate: ${error instanceof Error ? error.message : 'unknown error'}`))
    return { ...state, record: held, held: true }
  } catch (error) {
    deps.log(`contact: the hour's leads could not be counted: ${error instanceof Error ? error.message : 'unknown error'}`)
    return { ...state, held: false }
  }
}
