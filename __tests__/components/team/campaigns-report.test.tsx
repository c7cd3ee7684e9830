/**
 * The inbox's Campaigns view as the team reads it, from a report as the
 * function answers it: the table with "variant of", the bars to scale with
 * their numbers, each verdict in the page's own language (never the
 * report's English sentence), the ad platforms by their names, and what
 * it says when visitors are not counted or no landing page brought a lead.
 */
import { render, screen, within } from '@testing-library/react'
import arabic from '../../../content/ar/team.json'
import english from '../../../content/en/team.json'
import arabicForm from '../../../content/ar/form.json'
import englishForm from '../../../content/en/form.json'
import type { CampaignReport, PageRow } from '../../../src/lib/leads-cli/campaign-report'
import { barShares, MIN_SHARE } from '../../../src/components/team/bar-scale'
import { CampaignsReport } from '../../../src/components/team/campaigns-view'
import { SETTINGS_GUIDE, type InboxProps } from '../../../src/components/team/team-props'

const props = (locale: 'en' | 'ar'): InboxProps => ({
  copy: locale === 'ar' ? arabic : english,
  greetings: { en: english.whatsappGreeting, ar: arabic.whatsappGreeting },
  platformNames: (locale === 'ar' ? arabicForm : englishForm).adConsent.platforms,
  locale,
})

const row = (path: string, variant: string, figures: Partial<PageRow>): PageRow => ({
  path,
  language: path.startsWith('/ar/') ? 'ar' : 'en',
  slug: 'offer',
  campaign: 'offer-2026q4',
  variant,
  visitors: 600,
  leads: 0,
  conversionRate: null,
  interval: null,
  qualified: 0,
  won: 0,
  value: 0,
  qualifiedPerVisitor: null,
  qualifiedPerLead: null,
  medianMinutesToFirstContact: null,
  ...figures,
})

const REPORT: CampaignReport = {
  from: '2026-11-01',
  to: '2026-11-30',
  visitorsCounted: true,
  stagesKnown: true,
  pages: [
    row('/ar/lp/offer/', 'offer', { leads: 8, qualified: 2, qualifiedPerLead: 0.25, medianMinutesToFirstContact: 12.4 }),
    row('/ar/lp/offer-b/', 'offer-b', { visitors: 500, leads: 4, qualified: 3, won: 1, value: 12_500, qualifiedPerLead: 0.75 }),
  ],
  comparisons: [
    { measure: 'leads', language: 'ar', campaign: 'offer-2026q4', original: '/ar/lp/offer/', variant: '/ar/lp/offer-b/', requiredVisitors: 1468, z: null, pValue: null, verdict: 'not-enough-visitors', text: 'On leads, 0.8% of visitors against 1.3%: not enough visitors yet.' },
    { measure: 'qualified', language: 'ar', campaign: 'offer-2026q4', original: '/ar/lp/offer/', variant: '/ar/lp/offer-b/', requiredVisitors: 2100, z: 2.1, pValue: 0.03, verdict: 'variant-better', text: 'On qualified leads: the variant brings qualified leads better.' },
  ],
  platforms: [
    { platform: 'google', sent: 0, stagesSent: 0, accepted: 0, refused: 0, tooLate: 0 },
    { platform: 'meta', sent: 3, stagesSent: 2, accepted: 4, refused: 0, tooLate: 1 },
    { platform: 'snapchat', sent: 0, stagesSent: 0, accepted: 0, refused: 0, tooLate: 0 },
  ],
}

test('bars are to scale of the longest, and a count above nothing still shows', () => {
  expect(barShares([{ leads: 8, qualified: 2 }, { leads: 4, qualified: 0 }])).toEqual([{ leads: 1, qualified: 0.25 }, { leads: 0.5, qualified: 0 }])
  expect(barShares([{ leads: 1000, qualified: 1 }])).toEqual([{ leads: 1, qualified: MIN_SHARE }])
  expect(barShares([{ leads: 0, qualified: 0 }])).toEqual([{ leads: 0, qualified: 0 }])
})

