/**
 * @jest-environment node
 *
 * The leads report: leads per channel, source / medium and campaign, and the
 * Google Ads offline-conversion upload file for leads from an ad click.
 */
import { csvField, formatSummary, googleAdsCsv, localTime, parseLeads, summarizeLeads, type ReportLead } from '../../../src/lib/leads-cli/leads-report'

/** The visitor ticked the form's ad consent box. */
const CONSENTED = { adMeasurement: true, version: '2026-11-28' }

const lead = (id: string, receivedAt: string, source?: ReportLead['source']) =>
  JSON.stringify({ id, receivedAt, form: 'home', name: 'Layla', phone: '+971501234567', country: 'AE', language: 'en', ...(source && { source }), consent: CONSENTED })

const FILE = [
  lead('1', '2026-11-23T12:05:00.000Z', { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'Spring, "big" sale', gclid: 'Cj0KCQiA-x_1', channel: 'paid' }),
  lead('2', '2026-11-23T20:30:09.000Z', { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'Spring, "big" sale', gclid: 'Cj0KCQiB', channel: 'paid' }),
  lead('3', '2026-11-24T08:00:00.000Z', { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'nov', channel: 'email' }),
  lead('4', '2026-11-24T09:00:00.000Z', { referrer: 'https://www.google.com', landingPage: '/', channel: 'organic' }),
  lead('5', '2026-11-24T10:00:00.000Z', { landingPage: '/', channel: 'direct' }),
  // A referrer as kept now (its host), where lead 4 has it as kept before (its origin).
  lead('6', '2026-11-24T11:00:00.000Z', { referrer: 't.co' }),
  lead('7', '2026-11-20T11:00:00.000Z'),
  lead('1', '2026-11-23T12:05:00.000Z', { gclid: 'duplicate-line' }),
  '{"half a line',
  '',
].join('\n')

describe('reading the leads file', () => {
  it('takes each lead once and counts the lines that are not a lead', () => {
    const { leads, skipped } = parseLeads(FILE)
    expect(leads.map((one) => one.id)).toEqual(['1', '2', '3', '4', '5', '6', '7'])
    expect(skipped).toBe(1)
  })
})

describe('the summary', () => {
  const summary = summarizeLeads(parseLeads(FILE).leads)

  it('counts leads per channel, every channel listed, leads stored before attribution apart', () => {
    expect(summary.leads).toBe(7)
    expect(summary.unattributed).toBe(1)
    expect(summary.channels).toEqual([
      { label: 'paid', leads: 2 },
      { label: 'email', leads: 1 },
      { label: 'social', leads: 1 },
      { label: 'organic', leads: 1 },
      { label: 'referral', leads: 0 },
      { label: 'direct', leads: 1 },
    ])
  })

  it('names source / medium as Google Analytics does, for untagged visits too', () => {
    expect(summary.sourceMedium).toEqual([
      { label: 'google / cpc', leads: 2 },
      { label: '(direct) / (none)', leads: 1 },
      { label: 'google.com / organic', leads: 1 },
      { label: 'newsletter / email', leads: 1 },
      { label: 't.co / referral', leads: 1 },
    ])
  })

  it('reads a campaign stored before tags were cleaned as the tag it is now, one campaign', () => {
    expect(summary.campaigns).toEqual([
      { label: '(not set)', leads: 3 },
      { label: 'Spring_big_sale', leads: 2 },
      { label: 'nov', leads: 1 },
    ])
  })

  it('reads as a table', () => {
    const text = formatSummary(summary)
    expect(text).toContain('7 leads, 6 with attribution')
    expect(text).toMatch(/^ {2}paid +2 +33\.3%$/m)
    expect(text).toMatch(/^ {2}Spring_big_sale +2 +33\.3%$/m)
  })

  it('derives the channel of a lead stored without one', () => {
    expect(summarizeLeads([{ id: 'x', receivedAt: '2026-11-24T00:00:00Z', source: { utmSource: 'facebook', utmMedium: 'social' } }]).channels[2]).toEqual({
      label: 'social',
      leads: 1,
    })
  })
})

