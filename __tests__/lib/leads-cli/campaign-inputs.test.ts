/**
 * @jest-environment node
 *
 * The days a landing pages' report covers, read alike by `npm run
 * leads:report` and the inbox's Campaigns view: the last 30 Gulf days by
 * default; a day that is none, or a range the wrong way round, is refused
 * naming the field.
 */
import { reportRange } from '../../../src/lib/leads-cli/campaign-inputs'

const NOW = new Date('2026-12-01T21:30:00.000Z') // 2 December, 01:30 in Dubai

test('by default, the last 30 days up to today in the time zone asked', () => {
  expect(reportRange({}, 'Asia/Dubai', NOW)).toEqual({ from: '2026-11-03', to: '2026-12-02' })
  expect(reportRange({ from: '2026-11-20' }, 'Asia/Dubai', NOW)).toEqual({ from: '2026-11-20', to: '2026-12-02' })
})

test.each([
  [{ from: 'last week' }, 'from'],
  [{ from: '2026-02-30' }, 'from'],
  [{ to: '2026-13-01' }, 'to'],
  [{ from: '2026-11-20', to: '2026-11-19' }, 'from'],
])('%j is refused, naming %s', (asked, field) => {
  expect(reportRange(asked, 'Asia/Dubai', NOW)).toMatchObject({ field, message: expect.stringContaining(`--${field}`) })
})
