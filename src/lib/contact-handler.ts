/**
 * The contact endpoint's logic, independent of any HTTP framework so it can
 * be tested directly. It answers JSON to the site's script and HTML (or a
 * redirect to /thank-you/) to a form posted without JavaScript, and thanks
 * the visitor only once every delivery target has accepted the lead.
 */
import { randomUUID } from 'node:crypto'
import site from '../../content/site.json'
import { answerPage, formPage } from './contact-html'
import { FILL_TIME_FIELD, HONEYPOT_FIELD, MIN_FILL_MS, THANK_YOU_PATH } from './contact-fields'
import { parseContactBody, type BodyFormat } from './contact-request'
import { validateContact, type FieldError } from './contact-rules'
import { deliverLead, planDelivery, type DeliveryPlan } from './lead-delivery'
import type { StoredLead } from './lead-store'
import { createRateLimiter, limitFromEnv, type RateLimiter } from './rate-limit'
import { runtimeEnv } from './runtime-env'

export type ContactInput = { method: string; contentType?: string; body: unknown; clientAddress: string }
export type ContactAnswer = { status: number; headers: Record<string, string>; body: string }

export type ContactDeps = {
  plan: () => DeliveryPlan
  limiter: RateLimiter
  now: () => Date
  newId: () => string
  log: (line: string) => void
}

export const defaultDeps = (env: NodeJS.ProcessEnv = runtimeEnv()): ContactDeps => ({
  plan: () => planDelivery(env),
  limiter: createRateLimiter(limitFromEnv(env)),
  now: () => new Date(),
  newId: () => randomUUID(),
  log: (line) => console.warn(line),
})

const json = (status: number, body: object, headers: Record<string, string> = {}): ContactAnswer => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
})

const html = (status: number, page: string, headers: Record<string, string> = {}): ContactAnswer => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers },
  body: page,
})

/** A failure the visitor can do nothing about but retry or write to us. */
function trouble(format: BodyFormat, status: number, message: string, form: unknown, headers: Record<string, string> = {}) {
  if (format === 'json') return json(status, { ok: false, message }, headers)
  const page = answerPage({ title: 'Your details were not sent', intro: message, backHref: formPage(form), contactEmail: site.contactEmail })
  return html(status, page, headers)
}

function invalid(format: BodyFormat, errors: FieldError[], form: unknown) {
  if (format === 'json') return json(400, { ok: false, errors })
  const page = answerPage({
    title: 'Please check your details',
    intro: 'We could not take your request because:',
    problems: errors.map((error) => error.message),
    backHref: formPage(form),
    contactEmail: site.contactEmail,
  })
  return html(400, page)
}

const accepted = (format: BodyFormat, id: string) =>
  format === 'json' ? json(201, { ok: true, id }) : { status: 303, headers: { Location: THANK_YOU_PATH }, body: '' }

export async function handleContact(input: ContactInput, deps: ContactDeps): Promise<ContactAnswer> {
  if (input.method !== 'POST') return json(405, { ok: false, message: 'Send the contact form with POST.' }, { Allow: 'POST' })

  const parsed = parseContactBody(input.contentType, input.body)
  const now = deps.now()
  const limit = deps.limiter(input.clientAddress, now.getTime())
  if (!limit.allowed) {
    const message = `You have sent the form several times in a short while. Please wait ${limit.retryAfterSeconds} seconds and try again.`
    return trouble(parsed.format, 429, message, undefined, { 'Retry-After': String(limit.retryAfterSeconds) })
  }
  if (!parsed.ok) {
    if (parsed.status === 400 && parsed.format === 'json') {
      return json(400, { ok: false, message: parsed.message, errors: [{ field: 'body', code: 'INVALID_BODY', message: parsed.message }] })
    }
    return trouble(parsed.format, parsed.status, parsed.message, undefined)
  }

  const { fields, format } = parsed
  const checked = validateContact(fields)
  if (!checked.ok) return invalid(format, checked.errors, fields.form)

  const id = deps.newId()
  if (looksAutomated(fields)) {
    // Answered like a real lead so the bot learns nothing; never delivered.
    deps.log(`contact: dropped an automated submission (${id})`)
    return accepted(format, id)
  }

  const plan = deps.plan()
  if (!plan.ok) {
    deps.log(`contact: no lead delivery configured (set ${plan.missing.join(' or ')}); lead ${id} refused`)
    return trouble(format, 503, 'Our contact form is not taking requests right now.', fields.form)
  }

  const lead: StoredLead = { id, receivedAt: now.toISOString(), ...checked.lead }
  try {
    await deliverLead(lead, plan.targets, plan.timeoutMs)
  } catch (error) {
    deps.log(`contact: lead ${id} was not delivered: ${error instanceof Error ? error.message : 'unknown error'}`)
    return trouble(format, 502, 'We could not pass your details to our team just now.', fields.form)
  }
  return accepted(format, id)
}

function looksAutomated(fields: Record<string, unknown>) {
  const honeypot = fields[HONEYPOT_FIELD]
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null) return true
  const fillMs = Number(fields[FILL_TIME_FIELD])
  return fields[FILL_TIME_FIELD] !== undefined && Number.isFinite(fillMs) && fillMs < MIN_FILL_MS
}
