/**
 * @jest-environment node
 *
 * Attribution is data, never text (issue 44): whatever a visitor puts in a
 * click id, a page's address or a referrer, no part of a lead's attribution
 * reaches the sales team or an ad platform as a sentence or a link. Each
 * hostile visit below is posted to the contact handler (by the page's
 * script, or without JavaScript from an address), and the lead it keeps is
 * written out by the real formatting code of every output: the e-mail
 * (text and HTML), the webhook's `text` (the Slack line), the Google Ads
 * CSV, and each ad platform's request. The attribution in each holds no
 * `://`, no space and no `@`.
 */
import { googleRequest } from '../../../src/lib/conversions/google/sender'
import { metaEventNames, metaRequest } from '../../../src/lib/conversions/meta/sender'
import { snapEventNames, snapRequest } from '../../../src/lib/conversions/snapchat/sender'
import { SITE_URL } from '../../../src/lib/head/site-url'
import { googleAdsCsv } from '../../../src/lib/leads-cli/leads-report'
import { leadEmail } from '../../../src/lib/leads/targets/lead-email'
import { webhookBody } from '../../../src/lib/leads/targets/lead-webhook'
import type { StoredLead } from '../../../src/lib/leads/types'
import { VALID, harness } from '../../support/contact-harness'

const HOST = new URL(SITE_URL).host
const SENTENCE = 'Refund due. Verify at https://evil.example/r'
const FORM = { name: 'Layla Haddad', phone: '+971501234567', form: 'home' }

type Visit = { source?: Record<string, string>; referer?: string }
const VISITS: [string, Visit][] = [
  ['a gclid that is a sentence with a link', { source: { gclid: SENTENCE } }],
  ['a gbraid and a wbraid with spaces', { source: { gbraid: 'call me now', wbraid: 'a b' } }],
  ['an fbclid holding an e-mail address', { source: { fbclid: 'IwAR0@evil.example' } }],
  ['an fbclid with a link after it', { source: { fbclid: 'IwAR0x https://evil.example' } }],
  ['a Snapchat click id that is a sentence', { source: { scCid: 'Call +971 50 000 0000 now' } }],
  ['a msclkid and a ttclid holding links', { source: { msclkid: 'https://evil.example', ttclid: 'E.C.P.x://evil' } }],
  ['a landing page whose query carries a sentence', { source: { landingPage: `/lp/free-evaluation/?utm_campaign=spring&note=${encodeURIComponent(SENTENCE)}` } }],
  ['a landing page whose click id is a sentence', { source: { landingPage: `/?gclid=${encodeURIComponent(SENTENCE)}&ScCid=a b` } }],
  ['a landing page with a raw sentence', { source: { landingPage: `/?utm_source=x ${SENTENCE}` } }],
  ['a form page whose path holds a link', { source: { formPage: '/ourservices/https://evil.example/r' } }],
  ['a form page whose path holds an address', { source: { formPage: '/contact@evil.example/' } }],
  ['a form page with a space in its path', { source: { formPage: '/our services/ verify now' } }],
  ['a campaign tag that is a sentence', { source: { utmCampaign: 'Refund due verify at evil example', utmSource: 'pay@evil.example', utmMedium: 'cpc' } }],
  ['a referrer with a user before its host', { source: { referrer: 'https://refund@evil.example/' } }],
  ['a referrer host with characters DNS has not', { source: { referrer: 'https://refund!due~now.example/' } }],
  ['a referrer that is an IP address', { source: { referrer: 'http://192.0.2.7/r' } }],
  ['a referrer that is a sentence', { source: { referrer: SENTENCE } }],
  ['a no-JavaScript post from an address full of sentences', { referer: `${SITE_URL}/lp/free-evaluation/?utm_campaign=${encodeURIComponent(SENTENCE)}&gclid=${encodeURIComponent(SENTENCE)}&sccid=a%40b` }],
  ['a no-JavaScript post whose path holds a link', { referer: `${SITE_URL}/ourservices/https:/%2Fevil.example/?fbclid=x%20y` }],
]

/** The lead the contact handler keeps from `visit`. */
async function leadFrom({ source, referer }: Visit): Promise<StoredLead> {
  const site = harness()
  if (referer) await site.postForm(FORM, { host: HOST, referer })
  else await site.postJson({ ...VALID, source }, { host: HOST })
  expect(site.delivered).toHaveLength(1)
  return { ...site.delivered[0], consent: { adMeasurement: true, version: '2026-11-27' } }
}

/** The attribution values an e-mail shows: the `Source: …` rows, without the words the row itself adds (a click id's name, the / between source and medium). */
function emailValues(lead: StoredLead): string[] {
  const { text, html } = leadEmail(lead)
  const rows = [
    ...[...text.matchAll(/^Source: ([^:]+): (.*)$/gm)],
    ...[...html.matchAll(/<th align="left">Source: ([^<]+)<\/th><td dir="auto">([^<]*)<\/td>/g)],
  ]
  return rows.flatMap(([, label, value]) => (label === 'click id' ? [value.replace(/^\w+ /, '')] : label === 'source / medium' ? value.split(' / ') : [value]))
}

