/**
 * @jest-environment node
 *
 * The rules a stored lead lives by: the wait between attempts, when it is
 * given up on, whose claim holds, and when a delivered one is deleted.
 */
import site from '../../../../content/site.json'
import { afterAttempts, backoffSeconds, claimed, isDue, isPastRetention, newRecord, RETENTION_DAYS, retryMinSeconds } from '../../../../src/lib/leads/store/lead-records'
import { storedLead } from '../../../support/stored-lead'

const RECEIVED = Date.parse('2026-11-24T10:00:00.000Z')
const at = (ms: number) => new Date(RECEIVED + ms)
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const lead = storedLead({ receivedAt: at(0).toISOString() })
const refused = [{ target: 'webhook', accepted: false, error: 'ECONNREFUSED: fetch failed' }, { target: 'email', accepted: true }]

it('waits the minimum after the first refusal, then twice as long each time, at most an hour', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => backoffSeconds(attempt, 60))).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600])
  expect(retryMinSeconds({})).toBe(60)
  expect(retryMinSeconds({ LEADS_RETRY_MIN_SECONDS: '30' })).toBe(30)
  expect(retryMinSeconds({ LEADS_RETRY_MIN_SECONDS: 'soon' })).toBe(60)
})

it('keeps what each target said: only the one that refused is waited for', () => {
  const record = afterAttempts(newRecord(lead, ['webhook', 'email'], at(0), 'contact'), refused, at(1000), 60)
  expect(record.status).toBe('pending')
  expect(record.targets.email.acceptedAt).toBe(at(1000).toISOString())
  expect(record.targets.webhook).toEqual({ attempts: 1, lastAttemptAt: at(1000).toISOString(), lastError: 'ECONNREFUSED: fetch failed' })
  expect(record.nextAttemptAt).toBe(at(61_000).toISOString())
  expect(record.claim).toBeUndefined()
})

it('is not due while someone holds its claim, and is again once a dead claim expires', () => {
  const stored = newRecord(lead, ['webhook'], at(0), 'contact')
  expect(isDue(stored, at(1000))).toBe(false)
  const waiting = afterAttempts(stored, [refused[0]], at(1000), 60)
  expect(isDue(waiting, at(30_000))).toBe(false)
  expect(isDue(waiting, at(61_000))).toBe(true)
  const taken = claimed(waiting, 'run-a', at(61_000))
  expect(isDue(taken, at(62_000))).toBe(false)
  expect(isDue(taken, at(61_000 + 2 * MINUTE))).toBe(true)
})

it('is marked failed once it has been refused for 3 days, and deleted the retention period after it failed', () => {
  const waiting = afterAttempts(newRecord(lead, ['webhook'], at(0), 'contact'), [refused[0]], at(1000), 60)
  expect(afterAttempts(waiting, [refused[0]], at(3 * DAY - MINUTE), 60).status).toBe('pending')
  const failed = afterAttempts(waiting, [refused[0]], at(3 * DAY), 60)
  expect(failed).toMatchObject({ status: 'failed', failedAt: at(3 * DAY).toISOString() })
  expect(isPastRetention(failed, at((3 + RETENTION_DAYS) * DAY - 1))).toBe(false)
  expect(isPastRetention(failed, at((3 + RETENTION_DAYS) * DAY))).toBe(true)
})

it('keeps a lead still being tried, however old', () => {
  const waiting = afterAttempts(newRecord(lead, ['webhook'], at(0), 'contact'), [refused[0]], at(1000), 60)
  expect(isPastRetention(waiting, at(365 * DAY))).toBe(false)
})

it('deletes a delivered lead once the retention period in content/site.json has passed since it reached the team', () => {
  expect(RETENTION_DAYS).toBe(site.leadRetentionDays)
  // Refused at first, accepted two days later: the period runs from then, as the privacy notice says.
  const waiting = afterAttempts(newRecord(lead, ['webhook'], at(0), 'contact'), [refused[0]], at(1000), 60)
  const delivered = afterAttempts(waiting, [{ target: 'webhook', accepted: true }], at(2 * DAY), 60)
  expect(isPastRetention(delivered, at(RETENTION_DAYS * DAY))).toBe(false)
  expect(isPastRetention(delivered, at((RETENTION_DAYS + 2) * DAY - 1))).toBe(false)
  expect(isPastRetention(delivered, at((RETENTION_DAYS + 2) * DAY))).toBe(true)
})
