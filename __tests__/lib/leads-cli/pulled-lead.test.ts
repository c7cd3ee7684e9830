/**
 * @jest-environment node
 *
 * A kept lead as the agency's tools read it (pulled-lead.ts): what `leads
 * pull` writes is what the landing pages' report counts, stages included,
 * on the agency's machine and in the inbox's Campaigns view alike.
 */
import { campaignReport } from '../../../src/lib/leads-cli/campaign-report'
import { leadLines } from '../../../src/lib/leads-cli/leads-commands'
import { parseLeads } from '../../../src/lib/leads-cli/leads-report'
import { pulledLead } from '../../../src/lib/leads-cli/pulled-lead'
import type { LeadRecord } from '../../../src/lib/leads/types'

const landingLead = (id: string, variant: string, extra: Partial<LeadRecord> = {}): LeadRecord => ({
  lead: {
    id,
    receivedAt: '2026-11-20T06:00:00.000Z',
    form: 'landing',
    language: 'en',
    name: 'Layla Haddad',
    phone: '+971501234567',
    country: 'AE',
    source: { channel: 'paid', fbclid: 'IwAR-1' },
    landing: { slug: 'offer', campaign: 'offer-2026q4', variant },
    consent: { adMeasurement: true, version: '2026-12-02' },
  },
  targets: { email: { attempts: 1, acceptedAt: '2026-11-20T06:00:01.000Z' } },
  status: 'delivered',
  ...extra,
})

const WON = landingLead('won', 'offer', {
  stage: 'won',
  value: 8_000,
  firstContactMinutes: 12,
  history: [{ at: '2026-11-20T06:12:00.000Z', by: 'sara@northwindgrowth.com', from: 'new', to: 'won', value: 8_000 }],
  conversions: { meta: { attempts: 1, acceptedAt: '2026-11-20T06:00:02.000Z', visitor: { ip: '203.0.113.9', userAgent: 'Safari' }, stages: { won: { attempts: 1, acceptedAt: '2026-11-20T06:12:03.000Z' } } } },
})
const NEW = landingLead('new', 'offer-b')

test('a pulled lead is the lead as it arrived, its delivery without the visitor’s address or browser, and what the team made of it', () => {
  const pulled = pulledLead(WON)
  expect(pulled).toMatchObject({ id: 'won', form: 'landing', delivery: { status: 'delivered', conversions: { meta: { acceptedAt: expect.any(String) } } }, team: { stage: 'won', value: 8_000, firstContactMinutes: 12 } })
  expect(JSON.stringify(pulled)).not.toContain('203.0.113.9')
  expect(pulledLead(NEW).team).toEqual({ stage: 'new' })
})

test('the report counts the stages of a pulled file as it counts the store’s leads', () => {
  const range = { pages: [], from: '2026-11-01', to: '2026-11-30', timeZone: 'Asia/Dubai' }
  const fromStore = campaignReport({ leads: [WON, NEW].map(pulledLead), ...range })
  const fromFile = campaignReport({ leads: parseLeads(leadLines([WON, NEW])).leads, ...range })
  expect(fromFile).toEqual(fromStore)
  expect(fromFile.pages.map(({ path, leads, qualified, won, value, medianMinutesToFirstContact }) => ({ path, leads, qualified, won, value, medianMinutesToFirstContact }))).toEqual([
    { path: '/lp/offer/', leads: 1, qualified: 1, won: 1, value: 8_000, medianMinutesToFirstContact: 12 },
    { path: '/lp/offer-b/', leads: 1, qualified: 0, won: 0, value: 0, medianMinutesToFirstContact: null },
  ])
  expect(fromFile.platforms.find((row) => row.platform === 'meta')).toEqual({ platform: 'meta', sent: 1, stagesSent: 1, accepted: 2, refused: 0, tooLate: 0 })
})
