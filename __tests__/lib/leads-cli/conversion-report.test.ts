/**
 * @jest-environment node
 *
 * The ad platforms in the agency's commands: the report's consent rate per
 * form page and leads sent and accepted per platform, what `leads pull`
 * keeps of a send (never the visitor's signals), and what `leads forget`
 * says of a lead a platform was told of or waited for.
 */
import { consentByPage, forgetConversionLines, formatConsentReport, platformStatusLines, pulledConversions, sentPerPlatform, type ConsentLead } from '../../../src/lib/leads-cli/conversion-report'
import { newRecord } from '../../../src/lib/leads/store/lead-records'
import type { LeadRecord } from '../../../src/lib/leads/types'

const asked = (formPage: string, agreed: boolean, conversions?: NonNullable<ConsentLead['delivery']>['conversions']): ConsentLead => ({
  source: { formPage },
  consent: { adMeasurement: agreed },
  ...(conversions && { delivery: { conversions } }),
})

const LEADS: ConsentLead[] = [
  asked('/lp/free-evaluation/?utm_source=google&gclid=1', true, { google: { attempts: 1, acceptedAt: '2026-11-27T10:00:01Z' } }),
  asked('/lp/free-evaluation/?utm_source=facebook&fbclid=2', true, { meta: { attempts: 3 } }),
  asked('/lp/free-evaluation/', false),
  asked('/ar/', true),
  { source: { formPage: '/' } },
]

it('counts, per form page without its query, the leads asked and the share that agreed; leads never asked are left out', () => {
  expect(consentByPage(LEADS)).toEqual([
    { page: '/lp/free-evaluation/', asked: 3, consented: 2 },
    { page: '/ar/', asked: 1, consented: 1 },
  ])
  expect(sentPerPlatform(LEADS)).toEqual([
    { platform: 'google', sent: 1, stagesSent: 0, accepted: 1, refused: 0, tooLate: 0 },
    { platform: 'meta', sent: 1, stagesSent: 0, accepted: 0, refused: 0, tooLate: 0 },
    { platform: 'snapchat', sent: 0, stagesSent: 0, accepted: 0, refused: 0, tooLate: 0 },
  ])
  const text = formatConsentReport(LEADS)
  expect(text).toMatch(/\/lp\/free-evaluation\/\s+3\s+2\s+66\.7%/)
  expect(text).toMatch(/Google Ads\s+1 sent\s+1 accepted/)
  expect(text).toMatch(/Meta\s+1 sent\s+0 accepted/)
})

it('says where the platforms figures are when the file is the local leads file, and when nobody was asked', () => {
  expect(formatConsentReport([asked('/', true)])).toContain('Ad platforms: what each was sent is in a file written by `npm run leads -- pull`')
  expect(formatConsentReport([{ source: { formPage: '/' } }])).toMatch(/^Ad measurement consent: no lead in this file was asked/)
})

const record = (id: string, conversions: LeadRecord['conversions']): LeadRecord => ({
  ...newRecord({ id, receivedAt: '2026-11-27T10:00:00Z', form: 'home', language: 'en', name: 'Layla Haddad', phone: '+971501234567', country: 'AE', source: { channel: 'paid' } }, [], new Date('2026-11-27T10:00:00Z'), 'contact'),
  conversions,
})

it("pull keeps each send's outcome and never the visitor's address or browser", () => {
  const pulled = pulledConversions(record('a', { meta: { attempts: 1, nextAttemptAt: '2026-11-27T10:01:00Z', lastError: 'Error: Meta answered 503', visitor: { ip: '198.51.100.23', userAgent: 'Mozilla/5.0' } } }))
  expect(pulled).toEqual({ conversions: { meta: { attempts: 1, nextAttemptAt: '2026-11-27T10:01:00Z', lastError: 'Error: Meta answered 503' } } })
  expect(pulledConversions(record('b', undefined))).toEqual({})
})

it('forget says what a platform holds as a hash, and that a waiting send is stopped; nothing for a lead no platform was told of', () => {
  expect(
    forgetConversionLines([
      record('a', { meta: { attempts: 1, acceptedAt: '2026-11-27T10:00:01Z' } }),
      record('b', { google: { attempts: 2, nextAttemptAt: '2026-11-27T11:00:00Z' } }),
      record('c', undefined),
    ]),
  ).toEqual([
    expect.stringMatching(/^Meta was told of 1 lead before: it holds the number only as a one-way code \(SHA-256\) with the ad's click id/),
    'The waiting send of 1 lead to Google Ads is stopped: the lead is gone, so it is never sent.',
  ])
  expect(forgetConversionLines([record('c', undefined)])).toEqual([])
})

it('status: a line per platform a stored lead was sent to, and nothing at all when none was', () => {
  expect(platformStatusLines([record('a', undefined)])).toEqual([])
  expect(platformStatusLines([record('a', { snapchat: { attempts: 2, nextAttemptAt: '2026-11-27T11:00:00Z', lastAttemptAt: '2026-11-27T10:30:00Z', lastError: 'Error: Snapchat answered 401: Unauthorized' } })])).toEqual([
    'Ad platforms (kept apart from your own delivery; "sent" means the platform said it counts it):',
    '  Snapchat  0 sent, 1 waiting, 0 refused; last refusal (2026-11-27 10:30 UTC): Error: Snapchat answered 401: Unauthorized',
  ])
})
