/**
 * The contact endpoint's logic, independent of any HTTP framework so it can
 * be tested directly. It answers JSON to the site's script and HTML (or a
 * redirect to the thank-you page) to a form posted without JavaScript, in the
 * language of the form (the body's `language`; English until the body is
 * read). A valid lead is kept in the store first; the visitor is thanked
 * once it is kept, after one attempt at every target, whose outcome is
 * written onto the kept lead (the redelivery run tries the rest again). A
 * lead the store could not keep is thanked only when every target accepted
 * it: no visitor is thanked for a lead kept nowhere. A lead thanked for is
 * counted as Plausible's `Lead` goal (with PLAUSIBLE_DOMAIN), after the
 * answer where the platform allows; a refused, trapped or limited post never is.
 * So is the ad platform's first attempt at a consented lead from its ad
 * (src/lib/conversions/), written onto the kept lead apart from its targets.
 */
import { randomUUID } from 'node:crypto'
import { analyticsConfig } from '../analytics/config'
import { leadCounter, type CountLead } from '../analytics/lead-goal'
import { attributionFromReferer, channelOf, cleanAttribution, type LeadSource } from '../attribution/attribution'
import type { ConversionSender } from '../conversions/conversion-event'
import { newConversions } from '../conversions/conversion-records'
import { conversionSenders } from '../conversions/conversion-senders'
import { firstConversionAttempt } from '../conversions/first-attempt'
import { FILL_TIME_FIELD, HONEYPOT_FIELD, MIN_FILL_MS } from '../contact/contact-fields'
import { SITE_URL } from '../head/site-url'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { fillTemplate } from '../i18n/text'
import { accepted, invalid, json, replyTo, trouble, type ContactAnswer, type Reply } from './contact-replies'
import { MAX_BODY_BYTES, parseContactBody, type BodyFormat } from './contact-request'
import { contactAnswers, contactMessages } from './contact-server-copy'
import { isCrossSite, type PostOrigin } from './cross-site'
import { validateLead } from './lead-checks'
import { attemptDelivery, describeRefusals, isLiveDeploy, planDelivery, type DeliveryPlan } from './lead-delivery'
import { createRateLimiter, limitFromEnv, type RateLimiter } from './rate-limit'
import { runtimeEnv } from './runtime-env'
import { chooseStore } from './store/choose-store'
import { afterAttempts, newRecord, retryMinSeconds } from './store/lead-records'
import type { KeptLead, LeadRecord, LeadStore, StoredLead } from './types'

export type { ContactAnswer } from './contact-replies'

export type ContactInput = {
  method: string
  contentType?: string
  body: unknown
  clientAddress: string
  /** The page the form was posted from (the Referer header), for a form sent without JavaScript. */
  referer?: string
  /** The site's host name as the visitor addressed it (the Host header): its own pages are not referrers. */
  host?: string
  /** Where the post comes from (Origin, Sec-Fetch-Site) and the origin it was addressed to: see cross-site.ts. */
  from?: PostOrigin
  /** Netlify's deploy context (`context.deploy.context`): production, deploy-preview, branch-deploy, dev; absent on the local servers. */
  deployContext?: string
  /** The visitor's User-Agent header, passed on with the `Lead` goal. */
  userAgent?: string
  /** Netlify's `context.waitUntil`: work that goes on after the answer is sent (the `Lead` goal). */
  waitUntil?: (work: Promise<unknown>) => void
}

export type ContactDeps = {
  /** The targets; `live`: on a deploy Netlify serves, where a lead needs one (isLiveDeploy). */
  plan: (live: boolean) => DeliveryPlan
  /** Where this invocation keeps leads (store/choose-store.ts), or nowhere. */
  store: (live: boolean) => LeadStore | undefined
  retryMinSeconds: number
  limiter: RateLimiter
  now: () => Date
  newId: () => string
  log: (line: string) => void
  /** Counts a lead in Plausible (src/lib/analytics/lead-goal.ts); absent without PLAUSIBLE_DOMAIN. */
  countLead?: CountLead
  /** The ad platforms configured (src/lib/conversions/); none by default. */
  conversions?: readonly ConversionSender[]
}

