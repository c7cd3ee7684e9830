/**
 * `npm run leads -- list` and `csv`: what the team made of each lead in the
 * inbox, newest first, on a screen and in a spreadsheet.
 */
import { leadsCsv, stageLines } from '../../../src/lib/leads-cli/leads-stages'
import type { LeadRecord } from '../../../src/lib/leads/types'

const NEW: LeadRecord = {
  lead: { id: 'a', receivedAt: '2026-12-01T06:00:00.000Z', form: 'home', language: 'en', name: 'Omar Said', phone: '+971501234567', country: 'AE', source: { channel: 'direct' } },
  targets: {},
  status: 'delivered',
}
const WON: LeadRecord = {
  ...NEW,
  lead: { ...NEW.lead, id: 'b', receivedAt: '2026-12-02T06:00:00.000Z', language: 'ar', name: 'ليلى حداد', landing: { slug: 'free-evaluation', campaign: 'free-evaluation-2026q4' } },
  stage: 'won',
  value: 12500,
  firstContactMinutes: 7,
  history: [{ at: '2026-12-02T06:07:00.000Z', by: 'sara@northwindgrowth.com', from: 'new', to: 'won', value: 12500 }],
}
const JUNK: LeadRecord = {
  ...NEW,
  lead: { ...NEW.lead, id: 'c', receivedAt: '2026-11-30T20:30:00.000Z', name: '=HYPERLINK("https://evil.example")', source: { channel: 'paid', utmCampaign: 'ramadan_offer' } },
  stage: 'junk',
  firstContactMinutes: 30,
  history: [
    { at: '2026-12-01T05:00:00.000Z', by: 'sara@northwindgrowth.com', from: 'new', to: 'lost', reason: 'no answer' },
    { at: '2026-12-01T05:10:00.000Z', by: 'omar@northwindgrowth.com', from: 'lost', to: 'junk', reason: 'spam: a test, not a lead' },
  ],
}

it('list shows each lead’s stage, value and first-contact minutes, newest first', () => {
  const lines = stageLines([NEW, WON])
  expect(lines[1]).toMatch(/^2026-12-02 06:00\s+won\s+12500\s+7 min\s+b$/)
  expect(lines[2]).toMatch(/^2026-12-01 06:00\s+new\s+a$/)
})

it('csv has a column for the stage, the value, the reason and the first-contact minutes, newest first, in Gulf time', () => {
  const [header, ...rows] = leadsCsv([JUNK, NEW, WON]).split('\r\n')
  expect(header).toBe('received (Asia/Dubai),name,phone,language,from,stage,value AED,reason,first contact minutes,id')
  expect(rows).toEqual([
    "2026-12-02 10:00:00,ليلى حداد,\"'+971501234567\",ar,free-evaluation · free-evaluation-2026q4,won,12500,,7,b",
    "2026-12-01 10:00:00,Omar Said,\"'+971501234567\",en,direct,new,,,,a",
    // Junk's reason is the one it was given, not Lost's before it; a name a spreadsheet would run is written as text.
    `2026-12-01 00:30:00,"'=HYPERLINK(""https://evil.example"")","'+971501234567",en,paid · ramadan_offer,junk,,"spam: a test, not a lead",30,c`,
    '',
  ])
})
