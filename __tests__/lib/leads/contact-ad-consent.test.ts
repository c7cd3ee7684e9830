/**
 * @jest-environment node
 *
 * The form's ad consent box, as the contact handler reads it: ticked, a
 * browser without the site's script posts `adConsent=on` and the script
 * sends `"adConsent": true`; the lead keeps the answer with the date of the
 * wording the visitor saw. Anything else is a no, and never costs the lead.
 */
import site from '../../../content/site.json'
import { AD_CONSENT_FIELD } from '../../../src/lib/contact/contact-fields'
import { VALID, harness } from '../../support/contact-harness'

const FORM = { name: 'Omar Saleh', phone: '050 123 4567', phoneCountry: 'AE', form: 'home' }
const consentOf = (delivered: { consent?: unknown }[]) => delivered.map((lead) => lead.consent)

it('is the field the form posts', () => {
  expect(AD_CONSENT_FIELD).toBe('adConsent')
})

describe('a box ticked', () => {
  it('without JavaScript (adConsent=on) is kept as consent, with the wording date of content/site.json', async () => {
    const lead = harness()
    expect((await lead.postForm({ ...FORM, adConsent: 'on' })).status).toBe(303)
    expect(consentOf(lead.delivered)).toEqual([{ adMeasurement: true, version: site.adConsentVersion }])
  })

  it('by the site script ("adConsent": true) is kept as consent', async () => {
    const lead = harness()
    expect((await lead.postJson({ ...VALID, adConsent: true })).status).toBe(201)
    expect(consentOf(lead.delivered)).toEqual([{ adMeasurement: true, version: site.adConsentVersion }])
  })
})

describe('a box left unticked', () => {
  it('without JavaScript (no field at all) is kept as no consent, the lead delivered as any other', async () => {
    const lead = harness()
    expect((await lead.postForm(FORM)).status).toBe(303)
    expect(lead.delivered).toEqual([expect.objectContaining({ name: 'Omar Saleh', phone: '+971501234567', consent: { adMeasurement: false, version: site.adConsentVersion } })])
  })

  it.each([
    ['false', false],
    ['absent', undefined],
  ])('by the site script (%s) is kept as no consent', async (_case, value) => {
    const lead = harness()
    expect((await lead.postJson({ ...VALID, adConsent: value })).status).toBe(201)
    expect(consentOf(lead.delivered)).toEqual([{ adMeasurement: false, version: site.adConsentVersion }])
  })
})

describe('anything else is no consent, and the lead is still taken', () => {
  it.each([
    ['the text "true" in JSON', 'true'],
    ['the number 1', 1],
    ['a list', ['on']],
    ['an object', { adMeasurement: true }],
    ['null', null],
  ])('%s', async (_case, value) => {
    const lead = harness()
    expect((await lead.postJson({ ...VALID, adConsent: value })).status).toBe(201)
    expect(consentOf(lead.delivered)).toEqual([{ adMeasurement: false, version: site.adConsentVersion }])
  })

  it.each(['yes', 'true', 'ON', ''])('adConsent=%s without JavaScript', async (value) => {
    const lead = harness()
    expect((await lead.postForm({ ...FORM, adConsent: value })).status).toBe(303)
    expect(consentOf(lead.delivered)).toEqual([{ adMeasurement: false, version: site.adConsentVersion }])
  })

  it('a second adConsent=on after an empty first one: the first value wins, as for every field', async () => {
    const lead = harness()
    await lead.send({ contentType: 'application/x-www-form-urlencoded', body: Buffer.from(`${new URLSearchParams(FORM)}&adConsent=&adConsent=on`) })
    expect(consentOf(lead.delivered)).toEqual([{ adMeasurement: false, version: site.adConsentVersion }])
  })
})
