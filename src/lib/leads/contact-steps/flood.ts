/**
 * The flood limit: when more than LEADS_FLOOD_PER_HOUR leads (30 by default)
 * arrived across the whole site in the last hour, a further lead is still
 * kept but held: no target sees it until an owner releases it (`npm run
 * leads -- release`), and the redelivery run never delivers it by itself.
 * The owners are told once (alerts/alert-news.ts).
 *
 * Blobs has no counter: each lead writes a key of its own for its arrival
 * and then counts the hour's keys (store/form-gate.ts). A lead is never
 * lost to a write another instance made at the same moment; of leads
 * arriving at the very same time, each may count the others or not, so up
 * to the number of posts in flight at once may pass the limit before every
 * instance sees it. A gate store that cannot answer holds nothing.
 */
import { isLiveDeploy } from '../lead-delivery'
import { need, type Step } from './state'

export const DEFAULT_FLOOD_PER_HOUR = 30

/** LEADS_FLOOD_PER_HOUR: a number of leads an hour; 0 turns the limit off (the load benchmark only). */
export function floodFromEnv(env: NodeJS.ProcessEnv): number {
  const value = Number(env.LEADS_FLOOD_PER_HOUR)
  return env.LEADS_FLOOD_PER_HOUR !== undefined && env.LEADS_FLOOD_PER_HOUR !== '' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_FLOOD_PER_HOUR
}

/** Past the hour's limit, the lead is marked held. */
export const flood: Step = async (state) => {
  const { deps, now } = state
  const { id } = need(state.lead, 'lead')
  // A preview that tells nobody (lead-delivery.ts's leadPlan) has nothing to hold back, and stays out of the site's count.
  if (deps.floodPerHour <= 0 || need(state.targets, 'targets').quiet) return state
  const gate = deps.gate(isLiveDeploy(state.input.deployContext))
  try {
    const arrived = await gate.arrive(id, now, deps.floodPerHour + 1)
    if (arrived <= deps.floodPerHour) return state
    await gate.hold(id)
    deps.log(`contact: lead ${id} is held: more than ${deps.floodPerHour} leads arrived in the last hour (npm run leads -- held)`)
    return { ...state, held: true }
  } catch (error) {
    deps.log(`contact: the hour's leads could not be counted: ${error instanceof Error ? error.message : 'unknown error'}`)
    return state
  }
}