/** The channel and campaign the webhook's `text` (the Slack line) ends with, between its isolates. */
function webhookValues(lead: StoredLead): string[] {
  const { text } = JSON.parse(webhookBody(lead)) as { text: string }
  const summary = /\(\u2068([^\u2069]*)\u2069\)$/.exec(text)?.[1] ?? ''
  return summary.split(', campaign ')
}

/** The Google Click IDs of the CSV's rows. */
const csvValues = (lead: StoredLead) =>
  googleAdsCsv([lead], { conversionName: 'Lead' })
    .csv.trim()
    .split('\r\n')
    .slice(2)
    .map((row) => row.split(',')[0])

/** What each platform's request carries of the attribution: the click ids, and the page it names (its path and query, on the site's own origin). */
function platformValues(lead: StoredLead): string[] {
  const event = { lead, stage: 'lead' as const, at: lead.receivedAt }
  const google = googleRequest(event, { customerId: '123-456-7890', actions: { lead: '42' }, validateOnly: false }).events[0]
  const meta = metaRequest(event, metaEventNames({})).data[0]
  const snap = snapRequest(event, snapEventNames({})).data[0]
  // A lead's own event (stage 'lead') is a website event, with the page it came from.
  if (!('event_source_url' in meta)) throw new Error("Meta's lead event names no page")
  const pages = [meta.event_source_url, snap.event_source_url].map((address) => new URL(address))
  for (const page of pages) expect(page.origin).toBe(new URL(SITE_URL).origin)
  return [
    ...Object.values(google.adIdentifiers ?? {}).filter((id): id is string => id !== undefined),
    ...(meta.user_data.fbc ? [meta.user_data.fbc.replace(/^fb\.1\.\d+\./, '')] : []),
    ...(snap.user_data.sc_click_id ? [snap.user_data.sc_click_id] : []),
    ...pages.map((page) => page.pathname + page.search),
  ]
}

const OUTPUTS = [
  ['the e-mail', emailValues],
  ['the webhook text (the Slack line)', webhookValues],
  ['the Google Ads CSV', csvValues],
  ["the ad platforms' requests", platformValues],
] as const

const asText = /:\/\/| |@/

describe.each(VISITS)('%s', (_visit, visit) => {
  test.each(OUTPUTS)('reaches %s as data only', async (_output, valuesIn) => {
    const values = valuesIn(await leadFrom(visit))
    expect(values.filter((value) => asText.test(value))).toEqual([])
  })
})

test('a real visit reaches every output, so the checks above read something', async () => {
  const gclid = 'Cj0KCQiA-gclid_1'
  const lead = await leadFrom({
    source: { gclid, fbclid: 'IwAR-fbclid_1', scCid: 'b8e1-sccid-1', utmCampaign: 'Spring Sale', landingPage: `/lp/free-evaluation/?gclid=${gclid}`, formPage: '/lp/free-evaluation/', referrer: 'https://www.google.com/' },
  })
  expect(emailValues(lead)).toEqual(expect.arrayContaining(['paid', 'Spring_Sale', `/lp/free-evaluation/?gclid=${gclid}`, '/lp/free-evaluation/', gclid, 'www.google.com']))
  expect(webhookValues(lead)).toEqual(['paid', 'Spring_Sale'])
  expect(csvValues(lead)).toEqual([gclid])
  expect(platformValues(lead)).toEqual([gclid, 'IwAR-fbclid_1', 'b8e1-sccid-1', '/lp/free-evaluation/', '/lp/free-evaluation/'])
})

test("Snapchat's ScCid is read from the landing address in any letter case", async () => {
  for (const name of ['ScCid', 'sccid', 'SCCID', 'scCID']) {
    const lead = await leadFrom({ referer: `${SITE_URL}/lp/free-evaluation/?${name}=b8e1-sccid-1` })
    expect([name, lead.source.scCid]).toEqual([name, 'b8e1-sccid-1'])
  }
})

test('a lead kept before these rules, or edited in the store, reaches every output as data only', async () => {
  const kept = await leadFrom({})
  const lead: StoredLead = {
    ...kept,
    source: {
      channel: 'paid',
      gclid: SENTENCE,
      fbclid: 'x@evil.example',
      scCid: 'call now',
      utmCampaign: 'Refund due',
      landingPage: `/?note=${SENTENCE}`,
      formPage: '//evil.example/r x',
      referrer: 'evil example@x',
    },
  }
  for (const [output, valuesIn] of OUTPUTS) expect([output, valuesIn(lead).filter((value) => asText.test(value))]).toEqual([output, []])
})
