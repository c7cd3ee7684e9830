/**
 * Small HTML answers for the contact form posted without JavaScript: the
 * browser shows them as a page, so each names the problem in words, in the
 * language of the form it came from, and links back to that form.
 */
import { createHash } from 'node:crypto'
import type { ContactAnswers } from './contact-server-copy'
import { CONTACT_ENDPOINT } from '../../contact/contact-fields'
import { isFormId } from '../../contact/contact-rules'
import { contactFormOf, formPlace } from '../../contact/forms'
import { isSitePath } from '../../security/site-path'
import { LOCALES, localizedPath, type Locale } from '../../i18n/locales'
import { escapeHtml } from '../../i18n/text'
import { FRAME_ANCESTORS, serializePolicy } from '../../security/headers'
import { colors } from '../../../theme/tokens'

/**
 * The form's place on the site in `locale` (/ar/#home-contact), or that
 * edition's home page. An article's or a landing page's form goes back to `postedFrom`, the
 * page's own path on this site (from the Referer), when there is one.
 */
export function formPage(form: unknown, locale: Locale, postedFrom?: string) {
  // An article's form is on every article, a landing page's on every landing page (src/lib/contact/forms.ts).
  if (contactFormOf(form)?.onPage === false && isSitePath(postedFrom)) return postedFrom
  // A typed guard, not a lookup of whatever was sent: `constructor` or `__proto__` is no form.
  return localizedPath(isFormId(form) ? formPlace(form) : '/', locale)
}

const STYLE = [
  `body{font-family:system-ui,sans-serif;line-height:1.6;max-width:36rem;margin:3rem auto;padding:0 1rem;color:${colors.text}}h1{color:${colors.ink}}li{color:${colors.error};font-weight:600}a{color:${colors.ink}}`,
  `dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:1.5rem 0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}`,
  `.problem{color:${colors.error};font-weight:600}`,
  `button{font:inherit;font-weight:700;color:${colors.paper};background:${colors.accent};border:0;border-radius:.5rem;padding:.75rem 1.5rem;min-height:3rem;width:100%;cursor:pointer}button:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px}`,
  `@media (min-width:40rem){button{width:auto}}`,
].join('')

const policy = (formAction: string) =>
  serializePolicy({
    'default-src': ["'none'"],
    'style-src': [`'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`],
    'base-uri': ["'none'"],
    'form-action': [formAction],
    'frame-ancestors': FRAME_ANCESTORS,
  })

/**
 * The answer page's Content-Security-Policy: it loads nothing, runs no
 * script, and its one style sheet is named by its hash; no site may frame it.
 */
export const ANSWER_PAGE_POLICY = policy("'none'")
/** The confirmation page's: the same, and its one form may post to the site itself. */
export const CONFIRM_PAGE_POLICY = policy("'self'")

type AnswerPage = {
  locale: Locale
  answers: ContactAnswers
  title: string
  intro: string
  problems?: string[]
  backHref: string
  contactEmail: string
}

export function answerPage({ locale, answers, title, intro, problems = [], backHref, contactEmail }: AnswerPage): string {
  const list = problems.length ? `<ul>${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul>` : ''
  return page(locale, title, `<p>${escapeHtml(intro)}</p>\n${list}\n${backAndEmail(answers, backHref, contactEmail)}`)
}

type ConfirmPage = {
  locale: Locale
  answers: ContactAnswers
  /** Why the visitor is asked again (a token too fresh, or too old), above the details; none the first time. */
  problem?: string
  /** What they typed, as the form posted it: carried on as hidden fields, name and number shown. */
  fields: Readonly<Record<string, string>>
  backHref: string
  contactEmail: string
}

/**
 * The page a form sent without JavaScript gets before its lead is taken:
 * what the visitor typed, and one button that posts it again, with a token
 * (in `fields`) that makes it a lead.
 */
export function confirmPage({ locale, answers, problem, fields, backHref, contactEmail }: ConfirmPage): string {
  const hidden = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
  // The number reads left to right in Arabic text too.
  const details = `<dl><dt>${escapeHtml(answers.confirmName)}</dt><dd>${escapeHtml(fields.name ?? '')}</dd><dt>${escapeHtml(answers.confirmPhone)}</dt><dd><span dir="ltr">${escapeHtml(fields.phone ?? '')}</span></dd></dl>`
  const body = [
    problem ? `<p class="problem">${escapeHtml(problem)}</p>` : '',
    `<p>${escapeHtml(answers.confirmIntro)}</p>`,
    `<form method="post" action="${CONTACT_ENDPOINT}">${hidden.join('')}${details}<button type="submit">${escapeHtml(answers.confirmButton)}</button></form>`,
    backAndEmail(answers, backHref, contactEmail),
  ]
  return page(locale, answers.confirmTitle, body.filter(Boolean).join('\n'))
}

function backAndEmail(answers: ContactAnswers, backHref: string, contactEmail: string) {
  const email = escapeHtml(contactEmail)
  // The address reads left to right inside Arabic text too; dir isolates it,
  // so the sentence's full stop stays at the sentence's end.
  return `<p><a href="${escapeHtml(backHref)}">${escapeHtml(answers.backToForm)}</a>. ${escapeHtml(answers.writeToUs)} <a href="mailto:${email}" dir="ltr">${email}</a>.</p>`
}

const page = (locale: Locale, title: string, main: string) => `<!doctype html>
<html lang="${locale}" dir="${LOCALES[locale].dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${main}
</main>
</body>
</html>
`
