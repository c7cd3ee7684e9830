import { parseWorkingHours, workingHours, workingMsBetween } from '../../../src/lib/team/working-time'
import { changeStage } from '../../../src/lib/team/stage-change'
import type { LeadRecord } from '../../../src/lib/leads/types'

const MINUTE = 60_000
const dubai = (local: string) => Date.parse(`${local}+04:00`)

describe('working time (LEADS_WORKING_HOURS, Asia/Dubai)', () => {
  const hours = workingHours({})

  it('counts only the minutes inside the working day', () => {
    // Wednesday 2 December 2026.
    expect(workingMsBetween(dubai('2026-12-02T08:50:00'), dubai('2026-12-02T09:20:00'), hours)).toBe(20 * MINUTE)
    expect(workingMsBetween(dubai('2026-12-02T17:50:00'), dubai('2026-12-03T09:10:00'), hours)).toBe(20 * MINUTE)
  })

  it('a lead of Friday evening has waited no working minute until Monday morning', () => {
    expect(workingMsBetween(dubai('2026-12-04T18:30:00'), dubai('2026-12-07T08:59:00'), hours)).toBe(0)
    expect(workingMsBetween(dubai('2026-12-04T18:30:00'), dubai('2026-12-07T09:15:00'), hours)).toBe(15 * MINUTE)
  })

  it('reads another week and zone, and refuses what it cannot read', () => {
    const riyadh = parseWorkingHours('Sun-Thu 08:00-17:00 Asia/Riyadh')
    expect(riyadh && [...riyadh.days].sort()).toEqual([0, 1, 2, 3, 4])
    // Sunday 6 December 2026, 08:00 in Riyadh (UTC+3).
    expect(riyadh && workingMsBetween(Date.parse('2026-12-06T05:00:00Z'), Date.parse('2026-12-06T05:30:00Z'), riyadh)).toBe(30 * MINUTE)
    expect(parseWorkingHours('weekdays')).toBeUndefined()
    const logged: string[] = []
    expect(workingHours({ LEADS_WORKING_HOURS: 'nine to five' }, (line) => void logged.push(line)).opensMinute).toBe(9 * 60)
    expect(logged[0]).toContain('cannot be read')
  })
})

describe('a change of stage', () => {
  const record: LeadRecord = {
    lead: { id: 'l1', receivedAt: '2026-12-02T06:00:00.000Z', form: 'home', language: 'en', name: 'Layla', phone: '+971501234567', country: 'AE', source: { channel: 'direct' } },
    targets: {},
    status: 'delivered',
  }
  const at = new Date('2026-12-02T06:12:00.000Z')

  it('asks Won for a value and Lost or Junk for a reason from the list', () => {
    expect(changeStage(record, { stage: 'won' }, 'a@x.com', at)).toEqual({ ok: false, problem: 'value' })
    expect(changeStage(record, { stage: 'won', value: '-5' }, 'a@x.com', at)).toEqual({ ok: false, problem: 'value' })
    expect(changeStage(record, { stage: 'lost', reason: 'bored' }, 'a@x.com', at)).toEqual({ ok: false, problem: 'reason' })
    expect(changeStage(record, { stage: 'finished' }, 'a@x.com', at)).toEqual({ ok: false, problem: 'stage' })
  })

  it('keeps the first contact minutes once, and every change in the history', () => {
    const contacted = changeStage(record, { stage: 'contacted' }, 'a@x.com', at)
    if (!contacted.ok) throw new Error('refused')
    const won = changeStage(contacted.record, { stage: 'won', value: '12,500' }, 'b@x.com', new Date('2026-12-03T06:00:00.000Z'))
    if (!won.ok) throw new Error('refused')
    expect(won.record).toMatchObject({ stage: 'won', value: 12500, firstContactMinutes: 12 })
    expect(won.record.history).toEqual([
      { at: at.toISOString(), by: 'a@x.com', from: 'new', to: 'contacted' },
      { at: '2026-12-03T06:00:00.000Z', by: 'b@x.com', from: 'contacted', to: 'won', value: 12500 },
    ])
    const junk = changeStage(won.record, { stage: 'junk', reason: 'duplicate', note: 'same as Omar' }, 'a@x.com', at)
    expect(junk.ok && junk.record).toMatchObject({ stage: 'junk', firstContactMinutes: 12 })
    expect(junk.ok && 'value' in junk.record).toBe(false)
    expect(junk.ok && junk.change.reason).toBe('duplicate: same as Omar')
  })
})
