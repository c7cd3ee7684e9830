/**
 * The contact endpoint's logic, independent of any HTTP framework so it can
 * be tested directly. It answers JSON to the site's script and HTML (or a
 * redirect to the thank-you page) to a form posted without JavaScript, in the
 * language of the form (the body's `language`; English until the body is
 * read).
 *
 * A post passes a list of named steps (contact-steps/), each taking the
 * request's state of one phase and passing it on or answering: a new
 * defence or a new destination is one more line in CONTACT_STEPS, and a line
 * out of order does not compile (contact-steps/state.ts). A refused, trapped
 * or limited post is never kept, delivered or counted.
 */
import { randomUUID } from 'node:crypto'
import { analyticsConfig } from '../analytics/config'
import { leadCounter, type CountLead } from '../analytics/lead-goal'
import { conversionSenders } from '../conversions/senders'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { fillTemplate } from '../i18n/text'
import { json, type ContactAnswer } from './http/contact-replies'
import { contactAnswers } from './http/contact-server-copy'
import { issueToken, tokenContext } from './form-token'
import { leadPlan } from './lead-delivery'
import { adPlatform, tellAdPlatform } from './contact-steps/ad-platform'
import { bot, body, fields, method, origin, rate, readBody } from './contact-steps/gate'
import { deliver, goal, plan, store, thank } from './contact-steps/lead'
import { flood, floodFromEnv } from './contact-steps/flood'
import { spend, token } from './contact-steps/form-token-steps'
import { landing } from './contact-steps/landing'
import { runSteps, stepsFrom, type AnyStep, type ContactDeps, type ContactInput, type Received } from './contact-steps/state'
import { createRateLimiter, limitFromEnv } from '../security/rate-limit'
import { runtimeEnv } from './runtime-env'
import { chooseStore } from './store/choose-store'
import { formGate } from './store/form-gate'
import { retryMinSeconds } from './store/lead-records'

export type { ContactAnswer } from './http/contact-replies'
export type { AnyStep, ContactDeps, ContactInput, Step } from './contact-steps/state'

/** Every post, in this order, until a step answers: the one place the order is stated. */
export const CONTACT_STEPS: readonly AnyStep[] = stepsFrom<Received>()
  .next(method) // only a POST
  .next(readBody) // the form's format and language, for every answer after this
  .next(origin) // another site's page gets nothing
  .next(rate) // the per-address limit
  .next(body) // the body's type, size and shape
  .next(fields) // every field's rules; the lead
  .next(bot) // the honeypot: answered like a lead, dropped
  .next(token) // a form token this site signed for this deploy, 2 s to 24 h old; without one, the confirmation page
  .next(landing) // a landing lead's page, campaign and variant, kept only when published
  .next(plan) // the delivery targets
  .next(spend) // the token carries this lead only
  .next(adPlatform) // the ad platform told of the lead, with the visitor's consent
  .next(store) // kept first; a spent token's replay is refused here
  .next(flood) // a kept lead counted; past the hour's limit, held
  .next(deliver) // one attempt at every target
  .next(goal) // Plausible's Lead goal
  .next(tellAdPlatform) // that platform's first attempt, after the answer
  .last(thank) // the visitor's thanks

/**
 * Form tokens a minute per address (GET /api/contact/token): enough for
 * every visitor behind one carrier address, apart from the posts' limit
 * (netlify/functions/contact-token.mts declares the same at Netlify's edge).
 */
export const TOKENS_PER_MINUTE = 60

export const defaultDeps = (env: NodeJS.ProcessEnv = runtimeEnv()): ContactDeps => ({
  plan: (deploy) => leadPlan(env, deploy),
  store: (deploy) => chooseStore(deploy, env),
  retryMinSeconds: retryMinSeconds(env),
  limiter: createRateLimiter(limitFromEnv(env)),
  // Off with the posts' (LEADS_RATE_LIMIT_PER_MINUTE=0: the tests' servers and the benchmark).
  tokenLimiter: createRateLimiter(limitFromEnv(env) === 0 ? 0 : TOKENS_PER_MINUTE),
  now: () => new Date(),
  newId: () => randomUUID(),
  log: (line) => console.warn(line),
  countLead: analyticsCounter(env),
  gate: (deployContext) => formGate(deployContext, env),
  floodPerHour: floodFromEnv(env),
  conversions: conversionSenders(env),
})

/** The `Lead` goal's sender, when analytics is configured; a configuration that cannot be right is logged and leaves leads uncounted, never refused. */
function analyticsCounter(env: NodeJS.ProcessEnv): CountLead | undefined {
  const log = (line: string) => console.warn(line)
  try {
    const config = analyticsConfig(env)
    return config && leadCounter(config, log)
  } catch (error) {
    log(`analytics: leads are not counted: ${error instanceof Error ? error.message : String(error)}`)
    return undefined
  }
}

export function handleContact(input: ContactInput, deps: ContactDeps, steps: readonly AnyStep[] = CONTACT_STEPS): Promise<ContactAnswer> {
  return runSteps(steps, { input, deps, now: deps.now(), reply: { format: 'json', locale: DEFAULT_LOCALE } })
}

/**
 * GET /api/contact/token: a new form token (form-token.ts) for this deploy
 * context, never cached. The form's script asks for one when the visitor
 * starts on the form.
 */
export async function handleTokenRequest(input: Pick<ContactInput, 'method' | 'deployContext'> & { clientAddress?: string }, deps: ContactDeps): Promise<ContactAnswer> {
  const answers = contactAnswers(DEFAULT_LOCALE)
  if (input.method !== 'GET') return json(405, { ok: false, message: answers.tokenMethod }, { Allow: 'GET' })
  const limit = deps.tokenLimiter?.(input.clientAddress ?? 'unknown', deps.now().getTime())
  if (limit && !limit.allowed) {
    const wait = { 'Retry-After': String(limit.retryAfterSeconds), 'Cache-Control': 'no-store' }
    return json(429, { ok: false, message: fillTemplate(answers.tooManyRequests, { seconds: limit.retryAfterSeconds }) }, wait)
  }
  try {
    const secret = await deps.gate(input.deployContext).secret()
    return json(200, { token: issueToken(secret, deps.now().getTime(), tokenContext(input.deployContext)) }, { 'Cache-Control': 'no-store' })
  } catch (error) {
    deps.log(`contact: no form token: the form secret could not be read: ${error instanceof Error ? error.message : 'unknown error'}`)
    return json(503, { ok: false, message: answers.notTakingRequests }, { 'Cache-Control': 'no-store' })
  }
}
