/**
 * The contact function's answers, each in the form's language: JSON to the
 * site's script; to a form posted without JavaScript, a page naming the
 * problem (contact-html.ts) or the redirect to the thank-you page.
 */
import site from '../../../../content/site.json'
import { THANK_YOU_PATH } from '../../contact/contact-fields'
import type { FieldError } from '../../contact/contact-rules'
import { DEFAULT_LOCALE, localeOr, localizedPath, type Locale } from '../../i18n/locales'
import { SECURITY_FIELDS } from '../../security/headers'
import { ANSWER_PAGE_POLICY, CONFIRM_PAGE_POLICY, answerPage, confirmPage, formPage } from './contact-html'
import type { BodyFormat, ParsedBody } from './contact-request'
import { contactAnswers } from './contact-server-copy'

export type ContactAnswer = { status: number; headers: Record<string, string>; body: string }

/**
 * The site's security headers, which Netlify's _headers does not put on a
 * function's answers, with a policy that fits the answer page (and allows a
 * JSON answer nothing at all).
 */
const SECURE: Readonly<Record<string, string>> = {
  ...SECURITY_FIELDS,
  'content-security-policy': ANSWER_PAGE_POLICY,
}

export const json = (status: number, body: object, headers: Record<string, string> = {}): ContactAnswer => ({
  status,
  headers: { ...SECURE, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
})

const html = (status: number, page: string, headers: Record<string, string> = {}): ContactAnswer => ({
  status,
  headers: { ...SECURE, 'Content-Type': 'text/html; charset=utf-8', ...headers },
  body: page,
})

/** How to answer: JSON or a page, in which language, and which form (on which page, `postedFrom`) a page links back to. */
export type Reply = { format: BodyFormat; locale: Locale; form?: unknown; postedFrom?: string }

/** The form's language once its body is read; before that, or for a body that cannot be read, English. */
export const replyTo = (parsed: ParsedBody): Reply =>
  parsed.ok
    ? { format: parsed.format, locale: localeOr(parsed.fields.language), form: parsed.fields.form }
    : { format: parsed.format, locale: DEFAULT_LOCALE }

/** A failure the visitor can do nothing about but retry or write to us. */
export function trouble(reply: Reply, status: number, message: string, headers: Record<string, string> = {}) {
  if (reply.format === 'json') return json(status, { ok: false, message }, headers)
  const answers = contactAnswers(reply.locale)
  const page = answerPage({
    locale: reply.locale,
    answers,
    title: answers.notSentTitle,
    intro: message,
    backHref: formPage(reply.form, reply.locale, reply.postedFrom),
    contactEmail: site.contactEmail,
  })
  return html(status, page, headers)
}

export function invalid(reply: Reply, errors: FieldError[]) {
  if (reply.format === 'json') return json(400, { ok: false, errors })
  const answers = contactAnswers(reply.locale)
  const page = answerPage({
    locale: reply.locale,
    answers,
    title: answers.checkDetailsTitle,
    intro: answers.checkDetailsIntro,
    problems: errors.map((error) => error.message),
    backHref: formPage(reply.form, reply.locale, reply.postedFrom),
    contactEmail: site.contactEmail,
  })
  return html(400, page)
}

export const accepted = ({ format, locale }: Reply, id: string): ContactAnswer =>
  format === 'json' ? json(201, { ok: true, id }) : { status: 303, headers: { ...SECURE, Location: localizedPath(THANK_YOU_PATH, locale) }, body: '' }

/**
 * The confirmation page for a form sent without JavaScript: what the visitor
 * typed (`fields`, a fresh token among them) and one button. Never cached:
 * its token is the visitor's own.
 */
export function confirmDetails(reply: Reply, fields: Readonly<Record<string, string>>, status: number, problem?: string): ContactAnswer {
  const answers = contactAnswers(reply.locale)
  const page = confirmPage({ locale: reply.locale, answers, problem, fields, backHref: formPage(reply.form, reply.locale, reply.postedFrom), contactEmail: site.contactEmail })
  return html(status, page, { 'content-security-policy': CONFIRM_PAGE_POLICY, 'Cache-Control': 'no-store' })
}
