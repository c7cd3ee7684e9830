/**
 * The form token's steps (../form-token.ts): `token` takes a post only with
 * a token this site signed for this deploy context, 2 s to 24 h old; a form sent without JavaScript,
 * which has none, is shown what it typed with a fresh token and one button
 * to confirm, and nothing is kept until it is pressed. `spend` sees that a
 * token carries one lead: where the lead store keeps each id once (Netlify
 * Blobs), the lead takes the id its token gives and `store` (lead.ts) keeps
 * it only if new, so keeping the lead is spending the token, one write for
 * both; elsewhere (the leads file, or no store) the form gate marks the
 * token used first, a write of its own (store/form-gate.ts).
 */
import { FORM_PAGE_FIELD } from '../../contact/contact-fields'
import { REQUEST_FIELDS } from '../../contact/contact-rules'
import { confirmDetails, json, trouble, type ContactAnswer, type Reply } from '../http/contact-replies'
import { contactAnswers } from '../http/contact-server-copy'
import { checkToken, issueToken, leadIdOfToken, TOKEN_FIELD, tokenContext, type TokenProblem } from '../form-token'
import { leadDeploy } from '../lead-delivery'
import type { Accepted, Checked, Planned, Received, Spent, Step } from './state'

const gateOf = (state: Received) => state.deps.gate(state.input.deployContext)

/** A token this site signed on this deploy context, old enough and young enough; a form without one is asked to confirm. */
export const token: Step<Checked, Accepted> = async (state) => {
  const { reply, now, fields } = state
  const context = tokenContext(state.input.deployContext)
  let secret: string
  try {
    secret = await gateOf(state).secret()
  } catch (error) {
    state.deps.log(`contact: the form secret could not be read: ${error instanceof Error ? error.message : 'unknown error'}`)
    return trouble(reply, 503, contactAnswers(reply.locale).notTakingRequests)
  }
  const checked = checkToken(fields[TOKEN_FIELD], secret, now.getTime(), context)
  if (checked.ok) return { ...state, token: checked }
  if (reply.format === 'form') {
    const carried = Object.fromEntries(REQUEST_FIELDS.flatMap((name) => (typeof fields[name] === 'string' ? [[name, fields[name]]] : [])))
    if (state.formPage) carried[FORM_PAGE_FIELD] = state.formPage
    // A token too fresh becomes good in a moment: the page carries it on; any other gets a new one.
    const again = { ...carried, [TOKEN_FIELD]: checked.problem === 'tokenTooFresh' ? String(fields[TOKEN_FIELD]) : issueToken(secret, now.getTime(), context) }
    // The first time, simply the page; a token refused (too soon, too old, not ours) says why, and nothing is kept either way.
    return checked.problem === 'tokenMissing' ? confirmDetails(reply, again, 200) : confirmDetails(reply, again, 400, tokenMessage(reply, checked.problem))
  }
  return refused(reply, checked.problem, checked.waitMs)
}

/**
 * The token carries this lead and no other; a store that cannot say lets the
 * lead through rather than lose it. Where keeping the lead spends the token,
 * a replay is refused by `store` (lead.ts), and being kept by nobody, it is
 * counted by nothing either.
 */
export const spend: Step<Planned, Spent> = async (state) => {
  const { token: { id, issuedAt }, lead } = state
  if (state.deps.store(leadDeploy(state.input.deployContext))?.keepsEachIdOnce) return { ...state, lead: { ...lead, id: leadIdOfToken(id) }, spent: 'onKeep' }
  const first = await gateOf(state)
    .spend(id, issuedAt)
    .catch((error: unknown) => {
      state.deps.log(`contact: a form token could not be marked used: ${error instanceof Error ? error.message : 'unknown error'}`)
      return true
    })
  return first ? { ...state, spent: 'gate' } : tokenUsed(state.reply)
}

const tokenMessage = (reply: Reply, problem: TokenProblem | 'tokenUsed') => contactAnswers(reply.locale)[problem]

/** The answer to a post whose token already carried a lead. */
export const tokenUsed = (reply: Reply) => refused(reply, 'tokenUsed')

/** 400 in words; JSON says which problem (`code`) and, for a token too fresh, how long to wait. */
function refused(reply: Reply, problem: TokenProblem | 'tokenUsed', waitMs?: number): ContactAnswer {
  const message = tokenMessage(reply, problem)
  if (reply.format === 'form') return trouble(reply, 400, message)
  const code = problem.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()
  const wait = waitMs === undefined ? {} : { retryAfterMs: waitMs }
  return json(400, { ok: false, code, message, ...wait }, waitMs === undefined ? {} : { 'Retry-After': String(Math.ceil(waitMs / 1000)) })
}
