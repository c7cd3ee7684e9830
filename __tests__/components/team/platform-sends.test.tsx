/**
 * A lead's page, its Ad platforms section, as the team reads it: each send
 * (the lead, then every later stage) under the platform's name in the
 * page's language, with where it stands in the page's words: accepted,
 * received but not yet counted (Google), checked in test mode only
 * (Snapchat), still tried and why, given up, too late for the platform's
 * window; and a stage taken back that the platform still counts. "Accepted"
 * only for what the platform accepted.
 */
import { render, screen } from '@testing-library/react'
import arabic from '../../../content/ar/team.json'
import english from '../../../content/en/team.json'
import arabicForm from '../../../content/ar/form.json'
import englishForm from '../../../content/en/form.json'
import type { LeadRecord } from '../../../src/lib/leads/types'
import { PlatformSends } from '../../../src/components/team/platform-sends'
import { gulfTime } from '../../../src/components/team/team-props'

const AT = '2026-12-02T10:05:00.000Z'
const LATER = '2026-12-03T08:30:00.000Z'

function show(conversions: LeadRecord['conversions'], locale: 'en' | 'ar') {
  render(<PlatformSends conversions={conversions} copy={locale === 'ar' ? arabic : english} platformNames={(locale === 'ar' ? arabicForm : englishForm).adConsent.platforms} locale={locale} />)
  const values = screen.queryAllByRole('definition').map((value) => value.textContent)
  return screen.queryAllByRole('term').map((label, index) => [label.textContent, values[index]])
}

test('Google: the lead received but not yet counted, Qualified still tried with its refusal, Won too late', () => {
  const rows = show(
    {
      google: {
        attempts: 1,
        receivedAt: AT,
        requestId: 'request-1',
        stages: {
          qualified: { attempts: 2, nextAttemptAt: LATER, lastError: 'Google could not process the event: PROCESSING_ERROR_CONSENT' },
          won: { attempts: 0, tooLateAt: LATER, lastError: 'too late for Google Ads: it takes events up to 63 days after the lead' },
        },
      },
    },
    'en',
  )
  expect(rows).toEqual([
    ['Google · The lead', `Received by the platform, not yet confirmed as counted: ${gulfTime('en', AT)}`],
    ['Google · Qualified', 'Not accepted yet · Attempts: 2 · Google could not process the event: PROCESSING_ERROR_CONSENT'],
    ['Google · Won', 'Not sent: the stage came after the days the platform takes events for'],
  ])
  expect(gulfTime('en', AT)).toBe('2 Dec 2026, 14:05')
})

test('Meta, in Arabic: the lead and Qualified accepted, Meeting given up with why, and a Lost after them that Meta still counts', () => {
  const rows = show(
    {
      meta: {
        attempts: 1,
        acceptedAt: AT,
        stages: { qualified: { attempts: 1, acceptedAt: LATER }, meeting: { attempts: 8, gaveUpAt: LATER, lastError: 'HTTP 400' } },
        notRetracted: { at: LATER, why: 'Meta documents no retraction' },
      },
    },
    'ar',
  )
  const meta = arabicForm.adConsent.platforms.meta
  expect(rows).toEqual([
    [`${meta} · ${arabic.sendLead}`, `${arabic.accepted}: ${gulfTime('ar', AT)}`],
    [`${meta} · ${arabic.stageQualified}`, `${arabic.accepted}: ${gulfTime('ar', LATER)}`],
    [`${meta} · ${arabic.stageMeeting}`, `${arabic.sendGivenUp} · HTTP 400`],
    [meta, `${arabic.notRetracted}: ${gulfTime('ar', LATER)}`],
  ])
})

test("Snapchat's test mode: the lead checked only, not called accepted", () => {
  expect(show({ snapchat: { attempts: 1, validatedAt: AT, nextAttemptAt: LATER } }, 'en')).toEqual([['Snapchat · The lead', "Checked in the platform's test mode only; it will be sent for real"]])
})

test('a lead told to no platform says so, in either language', () => {
  expect(show(undefined, 'en')).toEqual([])
  expect(screen.getByText('Nothing was sent to an ad platform.')).toBeInTheDocument()
  expect(show({}, 'ar')).toEqual([])
  expect(screen.getByText(arabic.nothingSent)).toBeInTheDocument()
})
