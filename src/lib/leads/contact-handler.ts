/**
 * The contact endpoint's logic, independent of any HTTP framework so it can
 * be tested directly. It answers JSON to the site's script and HTML (or a
 * redirect to the thank-you page) to a form posted without JavaScript, in the
 * language of the form (the body's `language`; English until the body is
 * read).
 *
 * A post passes a list of named steps (contact-steps/), each taking the
 * request's state and passing it on or answering: a new defence or a new
 * destination is one more line in CONTACT_STEPS. A refused, trapped or
 * limited post is never kept, delivered or counted.
 */
import { randomUUID } from 'node:crypto'
import { analyticsConfig } from '../analytics/config'
import { leadCounter, type CountLead } from '../analytics/lead-goal'
import { conversionSenders } from '../conversions/conversion-senders'
import { adPlatform, tellAdPlatform } from '../conversions/conversion-steps'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { json, type ContactAnswer } from './http/contact-replies'
import { contactAnswers } from './http/contact-server-copy'
import { issueToken } from './form-token'
import { isLiveDeploy, leadPlan } from './lead-delivery'
import { bot, body, fields, method, origin, rate, readBody } from './contact-steps/gate'
import { deliver, goal, plan, store, thank } from './contact-steps/lead'
import { flood, floodFromEnv } from './contact-steps/flood'
import { spend, token } from './contact-steps/form-token-steps'
import { runSteps, type ContactDeps, type ContactInput, type Step } from './contact-steps/state'
import { landing } from './landing-check'
import { createRateLimiter, limitFromEnv } from '../security/rate-limit'
import { runtimeEnv } from './runtime-env'
import { chooseStore } from './store/choose-store'
import { formGate } from './store/form-gate'
import { retryMinSeconds } from './store/lead-records'

export type { ContactAnswer } from './http/contact-replies'
export type { ContactDeps, ContactInput, ContactState, Step } from './contact-steps/state'

/** Every post, in this order, until a step answers. */
export const CONTACT_STEPS: readonly Step[] = [
  method, // only a POST
  readBody, // the form's format and language, for every answer after this
  origin, // another site's page gets nothing
  rate, // the per-address limit
  body, // the body's type, size and shape
  fields, // every field's rules; the lead
  bot, // the honeypot: answered like a lead, dropped
  token, // a form token this site signed, 2 s to 24 h old; without one, the confirmation page
  landing, // a landing lead's page, campaign and variant, kept only when published
  plan, // the delivery targets
  spend, // the token carries this lead only
  flood, // past the hour's limit, kept but held
  adPlatform, // the ad platform told of the lead, with the visitor's consent
  store, // kept first
  deliver, // one attempt at every target
  goal, // Plausible's Lead goal
  tellAdPlatform, // that platform's first attempt, after the answer
  thank, // the visitor's thanks
]

export const defaultDeps = (env: NodeJS.ProcessEnv = runtimeEnv()): ContactDeps => ({
  plan: (deploy) => leadPlan(env, deploy),
  store: (deploy) => chooseStore(deploy, env),
  retryMinSeconds: retryMinSeconds(env),
  limiter: createRateLimiter(limitFromEnv(env)),
  now: () => new Date(),
  newId: () => randomUUID(),
  log: (line) => console.warn(line),
  countLead: analyticsCounter(env),
  gate: (live) => formGate(live, env),
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

export function handleContact(input: ContactInput, deps: ContactDeps, steps: readonly Step[] = CONTACT_STEPS): Promise<ContactAnswer> {
  return runSteps(steps, { input, deps, now: deps.now(), reply: { format: 'json', locale: DEFAULT_LOCALE } })
}

/**
 * GET /api/contact/token: a new form token (form-token.ts), never cached.
 * The form's script asks for one when the visitor starts on the form.
 */
export async function handleTokenRequest(input: Pick<ContactInput, 'method' | 'deployContext'>, deps: ContactDeps): Promise<ContactAnswer> {
  if (input.method !== 'GET') return json(405, { ok: false, message: contactAnswers(DEFAULT_LOCALE).tokenMethod }, { Allow: 'GET' })
  try {
    const secret = await deps.gate(isLiveDeploy(input.deployContext)).secret()
    return json(200, { token: issueToken(secret, deps.now().getTime()) }, { 'Cache-Control': 'no-store' })
  } catch (error) {
    deps.log(`contact: no form token: the form secret could not be read: ${error instanceof Error ? error.message : 'unknown error'}`)
    return json(503, { ok: false, message: contactAnswers(DEFAULT_LOCALE).notTakingRequests }, { 'Cache-Control': 'no-store' })
  }
}
