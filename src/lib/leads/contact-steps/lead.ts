/**
 * The contact handler's lead steps: a lead that passed the gate (gate.ts) is
 * kept in the store first, then tried at every target once, with each
 * target's outcome written onto the kept lead (the redelivery run tries the
 * rest again). A lead the store could not keep is thanked only when every
 * target accepted it: no visitor is thanked for a lead kept nowhere. A lead
 * thanked for is counted as Plausible's `Lead` goal.
 */
import { SITE_URL } from '../../head/site-url'
import { accepted, trouble, type ContactAnswer } from '../http/contact-replies'
import { contactAnswers } from '../http/contact-server-copy'
import { attemptDelivery, describeRefusals, leadDeploy } from '../lead-delivery'
import { afterAttempts, newRecord } from '../store/lead-records'
import type { Accepted, Counted, Delivered, Kept, Planned, Spent, Step, Told } from './state'
import { tokenUsed } from './form-token-steps'

/** The delivery targets; production without one takes no lead, a preview has none (lead-delivery.ts's leadPlan). */
export const plan: Step<Accepted, Planned> = (state) => {
  const { id } = state.lead
  const planned = state.deps.plan(leadDeploy(state.input.deployContext))
  if (planned.ok) return { ...state, targets: { list: planned.targets, timeoutMs: planned.timeoutMs, quiet: planned.quiet } }
  state.deps.log(`contact: no lead delivery configured (set ${planned.missing.join(' or ')}); lead ${id} refused`)
  return trouble(state.reply, 503, contactAnswers(state.reply.locale).notTakingRequests)
}

/**
 * Keeps the lead before any target sees it, claimed by this invocation
 * until it has tried them (or held it: flood.ts); a store that fails is
 * logged, and `deliver` decides. Only a token spent reaches it.
 */
export const store: Step<Spent & Told, Kept> = async (state) => {
  const { deps, now, lead } = state
  const names = state.targets.list.map((target) => target.name)
  const record = { ...newRecord(lead, names, now, 'contact function'), ...(state.conversions && { conversions: state.conversions }) }
  const leads = deps.store(leadDeploy(state.input.deployContext))
  if (!leads) deps.log(`contact: lead ${lead.id} has no store (no Netlify Blobs context, no leads file); it exists only in its targets`)
  try {
    const kept = leads && (await leads.keep(record))
    // Its id is its form token's (form-token-steps.ts's spend): that token carried a lead already.
    if (kept === 'alreadyKept') return tokenUsed(state.reply)
    return { ...state, record, kept }
  } catch (error) {
    deps.log(`contact: lead ${lead.id} could not be stored (${leads?.kind}): ${error instanceof Error ? error.message : 'unknown error'}`)
    return { ...state, record }
  }
}

/** One attempt at every target, written onto the kept lead; a lead kept nowhere must have reached every target. */
export const deliver: Step<Counted, Delivered> = async (state) => {
  const { deps, kept, lead, targets } = state
  // Held (a kept lead only): it waits for an owner.
  if (state.held) return { ...state, attempts: [] }
  const attempts = await attemptDelivery(lead, targets.list, targets.timeoutMs)
  const refused = describeRefusals(attempts)
  if (kept) {
    if (refused) deps.log(`contact: lead ${lead.id} is stored; delivery will be tried again: ${refused}`)
    // With no target the lead was kept as delivered: nothing to write back.
    const { record } = state
    const answered = attempts.length === 0 ? record : afterAttempts(record, attempts, deps.now(), deps.retryMinSeconds)
    const settled = answered === record || (await kept.settle(answered).catch(() => false))
    // Its claim then lapses in a minute and the redelivery run tries the targets again.
    if (!settled) deps.log(`contact: lead ${lead.id} is stored, but what its targets answered could not be written onto it`)
    return { ...state, attempts, record: answered }
  }
  if (refused || targets.list.length === 0) {
    deps.log(`contact: lead ${lead.id} was not delivered: ${refused || 'no store and no target'}`)
    return trouble(state.reply, 502, contactAnswers(state.reply.locale).notDelivered)
  }
  return { ...state, attempts }
}

/** Counts the lead as Plausible's `Lead` goal, after the answer is sent where the platform allows (waitUntil); a preview's or a held lead, nowhere. */
export const goal = <S extends Delivered>(state: S): S => {
  const { input, deps } = state
  if (state.targets.quiet || state.held) return state
  const siteOrigin = input.host ? `https://${input.host}` : SITE_URL
  const counting = deps.countLead?.(state.lead, { userAgent: input.userAgent, ip: input.clientAddress, siteOrigin })
  if (counting) input.waitUntil?.(counting)
  return state
}

/** The visitor's thanks: the lead is kept, or every target has it. */
export const thank = (state: Delivered): ContactAnswer => accepted(state.reply, state.lead.id)
