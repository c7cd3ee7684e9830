/**
 * @jest-environment node
 *
 * Each platform's one normalise-and-hash function, against a value worked
 * out apart from the code (Snap's own documented example, and sha256sum of
 * the normal forms), and each platform's request for one known lead: the
 * ids, the click id, the hash, and never the name or the number.
 */
import { googlePhoneHash, googleRequest } from '../../../src/lib/conversions/google/sender'
import { metaEventNames, metaFbc, metaPhoneHash, metaRequest } from '../../../src/lib/conversions/meta/sender'
import { snapEventNames, snapPhoneHash, snapRequest } from '../../../src/lib/conversions/snapchat/sender'
import { storedLead } from '../../support/stored-lead'

// printf %s '+971501234567' | sha256sum ; printf %s '971501234567' | sha256sum
const E164_WITH_PLUS = '5cd602a57e6a0414e38023888d6275b31208be50ab5cf4c1e7f197138da7fed1'
const DIGITS_WITH_COUNTRY_CODE = 'b7a8f5085aa733eb29857a02945bc84a5227e693708d469ec9fb21d34e9e44f5'

const lead = storedLead({
  id: '8e0f2c1a-5b7d-4c3e-9f10-2a3b4c5d6e7f',
  receivedAt: '2026-11-27T10:00:00.000Z',
  form: 'landing',
  language: 'ar',
  // The number the hashes above are of.
  phone: '+971501234567',
  source: { channel: 'paid', gclid: 'Cj0KCQiA-gclid_1', fbclid: 'IwAR-fbclid_1', scCid: 'b8e1-sccid-1', formPage: '/ar/lp/free-evaluation/?utm_source=google&gclid=Cj0KCQiA-gclid_1' },
  consent: { adMeasurement: true, version: '2026-11-27' },
})
const META = metaEventNames({})
const SNAP = snapEventNames({})
const visitor = { ip: '198.51.100.23', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1' }

describe('normalise and hash', () => {
  it('Google: E.164 with its +, SHA-256 hex', () => {
    expect(googlePhoneHash('+971501234567')).toBe(E164_WITH_PLUS)
    expect(googlePhoneHash('971501234567')).toBe(E164_WITH_PLUS)
  })

  it('Meta: the digits with the country code, no +, SHA-256 hex', () => {
    expect(metaPhoneHash('+971501234567')).toBe(DIGITS_WITH_COUNTRY_CODE)
  })

  it("Snapchat: the same normal form; Snap's documented example hashes as Snap says", () => {
    expect(snapPhoneHash('+971501234567')).toBe(DIGITS_WITH_COUNTRY_CODE)
    expect(snapPhoneHash('+448444124653')).toBe('dc008fda46e2e64002cf2f82a4906236282d431c4f75e5b60bfe79fc48546383')
  })
})

describe('the requests', () => {
  it("Google: the destination, the lead's id as transactionId, the click id, the hashed number, HEX, consent granted, WEB", () => {
    expect(googleRequest({ lead, stage: 'lead', at: lead.receivedAt }, { customerId: '123-456-7890', actions: { lead: '987654321' }, validateOnly: false })).toEqual({
      destinations: [{ operatingAccount: { accountType: 'GOOGLE_ADS', accountId: '1234567890' }, productDestinationId: '987654321' }],
      events: [
        {
          transactionId: lead.id,
          eventTimestamp: '2026-11-27T10:00:00.000Z',
          eventSource: 'WEB',
          adIdentifiers: { gclid: 'Cj0KCQiA-gclid_1' },
          userData: { userIdentifiers: [{ phoneNumber: E164_WITH_PLUS }] },
          consent: { adUserData: 'CONSENT_GRANTED', adPersonalization: 'CONSENT_DENIED' },
        },
      ],
      encoding: 'HEX',
    })
  })

  it("Meta: a website Lead with the lead's id, the page without its query, the hashed number, fbc and the visitor's signals", () => {
    expect(metaRequest({ lead, visitor, stage: 'lead', at: lead.receivedAt }, META, 'TEST12345')).toEqual({
      data: [
        {
          event_name: 'Lead',
          event_time: Date.parse('2026-11-27T10:00:00.000Z') / 1000,
          event_id: lead.id,
          action_source: 'website',
          event_source_url: 'https://www.northwindgrowth.com/ar/lp/free-evaluation/',
          user_data: { ph: [DIGITS_WITH_COUNTRY_CODE], fbc: `fb.1.${Date.parse(lead.receivedAt)}.IwAR-fbclid_1`, client_ip_address: visitor.ip, client_user_agent: visitor.userAgent },
        },
      ],
      test_event_code: 'TEST12345',
    })
    expect(metaFbc('abc', '2026-11-27T10:00:00.000Z')).toBe('fb.1.1795773600000.abc')
  })

  it("Snapchat: SIGN_UP from the web with the lead's id, the hashed number, the ScCid and the visitor's signals", () => {
    expect(snapRequest({ lead, visitor, stage: 'lead', at: lead.receivedAt }, SNAP)).toEqual({
      data: [
        {
          event_name: 'SIGN_UP',
          event_time: Date.parse('2026-11-27T10:00:00.000Z') / 1000,
          event_id: lead.id,
          action_source: 'WEB',
          event_source_url: 'https://www.northwindgrowth.com/ar/lp/free-evaluation/',
          user_data: { ph: [DIGITS_WITH_COUNTRY_CODE], sc_click_id: 'b8e1-sccid-1', client_ip_address: visitor.ip, client_user_agent: visitor.userAgent },
        },
      ],
    })
  })

  it.each([
    ['Google', JSON.stringify(googleRequest({ lead, stage: 'lead', at: lead.receivedAt }, { customerId: '1234567890', actions: { lead: '1' }, validateOnly: false }))],
    ['Meta', JSON.stringify(metaRequest({ lead, visitor, stage: 'lead', at: lead.receivedAt }, META))],
    ['Snapchat', JSON.stringify(snapRequest({ lead, visitor, stage: 'lead', at: lead.receivedAt }, SNAP))],
  ])('%s: no name and no number, in any form', (_platform, body) => {
    for (const raw of ['Layla', 'Haddad', '+971501234567', '971501234567', '0501234567', '501234567', '50 123 4567']) expect(body).not.toContain(raw)
  })
})

it("leaves out of Meta's and Snapchat's user data an address or browser the post did not have", () => {
  const unknown = { ip: 'unknown', userAgent: '' }
  expect(metaRequest({ lead, visitor: unknown, stage: 'lead', at: lead.receivedAt }, META).data[0].user_data).toEqual({ ph: [DIGITS_WITH_COUNTRY_CODE], fbc: expect.any(String) })
  expect(snapRequest({ lead, visitor: unknown, stage: 'lead', at: lead.receivedAt }, SNAP).data[0].user_data).toEqual({ ph: [DIGITS_WITH_COUNTRY_CODE], sc_click_id: 'b8e1-sccid-1' })
})
