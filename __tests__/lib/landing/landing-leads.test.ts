/**
 * @jest-environment node
 *
 * A lead from a landing page keeps the page and the campaign it came from:
 * the rules keep them (well formed, or not at all: never a reason to lose
 * the lead), the e-mail and the webhook name the page, and the report
 * counts leads per page and campaign; the Google Ads file is as before.
 */
import { validateContact } from '../../../src/lib/contact/contact-rules'
import { formPage } from '../../../src/lib/leads/http/contact-html'
import type { StoredLead } from '../../../src/lib/leads/types'
import { leadEmail } from '../../../src/lib/leads/targets/lead-email'
import { leadHeadline } from '../../../src/lib/leads/lead-text'
import { webhookBody } from '../../../src/lib/leads/targets/lead-webhook'
import { formatSummary, googleAdsCsv, summarizeLeads } from '../../../src/lib/leads-cli/leads-report'
import { landingOrigin } from '../../../src/lib/landing/landing'
import { english } from '../../support/contact-messages'
import { storedLead } from '../../support/stored-lead'

const request = { name: 'Amira Haddad', phone: '+971501234567', language: 'ar', form: 'landing', page: 'free-evaluation', campaign: 'free-evaluation-2026q4' }

describe('the rules', () => {
  test('a landing page form\'s lead keeps the page\'s slug and campaign, and the page itself as its variant', () => {
    const checked = validateContact(request, english)
    expect(checked.ok && checked.lead).toEqual({
      form: 'landing',
      language: 'ar',
      name: 'Amira Haddad',
      phone: '+971501234567',
      country: 'AE',
      landing: { slug: 'free-evaluation', campaign: 'free-evaluation-2026q4', variant: 'free-evaluation' },
    })
  })

  test("a variant's lead keeps its original's slug, the campaign and its own slug as the variant, and names its own address", () => {
    const checked = validateContact({ ...request, variant: 'free-evaluation-b' }, english)
    expect(checked.ok && checked.lead.landing).toEqual({ slug: 'free-evaluation', campaign: 'free-evaluation-2026q4', variant: 'free-evaluation-b' })
    if (!checked.ok) return
    const stored: StoredLead = { id: 'lead-b', receivedAt: '2026-11-25T10:00:00.000Z', ...checked.lead, source: { channel: 'paid' } }
    expect(leadHeadline(stored)).toContain('/ar/lp/free-evaluation-b/ (campaign free-evaluation-2026q4)')
  })

  test.each([
    ['a slug with a path in it', { page: '../admin' }],
    ['a campaign with spaces and capitals', { campaign: 'Spring Sale' }],
    ['no campaign', { campaign: undefined }],
    ['a page that is not text', { page: ['free-evaluation'] }],
  ])('%s: the lead is kept without them', (_case, change) => {
    const checked = validateContact({ ...request, ...change }, english)
    expect(checked.ok).toBe(true)
    expect(checked.ok && checked.lead.landing).toBeUndefined()
  })

  test('another form never carries a landing page', () => {
    const checked = validateContact({ ...request, form: 'home' }, english)
    expect(checked.ok && checked.lead.landing).toBeUndefined()
  })

  test('slugs and campaigns are short lower-case ids', () => {
    expect(landingOrigin('free-evaluation', 'x'.repeat(81))).toBeUndefined()
    expect(landingOrigin('free--evaluation', 'q4')).toBeUndefined()
    expect(landingOrigin('free-evaluation', 'q4')).toEqual({ slug: 'free-evaluation', campaign: 'q4', variant: 'free-evaluation' })
    expect(landingOrigin('free-evaluation', 'q4', '../b')).toEqual({ slug: 'free-evaluation', campaign: 'q4', variant: 'free-evaluation' })
  })
})

const lead = storedLead({
  receivedAt: '2026-11-25T10:00:00.000Z',
  form: 'landing',
  language: 'ar',
  name: 'ليلى',
  source: { channel: 'paid', utmCampaign: 'q4', gclid: 'Cj0KCQ-abc_1', landingPage: '/ar/lp/free-evaluation/?gclid=Cj0KCQ-abc_1', formPage: '/ar/lp/free-evaluation/?gclid=Cj0KCQ-abc_1' },
  landing: { slug: 'free-evaluation', campaign: 'free-evaluation-2026q4' },
  consent: { adMeasurement: true, version: '2026-11-28' },
})

describe('the e-mail and the webhook', () => {
  test('the subject names the landing page, in its edition, and its campaign', () => {
    expect(leadHeadline(lead)).toBe('New lead from the Arabic landing page /ar/lp/free-evaluation/ (campaign free-evaluation-2026q4) form: ليلى')
  })

  test('the e-mail has a row for the page and one for its campaign', () => {
    const { text, html } = leadEmail(lead)
    expect(text).toContain('Form: landing page\nLanding page: /ar/lp/free-evaluation/\nLanding page campaign: free-evaluation-2026q4\n')
    expect(html).toContain('<tr><th align="left">Landing page</th><td dir="auto">/ar/lp/free-evaluation/</td></tr>')
  })

  test('the webhook\'s line says the page, and its lead carries slug and campaign for automations', () => {
    const body = JSON.parse(webhookBody(lead))
    expect(body.text).toContain('New lead from the Arabic landing page /ar/lp/free-evaluation/ (campaign free-evaluation-2026q4) form:')
    expect(body.lead.landing).toEqual({ slug: 'free-evaluation', campaign: 'free-evaluation-2026q4' })
  })

  test('a form sent without JavaScript that needs correcting links back to its landing page', () => {
    expect(formPage('landing', 'ar', '/ar/lp/free-evaluation/')).toBe('/ar/lp/free-evaluation/')
    expect(formPage('landing', 'ar', '//elsewhere.example/')).toBe('/ar/')
  })
})

describe('the report', () => {
  const landing = (id: string, slug: string, campaign: string) => ({ ...lead, id, landing: { slug, campaign } })
  const leads = [
    landing('a', 'free-evaluation', 'free-evaluation-2026q4'),
    landing('b', 'free-evaluation', 'free-evaluation-2026q4'),
    landing('c', 'campaign-management', 'campaign-management-2026q4'),
    { id: 'd', receivedAt: '2026-11-25T10:00:00Z', form: 'home', source: { channel: 'direct' as const } },
  ]

  test('counts leads per landing page and campaign, other forms left out', () => {
    expect(summarizeLeads(leads).landingPages).toEqual([
      { label: 'free-evaluation / free-evaluation-2026q4', leads: 2 },
      { label: 'campaign-management / campaign-management-2026q4', leads: 1 },
    ])
    expect(formatSummary(summarizeLeads(leads))).toContain('Landing page / campaign\n  free-evaluation / free-evaluation-2026q4')
    expect(formatSummary(summarizeLeads(leads.slice(3)))).not.toContain('Landing page')
  })

  test('the Google Ads file is as for any lead with a gclid and consent', () => {
    expect(googleAdsCsv(leads, { conversionName: 'Lead' }).csv).toBe(
      'Parameters:TimeZone=Asia/Dubai\r\nGoogle Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n' +
        'Cj0KCQ-abc_1,Lead,2026-11-25 14:00:00,,\r\n'.repeat(3),
    )
  })
})
