/**
 * @jest-environment node
 *
 * The contact handler's `landing` step alone (src/lib/leads/contact-steps/landing.ts):
 * a landing lead keeps its page, campaign and variant when the build
 * published them, and is passed on without them, logged, otherwise; any
 * other lead passes unchanged.
 */
import { landing } from '../../../src/lib/leads/contact-steps/landing'
import type { Accepted, ContactDeps } from '../../../src/lib/leads/contact-steps/state'
import type { StoredLead } from '../../../src/lib/leads/types'
import { TEST_LANDING_PAGES } from '../../support/landing-pages'
import { storedLead } from '../../support/stored-lead'

const LEAD = storedLead({
  form: 'landing',
  language: 'ar',
  name: 'Amira',
  landing: { slug: 'free-evaluation', campaign: 'free-evaluation-2026q4', variant: 'free-evaluation-b' },
})

function run(lead: StoredLead, { landingPages = TEST_LANDING_PAGES }: { landingPages?: typeof TEST_LANDING_PAGES | null } = {}) {
  const logs: string[] = []
  const deps = { log: (line: string) => void logs.push(line), landingPages: landingPages ?? undefined } as unknown as ContactDeps
  const state = { input: { method: 'POST', body: '', clientAddress: '203.0.113.7' }, deps, now: new Date(), reply: { format: 'json', locale: 'ar' }, lead } as unknown as Accepted
  const passed = landing(state)
  return { lead: passed.lead, logs }
}

test('a published page, campaign and variant pass as they came, unlogged', () => {
  expect(run(LEAD)).toEqual({ lead: LEAD, logs: [] })
})

test('a variant that was never published: the lead passes without its page, and the log names what it said', () => {
  const { lead, logs } = run({ ...LEAD, landing: { ...LEAD.landing!, variant: 'free-evaluation-z' } })
  expect(lead).toEqual({ ...LEAD, landing: undefined })
  expect(lead).not.toHaveProperty('landing')
  expect(logs).toEqual(['contact: lead lead-1 named page free-evaluation, campaign free-evaluation-2026q4, variant free-evaluation-z, which is not a published landing page: it is kept without them'])
})

test('without an index nothing can be checked: the lead passes without its page, and the log says why', () => {
  const { lead, logs } = run(LEAD, { landingPages: null })
  expect(lead).not.toHaveProperty('landing')
  expect(logs).toEqual([expect.stringContaining('cannot be checked (no index of published landing pages)')])
})

test('a lead from any other form passes unchanged', () => {
  const home = { ...LEAD, form: 'home' as const, landing: undefined }
  expect(run(home)).toEqual({ lead: home, logs: [] })
})