export const defaultDeps = (env: NodeJS.ProcessEnv = runtimeEnv()): ContactDeps => ({
  plan: (live) => planDelivery(env, live),
  store: (live) => chooseStore(live, env),
  retryMinSeconds: retryMinSeconds(env),
  limiter: createRateLimiter(limitFromEnv(env)),
  now: () => new Date(),
  newId: () => randomUUID(),
  log: (line) => console.warn(line),
  countLead: analyticsCounter(env),
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

/** Tells the ad platform whose ad brought a consented visit, after the answer (src/lib/conversions/first-attempt.ts). */
function reportConversion(record: LeadRecord, kept: KeptLead | undefined, input: ContactInput, deps: ContactDeps) {
  const sending = firstConversionAttempt({ record, kept, senders: deps.conversions ?? [], now: deps.now, retryMinSeconds: deps.retryMinSeconds, log: deps.log })
  if (sending) input.waitUntil?.(sending)
}

/** Counts a real lead once the visitor's answer is decided, after it is sent where the platform allows (waitUntil). */
function countLead(lead: StoredLead, input: ContactInput, deps: ContactDeps) {
  const counting = deps.countLead?.(lead, { userAgent: input.userAgent, ip: input.clientAddress, siteOrigin: input.host ? `https://${input.host}` : SITE_URL })
  if (counting) input.waitUntil?.(counting)
}

export async function handleContact(input: ContactInput, deps: ContactDeps): Promise<ContactAnswer> {
  if (input.method !== 'POST') {
    return json(405, { ok: false, message: contactAnswers(DEFAULT_LOCALE).methodNotAllowed }, { Allow: 'POST' })
  }

  const parsed = parseContactBody(input.contentType, input.body)
  const reply = { ...replyTo(parsed), postedFrom: postedFrom(input) }
  const answers = contactAnswers(reply.locale)
  // Before anything is counted or read: another site's page gets nothing from us.
  if (isCrossSite(input.from ?? {})) return trouble(reply, 403, answers.crossSite)
  const now = deps.now()
  const limit = deps.limiter(input.clientAddress, now.getTime())
  if (!limit.allowed) {
    const message = fillTemplate(answers.tooManyRequests, { seconds: limit.retryAfterSeconds })
    return trouble(reply, 429, message, { 'Retry-After': String(limit.retryAfterSeconds) })
  }
  if (!parsed.ok) {
    const message = fillTemplate(answers[parsed.problem], { limit: MAX_BODY_BYTES / 1024 })
    if (parsed.status === 400 && parsed.format === 'json') {
      return json(400, { ok: false, message, errors: [{ field: 'body', code: 'INVALID_BODY', message }] })
    }
    return trouble(reply, parsed.status, message)
  }

  const { fields } = parsed
  const checked = validateLead(fields, contactMessages(reply.locale))
  if (!checked.ok) return invalid(reply, checked.errors)

  const id = deps.newId()
  if (looksAutomated(fields, parsed.format)) {
    // Answered like a real lead so the bot learns nothing; never delivered.
    deps.log(`contact: dropped an automated submission (${id})`)
    return accepted(reply, id)
  }

  const live = isLiveDeploy(input.deployContext)
  const plan = deps.plan(live)
  if (!plan.ok) {
    deps.log(`contact: no lead delivery configured (set ${plan.missing.join(' or ')}); lead ${id} refused`)
    return trouble(reply, 503, answers.notTakingRequests)
  }

  const lead: StoredLead = { id, receivedAt: now.toISOString(), ...checked.lead, source: sourceOf(reply, fields, input) }
  const conversions = newConversions(lead, { ip: input.clientAddress, userAgent: input.userAgent ?? '' }, deps.conversions ?? [], now)
  const record: LeadRecord = { ...newRecord(lead, plan.targets.map((target) => target.name), now, 'contact function'), ...(conversions && { conversions }) }
  const store = deps.store(live)
  let kept: KeptLead | undefined
  if (!store) deps.log(`contact: lead ${id} has no store (no Netlify Blobs context, no leads file); it exists only in its targets`)
  try {
    kept = store && (await store.keep(record))
  } catch (error) {
    deps.log(`contact: lead ${id} could not be stored (${store?.kind}): ${error instanceof Error ? error.message : 'unknown error'}`)
  }

  const attempts = await attemptDelivery(lead, plan.targets, plan.timeoutMs)
  const refused = describeRefusals(attempts)
  if (kept) {
    if (refused) deps.log(`contact: lead ${id} is stored; delivery will be tried again: ${refused}`)
    // With no target the lead was kept as delivered: nothing to write back.
    const answered = attempts.length === 0 ? record : afterAttempts(record, attempts, deps.now(), deps.retryMinSeconds)
    const settled = answered === record || (await kept.settle(answered).catch(() => false))
    // Its claim then lapses in a minute and the redelivery run tries the targets again.
    if (!settled) deps.log(`contact: lead ${id} is stored, but what its targets answered could not be written onto it`)
    countLead(lead, input, deps)
    reportConversion(answered, kept, input, deps)
    return accepted(reply, id)
  }
  // Kept nowhere: thanked only when every target has it, and there is a target.
  if (refused || plan.targets.length === 0) {
    deps.log(`contact: lead ${id} was not delivered: ${refused || 'no store and no target'}`)
    return trouble(reply, 502, answers.notDelivered)
  }
  countLead(lead, input, deps)
  reportConversion(record, undefined, input, deps)
  return accepted(reply, id)
}

/**
 * Where the lead came from: what the page's script kept of the visit, or,
 * for a form sent without it, what the form page's address (the Referer)
 * tells. Visitor input, cleaned; it never makes a lead fail.
 */
function sourceOf(reply: Reply, fields: Record<string, unknown>, input: ContactInput): LeadSource {
  const siteOrigin = input.host ? `https://${input.host}` : undefined
  const attribution =
    reply.format === 'json'
      ? cleanAttribution(fields.source, siteOrigin)
      : siteOrigin
        ? attributionFromReferer(input.referer, siteOrigin)
        : {}
  return { ...attribution, channel: channelOf(attribution) }
}

/** The path of the page a form without JavaScript was posted from, when the Referer names one on this site; without its query. */
function postedFrom(input: ContactInput): string | undefined {
  if (!input.host) return undefined
  return attributionFromReferer(input.referer, `https://${input.host}`).formPage?.split('?')[0]
}

/**
 * A bot: it filled the hidden field, or sent the form sooner than a person
 * could. The site's script always sends the time the page was open, so a JSON
 * post without a valid one is a bot's too; a form posted without JavaScript
 * has no clock and is timed only when it says a time.
 */
function looksAutomated(fields: Record<string, unknown>, format: BodyFormat) {
  const honeypot = fields[HONEYPOT_FIELD]
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null) return true
  const fillTime = fields[FILL_TIME_FIELD]
  if (fillTime === undefined && format === 'form') return false
  const fillMs = typeof fillTime === 'number' || (typeof fillTime === 'string' && fillTime.trim() !== '') ? Number(fillTime) : Number.NaN
  return !(Number.isFinite(fillMs) && fillMs >= MIN_FILL_MS)
}
