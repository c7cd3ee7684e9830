/**
 * Small HTML answers for the contact form posted without JavaScript: the
 * browser shows them as a page, so each names the problem in words, in the
 * language of the form it came from, and links back to that form.
 */
import { createHash } from 'node:crypto'
import type { ContactAnswers } from './contact-server-copy'
import { isFormId } from '../contact/contact-rules'
import { contactFormOf, formPlace } from '../contact/forms'
import { isSitePath } from '../security/site-path'
import { LOCALES, localizedPath, type Locale } from '../i18n/locales'
import { escapeHtml } from '../i18n/text'
import { FRAME_ANCESTORS, serializePolicy } from '../security/headers'
import { colors } from '../../theme/tokens'

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

const STYLE = `body{font-family:system-ui,sans-serif;line-height:1.6;max-width:36rem;margin:3rem auto;padding:0 1rem;color:${colors.text}}h1{color:${colors.ink}}li{color:${colors.error};font-weight:600}a{color:${colors.ink}}`

/**
 * The answer page's Content-Security-Policy: it loads nothing, runs no
 * script, and its one style sheet is named by its hash; no site may frame it.
 */
export const ANSWER_PAGE_POLICY = serializePolicy({
  'default-src': ["'none'"],
  'style-src': [`'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': FRAME_ANCESTORS,
})

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
  const email = escapeHtml(contactEmail)
  // The address reads left to right inside Arabic text too; dir isolates it,
  // so the sentence's full stop stays at the sentence's end.
  return `<!doctype html>
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
<p>${escapeHtml(intro)}</p>
${list}
<p><a href="${escapeHtml(backHref)}">${escapeHtml(answers.backToForm)}</a>. ${escapeHtml(answers.writeToUs)} <a href="mailto:${email}" dir="ltr">${email}</a>.</p>
</main>
</body>
</html>
`
}
