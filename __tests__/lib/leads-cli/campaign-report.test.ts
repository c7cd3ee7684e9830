/**
 * @jest-environment node
 *
 * The landing pages' report (`npm run leads:report`): visitors from a
 * stand-in of Plausible's Stats API v2 on loopback (its documented request
 * and answer), leads from the leads file; each page's conversion rate with
 * its 95% interval; each variant against its original, in words, with the
 * sample size it needs; `--json`; and, without a key, leads only and how to
 * add visitors.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { landingReport } from '../../../src/lib/leads-cli/campaign-cli'
import { requiredVisitors, twoProportionTest, wilsonInterval } from '../../../src/lib/leads-cli/conversion-stats'
import { campaignReport, campaignReportJson, formatCampaignReport, type CampaignLead } from '../../../src/lib/leads-cli/campaign-report'
import { plausibleStandIn, type Visit } from '../../support/plausible-stand-in'

describe('the statistics', () => {
  test("Wilson's interval: 10 of 100 is 5.5% to 17.4%, and 0 of 10 still allows up to 27.8%", () => {
    const { low, high } = wilsonInterval(10, 100)
    expect([low, high].map((value) => value.toFixed(4))).toEqual(['0.0552', '0.1744'])
    expect(wilsonInterval(0, 10).low).toBe(0)
    expect(wilsonInterval(0, 10).high.toFixed(4)).toBe('0.2775')
  })

  test('the two-proportion z-test: 10% of 2,000 against 7.5% of 2,000 is z = 2.80, p = 0.005', () => {
    const { z, pValue } = twoProportionTest({ leads: 200, visitors: 2000 }, { leads: 150, visitors: 2000 })
    expect(z.toFixed(2)).toBe('2.80')
    expect(pValue.toFixed(3)).toBe('0.005')
    expect(twoProportionTest({ leads: 0, visitors: 10 }, { leads: 0, visitors: 10 })).toEqual({ z: 0, pValue: 1 })
  })

  test('a page converting 5% needs 1,468 visitors a page to find a 50% difference (95% confidence, 80% power)', () => {
    expect(requiredVisitors(0.05)).toBe(1468)
    expect(requiredVisitors(0)).toBe(1468)
    expect(requiredVisitors(0.9)).toBe(100)
  })
})

const DAY = '2026-11-20'
/** `count` visits of `page` on DAY, each by a visitor of its own. */
const visitsOf = (page: string, count: number): Visit[] => Array.from({ length: count }, (_, index) => ({ date: DAY, page, visitor: `${page}-${index}` }))
/** `count` leads from the page `own` (a variant of `slug` when they differ). */
const leadsFrom = (own: string, slug: string, count: number, language = 'en'): CampaignLead[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${language}-${own}-${index}`,
    receivedAt: `${DAY}T09:00:00.000Z`,
    form: 'landing',
    language,
    landing: { slug, campaign: 'offer-2026q4', variant: own },
  })) as CampaignLead[]

/** A repository with content/landing/: "offer" and its variant "offer-b", in English. */
function site() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'campaign-report-'))
  fs.mkdirSync(path.join(root, 'content/landing/en'), { recursive: true })
  fs.writeFileSync(path.join(root, 'content/landing/en/offer.json'), JSON.stringify({ campaign: 'offer-2026q4' }))
  fs.writeFileSync(path.join(root, 'content/landing/en/offer-b.json'), JSON.stringify({ campaign: 'offer-2026q4', variantOf: 'offer' }))
  return root
}

describe('with PLAUSIBLE_API_KEY', () => {
  let plausible: Awaited<ReturnType<typeof plausibleStandIn>>
  afterEach(() => plausible.close())
  const env = () => ({ PLAUSIBLE_API_KEY: 'test-key', PLAUSIBLE_DOMAIN: 'www.northwindgrowth.com', PLAUSIBLE_HOST: plausible.url })

  test("asks the Stats API for the landing pages' visitors in the range, and gives each page its rate and interval", async () => {
    plausible = await plausibleStandIn({ visits: [...visitsOf('/lp/offer/', 2000), ...visitsOf('/lp/offer-b/', 2000), ...visitsOf('/ourstory/', 50), { date: '2026-09-01', page: '/lp/offer/', visitor: 'old' }] })
    const { json } = await landingReport({ leads: [...leadsFrom('offer', 'offer', 150), ...leadsFrom('offer-b', 'offer', 200)], from: '2026-11-01', to: '2026-11-30', timeZone: 'Asia/Dubai', env: env(), root: site() })
    expect(plausible.queries).toEqual([
      { site_id: 'www.northwindgrowth.com', metrics: ['visitors'], date_range: ['2026-11-01', '2026-11-30'], dimensions: ['event:page'], filters: [['contains', 'event:page', ['/lp/']]] },
    ])
    expect(json.pages.map(({ path: at, slug, campaign, variant, visitors, leads, conversionRate }) => ({ path: at, slug, campaign, variant, visitors, leads, conversionRate }))).toEqual([
      { path: '/lp/offer/', slug: 'offer', campaign: 'offer-2026q4', variant: 'offer', visitors: 2000, leads: 150, conversionRate: 0.075 },
      { path: '/lp/offer-b/', slug: 'offer', campaign: 'offer-2026q4', variant: 'offer-b', visitors: 2000, leads: 200, conversionRate: 0.1 },
    ])
    expect(json.pages[1].interval!.low).toBeCloseTo(0.0876, 3)
    expect(json.comparisons).toEqual([
      expect.objectContaining({ original: '/lp/offer/', variant: '/lp/offer-b/', verdict: 'variant-better', requiredVisitors: 945, pValue: expect.closeTo(0.0051, 3) }),
    ])
  })

  test('below the sample size it states, the verdict is "not enough visitors yet", with the warning against stopping early', async () => {
    plausible = await plausibleStandIn({ visits: [...visitsOf('/lp/offer/', 300), ...visitsOf('/lp/offer-b/', 280)] })
    const { text, json } = await landingReport({ leads: [...leadsFrom('offer', 'offer', 15), ...leadsFrom('offer-b', 'offer', 30)], from: '2026-11-01', to: '2026-11-30', timeZone: 'Asia/Dubai', env: env(), root: site() })
    expect(json.comparisons[0]).toMatchObject({ verdict: 'not-enough-visitors', requiredVisitors: 1468, pValue: null })
    expect(text).toContain('/lp/offer-b/ (variant of offer)')
    // The terminal's lines are wrapped: read as one paragraph.
    const words = text.replace(/\s+/g, ' ')
    expect(words).toContain('/lp/offer-b/ against /lp/offer/ (English), on leads: On leads, 10.7% of visitors against 5.0%: not enough visitors yet. The test needs 1,468 visitors on each page to tell a 50% difference from chance (95% confidence, 80% power); it has 280 and 300.')
    expect(words).toContain('Decide only once both pages have the visitors stated.')
  })

  test('a wrong key is said plainly', async () => {
    plausible = await plausibleStandIn({ apiKey: 'another-key' })
    await expect(landingReport({ leads: [], timeZone: 'Asia/Dubai', env: env(), root: site() })).rejects.toThrow(/answered 401 \(is PLAUSIBLE_API_KEY a Stats API key of this site\?\)/)
  })
})

test('without the key: leads only, leads outside the range left out, and how to add visitors', async () => {
  const old = { ...leadsFrom('offer', 'offer', 1)[0], id: 'old', receivedAt: '2026-01-01T09:00:00.000Z' }
  const { text, json } = await landingReport({ leads: [...leadsFrom('offer-b', 'offer', 3), old], from: '2026-11-01', to: '2026-11-30', timeZone: 'Asia/Dubai', env: {}, root: site() })
  expect(json.pages.map(({ path: at, visitors, leads, conversionRate }) => [at, visitors, leads, conversionRate])).toEqual([
    ['/lp/offer/', null, 0, null],
    ['/lp/offer-b/', null, 3, null],
  ])
  expect(json.comparisons).toEqual([])
  expect(text).toContain('set PLAUSIBLE_API_KEY')
})

test('`npm run leads:report -- --json` prints the pages, comparisons and platforms, nothing else', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campaign-cli-'))
  const file = path.join(dir, 'leads.jsonl')
  const today = new Date().toISOString()
  fs.writeFileSync(file, leadsFrom('free-evaluation', 'free-evaluation', 2).map((lead) => JSON.stringify({ ...lead, receivedAt: today })).join('\n'))
  const env = { ...process.env, PLAUSIBLE_API_KEY: '' }
  const out = JSON.parse(execFileSync(process.execPath, ['scripts/leads-report.mjs', file, '--json'], { encoding: 'utf8', env }))
  expect(Object.keys(out)).toEqual(['from', 'to', 'stagesKnown', 'pages', 'comparisons', 'platforms'])
  expect(out.pages).toContainEqual(expect.objectContaining({ path: '/lp/free-evaluation/', slug: 'free-evaluation', variant: 'free-evaluation', visitors: null, leads: 2, conversionRate: null }))
})

describe('judged by customers: a fixture of leads with stages from the inbox', () => {
  /** Leads of `own` with the stages, values and minutes to the first call the inbox recorded. */
  const staged = (own: string, stages: [stage: string, value?: number, minutes?: number, history?: string[]][]): CampaignLead[] =>
    leadsFrom(own, 'offer', stages.length).map((lead, index) => {
      const [stage, value, minutes, history] = stages[index]
      return { ...lead, team: { stage, ...(value !== undefined && { value }), ...(minutes !== undefined && { firstContactMinutes: minutes }), ...(history && { history: history.map((to) => ({ to })) }) } }
    })
  const OFFER = staged('offer', [
    ['won', 12_000, 4],
    ['qualified', undefined, 10],
    ['lost', undefined, 30, ['contacted', 'qualified', 'lost']],
    ['junk', undefined, 2, ['qualified', 'junk']],
    ['contacted', undefined, 60],
    ['new'],
  ])
  const VARIANT = staged('offer-b', [['won', 3_000, 5], ['won', 2_500, 7], ['meeting', undefined, 9], ['junk'], ['new']])
  const visits = new Map([['/lp/offer/', 600], ['/lp/offer-b/', 500]])

  test('per page, campaign and variant: leads, qualified, won, value, the qualified rate per visitor and per lead, the median minutes to the first call', () => {
    const report = campaignReport({ leads: [...OFFER, ...VARIANT], pages: [], visitors: visits, from: '2026-11-01', to: '2026-11-30', timeZone: 'Asia/Dubai' })
    expect(report.stagesKnown).toBe(true)
    expect(report.pages.map(({ path: at, campaign, variant, leads, qualified, won, value, qualifiedPerVisitor, qualifiedPerLead, medianMinutesToFirstContact }) => ({ at, campaign, variant, leads, qualified, won, value, qualifiedPerVisitor, qualifiedPerLead, medianMinutesToFirstContact }))).toEqual([
      // Qualified: won, qualified, and lost after a qualified; the junk after a qualified is not. Median of 2, 4, 10, 30, 60.
      { at: '/lp/offer/', campaign: 'offer-2026q4', variant: 'offer', leads: 6, qualified: 3, won: 1, value: 12_000, qualifiedPerVisitor: 3 / 600, qualifiedPerLead: 0.5, medianMinutesToFirstContact: 10 },
      { at: '/lp/offer-b/', campaign: 'offer-2026q4', variant: 'offer-b', leads: 5, qualified: 3, won: 2, value: 5_500, qualifiedPerVisitor: 3 / 500, qualifiedPerLead: 0.6, medianMinutesToFirstContact: 7 },
    ])
    expect(report.comparisons.map(({ measure, verdict, text }) => ({ measure, verdict, text: text.slice(0, text.indexOf(':')) }))).toEqual([
      { measure: 'leads', verdict: 'not-enough-visitors', text: 'On leads, 1.0% of visitors against 1.0%' },
      { measure: 'qualified', verdict: 'not-enough-visitors', text: 'On qualified leads, 0.6% of visitors against 0.5%' },
    ])
    const text = formatCampaignReport(report)
    expect(text).toMatch(/\/lp\/offer\/\s+6\s+3\s+1\s+12,000\s+0\.5%\s+50\.0%\s+10/)
    expect(text).toMatch(/\/lp\/offer-b\/ \(variant of offer\)\s+5\s+3\s+2\s+5,500\s+0\.6%\s+60\.0%\s+7/)
    expect(text).toContain('/lp/offer-b/ against /lp/offer/ (English), on qualified leads:')
    expect(campaignReportJson(report).pages[0]).toMatchObject({ qualified: 3, won: 1, value: 12_000 })
  })

  test('a variant with more fills but fewer qualified leads is judged on both, each saying which', () => {
    const many = (own: string, count: number, stage: string) => leadsFrom(own, 'offer', count).map((lead, index) => ({ ...lead, id: `${lead.id}-${stage}-${index}`, team: { stage } }))
    const leads = [...many('offer', 100, 'qualified'), ...many('offer', 50, 'junk'), ...many('offer-b', 40, 'qualified'), ...many('offer-b', 160, 'junk')]
    const report = campaignReport({ leads, pages: [], visitors: new Map([['/lp/offer/', 2000], ['/lp/offer-b/', 2000]]), from: '2026-11-01', to: '2026-11-30', timeZone: 'Asia/Dubai' })
    expect(report.comparisons.map(({ measure, verdict }) => [measure, verdict])).toEqual([
      ['leads', 'variant-better'],
      ['qualified', 'variant-worse'],
    ])
    expect(report.comparisons[1].text).toMatch(/^On qualified leads, 2\.0% of visitors against 5\.0%: the variant brings qualified leads worse/)
  })

  test('per platform: leads sent, stages sent, accepted, refused and too late, from the sends a pull wrote', () => {
    const pulled = (id: string, conversions: NonNullable<NonNullable<CampaignLead['delivery']>['conversions']>): CampaignLead => ({ ...leadsFrom('offer', 'offer', 1)[0], id, team: { stage: 'won' }, delivery: { conversions } })
    const report = campaignReport({
      leads: [
        pulled('a', { google: { attempts: 1, acceptedAt: 'x', stages: { qualified: { attempts: 1, acceptedAt: 'x' }, won: { attempts: 2, gaveUpAt: 'x' } } } }),
        pulled('b', { meta: { attempts: 1, acceptedAt: 'x', stages: { qualified: { attempts: 0, tooLateAt: 'x' } } } }),
      ],
      pages: [],
      from: '2026-11-01',
      to: '2026-11-30',
      timeZone: 'Asia/Dubai',
    })
    expect(report.platforms).toEqual([
      { platform: 'google', sent: 1, stagesSent: 2, accepted: 2, refused: 1, tooLate: 0 },
      { platform: 'meta', sent: 1, stagesSent: 0, accepted: 1, refused: 0, tooLate: 1 },
      { platform: 'snapchat', sent: 0, stagesSent: 0, accepted: 0, refused: 0, tooLate: 0 },
    ])
    expect(formatCampaignReport(report)).toMatch(/Google Ads\s+1\s+2\s+2\s+1\s+0/)
  })
})
