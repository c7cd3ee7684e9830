/**
 * Small HTML answers for the contact form posted without JavaScript: the
 * browser shows them as a page, so each names the problem in words and
 * links back to the form.
 */
import { escapeHtml } from './lead-email'
import type { FormId } from './contact-rules'

const FORM_PAGES: Record<FormId, string> = { home: '/#home-contact', services: '/ourservices/#services-contact' }

export const formPage = (form: unknown) => FORM_PAGES[form as FormId] ?? '/'

type AnswerPage = { title: string; intro: string; problems?: string[]; backHref: string; contactEmail: string }

export function answerPage({ title, intro, problems = [], backHref, contactEmail }: AnswerPage): string {
  const list = problems.length ? `<ul>${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul>` : ''
  const email = escapeHtml(contactEmail)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.6;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1c2333}h1{color:#0f1b3d}li{color:#b42318;font-weight:600}a{color:#0f1b3d}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
${list}
<p><a href="${escapeHtml(backHref)}">Go back to the form</a>. You can also write to us at <a href="mailto:${email}">${email}</a>.</p>
</main>
</body>
</html>
`
}
