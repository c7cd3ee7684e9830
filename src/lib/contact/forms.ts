/**
 * What each contact form is, in one table typed by the form's id (FORMS of
 * contact-rules.ts): the name staff know it by (the lead's e-mail and
 * message, src/lib/leads/lead-text.ts), the kind of page it is on (the
 * `Lead` goal's property, src/lib/analytics/lead-goal.ts) and its usual
 * page (where the goal counts a lead whose page is unknown, and where the
 * function's answer page for a form sent without JavaScript links back,
 * src/lib/leads/http/contact-html.ts). A form added to FORMS and left out here
 * fails to type-check, instead of becoming `other`. Plain TypeScript, no
 * copy: server only.
 */
import type { FormId } from './contact-rules'
import { formIds } from './form-ids'
import type { PageKind } from '../analytics/page-props'

export type ContactForm = {
  /** The form by the name staff know it by: "New lead from the English home page form". */
  name: string
  /** The kind of page it is on, as page views and the `Lead` goal say it. */
  kind: PageKind
  /** Its usual page, without the language prefix. */
  page: string
  /** Whether `page` holds the form itself (a link back goes to its section); an article's or a landing page's form is on every article or landing page instead. */
  onPage: boolean
}

/** Every form, each once. */
export type FormTable = { readonly [Form in FormId]: ContactForm }

export const CONTACT_FORMS: FormTable = {
  home: { name: 'home page', kind: 'home', page: '/', onPage: true },
  services: { name: 'Our Services', kind: 'services', page: '/ourservices/', onPage: true },
  // Without the article it was posted from, the Insights list.
  article: { name: 'Insights article', kind: 'article', page: '/insights/', onPage: false },
  // Without the landing page it was posted from, the home page.
  landing: { name: 'landing page', kind: 'landing', page: '/', onPage: false },
}

/** The form `form` names, when it is one (a stored lead or a request may name anything: `constructor` is no form). */
export const contactFormOf = (form: unknown): ContactForm | undefined =>
  typeof form === 'string' && Object.hasOwn(CONTACT_FORMS, form) ? CONTACT_FORMS[form as FormId] : undefined

/** Where the form is on its usual page: /#home-contact, /ourservices/#services-contact; an article's or a landing page's usual page. */
export function formPlace(form: FormId): string {
  const { page, onPage } = CONTACT_FORMS[form]
  return onPage ? `${page}#${formIds(form).section}` : page
}
