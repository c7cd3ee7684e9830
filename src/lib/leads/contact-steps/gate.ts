/**
 * The contact handler's gate: the steps that judge a post before it is
 * taken for a lead (their order is CONTACT_STEPS', in
 * ../contact-handler.ts). Another site's page and an address past its limit
 * are answered before any field is judged, so they learn nothing of the
 * rules; a bot is answered like a real visitor and nothing of its post goes
 * further. The form token's steps are in form-token-steps.ts.
 */
import { attributionFromReferer, channelOf, cleanAttribution, type LeadSource } from '../../attribution/attribution'
import { FORM_PAGE_FIELD, HONEYPOT_FIELD } from '../../contact/contact-fields'
import { adConsentOf } from '../../conversions/ad-consent'
import { DEFAULT_LOCALE } from '../../i18n/locales'
import { fillTemplate } from '../../i18n/text'
import { accepted, invalid, json, replyTo, trouble, type ContactAnswer } from '../http/contact-replies'
import { MAX_BODY_BYTES, parseContactBody, type BodyFormat } from '../http/contact-request'
import { contactAnswers, contactMessages } from '../http/contact-server-copy'
import { isCrossSite } from '../../security/cross-site'
import { validateLead } from '../lead-checks'
import type { Checked, ContactInput, Parsed, Read, Received, Step } from './state'

/** Only a POST carries a lead. */
export const method = <S extends Received>(state: S): S | ContactAnswer =>
  state.input.method === 'POST' ? state : json(405, { ok: false, message: contactAnswers(DEFAULT_LOCALE).methodNotAllowed }, { Allow: 'POST' })

/** Reads the body, to learn how and in which language to answer; what it holds is judged by `body`. */
export const readBody: Step<Received, Read> = (state) => {
  const parsed = parseContactBody(state.input.contentType, state.input.body)
  const formPage = parsed.ok ? pageOf(parsed.fields, state.input) : state.input.referer
  return { ...state, parsed, reply: { ...replyTo(parsed), postedFrom: postedFrom(state.input, formPage) }, formPage }
}

/** Another site's page gets nothing from us. */
export const origin = <S extends Read>(state: S): S | ContactAnswer =>
  isCrossSite(state.input.from ?? {}) ? trouble(state.reply, 403, contactAnswers(state.reply.locale).crossSite) : state

/** The in-process limit per address (security/rate-limit.ts); Netlify's own limit stands before the function. */
export const rate = <S extends Read>(state: S): S | ContactAnswer => {
  const limit = state.deps.limiter(state.input.clientAddress, state.now.getTime())
  if (limit.allowed) return state
  const message = fillTemplate(contactAnswers(state.reply.locale).tooManyRequests, { seconds: limit.retryAfterSeconds })
  return trouble(state.reply, 429, message, { 'Retry-After': String(limit.retryAfterSeconds) })
}

/** A body of the right type and size, and JSON that is an object. */
export const body: Step<Read, Parsed> = (state) => {
  const { parsed } = state
  if (parsed.ok) return { ...state, fields: parsed.fields }
  const message = fillTemplate(contactAnswers(state.reply.locale)[parsed.problem], { limit: MAX_BODY_BYTES / 1024 })
  if (parsed.status === 400 && parsed.format === 'json') {
    return json(400, { ok: false, message, errors: [{ field: 'body', code: 'INVALID_BODY', message }] })
  }
  return trouble(state.reply, parsed.status, message)
}

/** Every field by the shared rules and the server's own; the lead as it will be kept. */
export const fields: Step<Parsed, Checked> = (state) => {
  const { reply, input, deps, now, fields: sent } = state
  const checked = validateLead(sent, contactMessages(reply.locale))
  if (!checked.ok) return invalid(reply, checked.errors)
  const lead = { id: deps.newId(), receivedAt: now.toISOString(), ...checked.lead, source: sourceOf(reply.format, sent, input, state.formPage), consent: adConsentOf(sent) }
  return { ...state, lead }
}

/** A bot (it filled the hidden field) is answered like a real lead so it learns nothing; its post is never kept or delivered. */
export const bot = <S extends Checked>(state: S): S | ContactAnswer => {
  const { id } = state.lead
  const honeypot = state.fields[HONEYPOT_FIELD]
  if (typeof honeypot === 'string' ? honeypot.trim() === '' : honeypot === undefined || honeypot === null) return state
  state.deps.log(`contact: dropped an automated submission (${id})`)
  return accepted(state.reply, id)
}

/**
 * Where the lead came from: what the page's script kept of the visit, or,
 * for a form sent without it, what the form page's address (the Referer)
 * tells. Visitor input, cleaned; it never makes a lead fail.
 */
function sourceOf(format: BodyFormat, fields: Record<string, unknown>, input: ContactInput, formPage: string | undefined): LeadSource {
  const siteOrigin = input.host ? `https://${input.host}` : undefined
  const attribution =
    format === 'json'
      ? cleanAttribution(fields.source, siteOrigin)
      : siteOrigin
        ? attributionFromReferer(formPage, siteOrigin)
        : {}
  return { ...attribution, channel: channelOf(attribution) }
}

/**
 * The address of the page a form without JavaScript was sent from: the
 * Referer, or, once the visitor confirms (form-token-steps.ts), what the confirmation
 * page carried of it. Visitor input either way, read as such.
 */
const pageOf = (fields: Record<string, unknown>, input: ContactInput) =>
  typeof fields[FORM_PAGE_FIELD] === 'string' && fields[FORM_PAGE_FIELD] ? fields[FORM_PAGE_FIELD] : input.referer

/** The path of the page a form without JavaScript was posted from, when it is on this site; without its query. */
function postedFrom(input: ContactInput, formPage: string | undefined): string | undefined {
  if (!input.host) return undefined
  return attributionFromReferer(formPage, `https://${input.host}`).formPage?.split('?')[0]
}
