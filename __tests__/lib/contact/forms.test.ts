/**
 * @jest-environment node
 *
 * Each contact form is described once (src/lib/contact/forms.ts), and the
 * lead's text, the `Lead` goal and the function's answer pages all say
 * what the table says; a form the table leaves out fails to type-check.
 */
import { leadEvent } from '../../../src/lib/analytics/lead-goal'
import { FORMS } from '../../../src/lib/contact/contact-rules'
import { CONTACT_FORMS, contactFormOf, type FormTable } from '../../../src/lib/contact/forms'
import { formPage } from '../../../src/lib/leads/http/contact-html'
import { formName } from '../../../src/lib/leads/lead-text'
import type { StoredLead } from '../../../src/lib/leads/types'

// @ts-expect-error the landing page's form is missing: the compiler names it.
const withoutLanding: FormTable = { home: CONTACT_FORMS.home, services: CONTACT_FORMS.services, article: CONTACT_FORMS.article }

const lead = (form: string, language = 'en') => ({ form, language, name: 'Sara', phone: '+971501234567', receivedAt: '2026-11-28T00:00:00.000Z' }) as unknown as StoredLead

test('every form of the contact rules is in the table, and nothing else', () => {
  expect(Object.keys(CONTACT_FORMS).sort()).toEqual([...FORMS].sort())
  expect(Object.keys(withoutLanding)).not.toContain('landing')
})

test.each(FORMS)('the %s form is named, counted and linked back to as the table says', (form) => {
  const { name, kind, page } = CONTACT_FORMS[form]
  expect(formName(form)).toBe(name)
  const event = leadEvent(lead(form, 'ar'), 'example.com', 'https://example.com')
  expect(event.props.kind).toBe(kind)
  expect(event.url).toBe(new URL(page === '/' ? '/ar/' : `/ar${page}`, 'https://example.com').href)
  expect(formPage(form, 'en').startsWith(page)).toBe(true)
})

test('the home page and Our Services forms link back to their section; an article form to the article it was sent from', () => {
  expect(formPage('home', 'ar')).toBe('/ar/#home-contact')
  expect(formPage('services', 'en')).toBe('/ourservices/#services-contact')
  expect(formPage('article', 'en', '/insights/a-post/')).toBe('/insights/a-post/')
  expect(formPage('home', 'en', '/insights/a-post/')).toBe('/#home-contact')
})

test('a name that is no form is no form, whatever the object has', () => {
  expect(contactFormOf('constructor')).toBeUndefined()
  expect(contactFormOf('__proto__')).toBeUndefined()
  expect(formName('newsletter')).toBe('newsletter')
  expect(leadEvent(lead('newsletter'), 'example.com', 'https://example.com').props.kind).toBe('other')
})