describe('the Google Ads upload file', () => {
  const { leads } = parseLeads(FILE)

  it('follows the template: time zone row, header row, a row per lead with a gclid in Dubai time', () => {
    const upload = googleAdsCsv(leads, { conversionName: 'Lead' })
    expect(upload.csv).toBe(
      [
        'Parameters:TimeZone=Asia/Dubai',
        'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
        'Cj0KCQiA-x_1,Lead,2026-11-23 16:05:00,,',
        // 20:30:09 UTC is past midnight in Dubai (UTC+4).
        'Cj0KCQiB,Lead,2026-11-24 00:30:09,,',
        '',
      ].join('\r\n'),
    )
    expect(upload.rows).toBe(2)
  })

  it('quotes a conversion name with a comma or quotes, and writes value and currency when given', () => {
    const upload = googleAdsCsv(leads.slice(0, 1), { conversionName: 'Lead, "qualified"', value: '150', currency: 'AED' })
    expect(upload.csv.split('\r\n')[2]).toBe('Cj0KCQiA-x_1,"Lead, ""qualified""",2026-11-23 16:05:00,150,AED')
  })

  it('writes the times in another zone when asked', () => {
    const upload = googleAdsCsv(leads.slice(0, 1), { conversionName: 'Lead', timeZone: 'Europe/London' })
    expect(upload.csv.split('\r\n').slice(0, 3)).toEqual([
      'Parameters:TimeZone=Europe/London',
      'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
      'Cj0KCQiA-x_1,Lead,2026-11-23 12:05:00,,',
    ])
  })

  it('leaves out a gclid that is not a click id, so no spreadsheet formula can ride along', () => {
    const hostile = [{ id: 'h', receivedAt: '2026-11-24T00:00:00Z', source: { gclid: '=HYPERLINK("https://evil.example","x")' }, consent: CONSENTED }]
    const upload = googleAdsCsv(hostile, { conversionName: 'Lead' })
    expect(upload).toMatchObject({ rows: 0, skipped: 1 })
    expect(upload.csv).not.toContain('HYPERLINK')
  })

  it("has only the leads whose visitor agreed that Google be told: not a box left unticked, nor a lead kept before the form asked", () => {
    const clicked = (id: string, consent?: ReportLead['consent']): ReportLead => ({ id, receivedAt: '2026-11-24T08:00:00Z', source: { gclid: `Cj0-${id}` }, ...(consent && { consent }) })
    const upload = googleAdsCsv(
      [
        clicked('agreed', CONSENTED),
        clicked('unticked', { adMeasurement: false, version: '2026-11-28' }),
        clicked('before-the-box'),
        clicked('malformed', { adMeasurement: 'true' }),
      ],
      { conversionName: 'Lead' },
    )
    expect(upload.csv.split('\r\n').slice(2)).toEqual(['Cj0-agreed,Lead,2026-11-24 12:00:00,,', ''])
    expect(upload).toMatchObject({ rows: 1, withoutConsent: 3, skipped: 0 })
  })

  it('has only the two header rows when no lead has a gclid', () => {
    expect(googleAdsCsv([], { conversionName: 'Lead' }).csv.split('\r\n')).toHaveLength(3)
  })
})

describe('CSV fields and times', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
  ])('%p is written %p', (value, written) => expect(csvField(value)).toBe(written))

  // OWASP's CSV injection advice: a single quote before the value, the cell quoted.
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+971501234567', `"'+971501234567"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    ['=HYPERLINK("https://evil.example","x")', `"'=HYPERLINK(""https://evil.example"",""x"")"`],
  ])('a cell a spreadsheet would run, %p, is written %p', (value, written) => expect(csvField(value)).toBe(written))

  it('writes a click id starting with - as Google gave it, and neutralises the other cells of the Google Ads upload', () => {
    const leads = [{ id: 'd', receivedAt: '2026-11-24T00:00:00Z', source: { gclid: '-Cj0KCQiA_x-1' }, consent: CONSENTED }]
    expect(googleAdsCsv(leads, { conversionName: '=Lead', value: '-1' }).csv.split('\r\n')[2]).toBe(`-Cj0KCQiA_x-1,"'=Lead",2026-11-24 04:00:00,"'-1",`)
  })

  it('writes a time as yyyy-MM-dd HH:mm:ss on a 24-hour clock', () => {
    expect(localTime('2026-01-01T20:00:00Z', 'Asia/Dubai')).toBe('2026-01-02 00:00:00')
    expect(localTime('2026-07-04T09:03:07Z', 'Asia/Dubai')).toBe('2026-07-04 13:03:07')
  })
})

describe('leads from Insights articles', () => {
  const article = (id: string, formPage: string) => ({ id, receivedAt: '2026-11-24T10:00:00Z', form: 'article', source: { formPage, channel: 'organic' as const } })
  const leads = [
    article('a', '/insights/measure-google-ads-against-sales/'),
    article('b', '/ar/insights/measure-google-ads-against-sales/?utm_source=x'),
    article('c', '/insights/measure-google-ads-against-sales/'),
    { id: 'd', receivedAt: '2026-11-24T10:00:00Z', form: 'home', source: { formPage: '/', channel: 'direct' as const } },
  ]

  it('are counted per article address, each language apart, other forms left out', () => {
    expect(summarizeLeads(leads).articles).toEqual([
      { label: '/insights/measure-google-ads-against-sales/', leads: 2 },
      { label: '/ar/insights/measure-google-ads-against-sales/', leads: 1 },
    ])
    expect(formatSummary(summarizeLeads(leads))).toContain('Insights article')
    expect(formatSummary(summarizeLeads(leads.slice(3)))).not.toContain('Insights article')
  })
})