test('in Arabic: the table, the bars and the verdicts in Arabic words, with Latin digits', () => {
  render(<CampaignsReport {...props('ar')} answer={{ ok: true, visitorsError: false, report: REPORT }} />)
  const table = screen.getByRole('table', { name: arabic.tableCaption })
  // By its text: jsdom names a row with a space between the address's parts, which a browser lays out as one word.
  const rowOf = (path: string) => within(table).getAllByRole('row').find((line) => line.querySelector('th')?.textContent?.startsWith(path))!
  const variant = rowOf('/ar/lp/offer-b/')
  expect(within(variant).getByRole('rowheader')).toHaveTextContent(`/ar/lp/offer-b/${arabic.variantOf} offer`)
  expect(within(variant).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['offer-2026q4', '500', '4', '3', '1', expect.stringContaining('12,500'), expect.stringMatching(/^75\u200e?%/), `—${arabic.notCounted}`])
  expect(within(table).getByRole('columnheader', { name: arabic.visitorsColumn })).toBeInTheDocument()
  expect(rowOf('/ar/lp/offer/')).toHaveTextContent(`12 ${arabic.minutesUnit}`)

  // Named by its figcaption (jsdom's accessibility tree does not name a figure so; Chromium's does, the browser test asks it).
  const figure = screen.getByText(arabic.barsCaption).closest('figure')!
  const bars = figure.querySelectorAll('svg[height="18"]')
  expect([...bars].map((bar) => (bar as SVGElement).style.inlineSize)).toEqual(['calc((100% - 4rem) * 1)', 'calc((100% - 4rem) * 0.25)', 'calc((100% - 4rem) * 0.5)', 'calc((100% - 4rem) * 0.375)'])
  const [legend, pages] = within(figure).getAllByRole('list')
  expect(legend).toHaveTextContent(`${arabic.barsLeads}${arabic.barsQualified}`)
  expect(within(pages).getAllByRole('listitem')[1]).toHaveTextContent(`/ar/lp/offer-b/${arabic.variantOf} offer${arabic.barsLeads}: 4${arabic.barsQualified}: 3`)

  const verdicts = screen.getByRole('region', { name: arabic.verdictsHeading })
  expect(verdicts).toHaveTextContent(`${arabic.measureLeads} ${arabic.verdictTooFew}`)
  expect(verdicts).toHaveTextContent(`${arabic.measureQualified} ${arabic.verdictBetter}`)
  expect(verdicts).toHaveTextContent(`${arabic.visitorsNeeded} 1,468`)
  expect(verdicts).toHaveTextContent(`${arabic.variantVisitors} 500`)
  expect(verdicts).not.toHaveTextContent('On leads')

  const platforms = screen.getByRole('table', { name: arabic.platformsCaption })
  expect(within(platforms).getAllByRole('row').map((line) => line.textContent)).toEqual([expect.any(String), `${arabicForm.adConsent.platforms.meta}32401`])
  expect(screen.queryByText(arabic.visitorsMissing)).toBeNull()
})

test('in English without visitors: says what they need, with the guide; no landing-page lead is said plainly', () => {
  const report: CampaignReport = { ...REPORT, visitorsCounted: false, comparisons: [], pages: [], platforms: REPORT.platforms.map((sends) => ({ ...sends, sent: 0, stagesSent: 0, accepted: 0, tooLate: 0 })) }
  render(<CampaignsReport {...props('en')} answer={{ ok: true, visitorsError: false, report }} />)
  expect(screen.getByText(english.visitorsMissing, { exact: false })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: english.guideLink })).toHaveAttribute('href', SETTINGS_GUIDE)
  expect(screen.getByText(english.noLandingLeads)).toBeInTheDocument()
  expect(screen.queryByRole('table')).toBeNull()
  expect(screen.queryByText(english.barsCaption)).toBeNull()
})

test('when Plausible failed, it says so instead of asking for the key', () => {
  render(<CampaignsReport {...props('en')} answer={{ ok: true, visitorsError: true, report: { ...REPORT, visitorsCounted: false, comparisons: [] } }} />)
  expect(screen.getByText(english.visitorsFailed)).toBeInTheDocument()
  expect(screen.queryByText(english.visitorsMissing, { exact: false })).toBeNull()
  expect(screen.queryByRole('columnheader', { name: english.visitorsColumn })).toBeNull()
})
