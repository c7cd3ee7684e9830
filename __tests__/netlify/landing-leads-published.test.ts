/**
 * A landing lead keeps its page, campaign and variant only when the build
 * published them (issue 38, item 11): the contact function bundled as
 * Netlify bundles it, with an index of published pages in place of the
 * build's (the free evaluation page and its variant b), and once with the
 * build's own index, as a deploy carries it. Anything else is kept and
 * delivered without them, and the function's log says so.
 */
import { readFileSync } from 'node:fs'
import type { LandingPagesIndex } from '../../src/lib/landing/landing'
import { LANDING_INDEX_FILE } from '../../src/lib/landing/landing-index'
import { startBlobs, type LocalBlobs } from '../support/blobs-server'
import { TEST_LANDING_PAGES } from '../support/landing-pages'
import { configureTargets, leadPlatform, loadContactFunction } from '../support/lead-platform'
import type { ContactFunction } from '../../scripts/netlify-function'

let blobs: LocalBlobs
let tested: ContactFunction
let built: ContactFunction
let warnings: string[]

beforeAll(async () => {
  ;[blobs, tested, built] = await Promise.all([startBlobs(), loadContactFunction({ landingPages: TEST_LANDING_PAGES }), loadContactFunction()])
  configureTargets({})
})
afterAll(() => blobs.stop())
beforeEach(() => {
  warnings = []
  jest.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line))
})

const LEAD = { name: 'Amira Haddad', phone: '+971501234567', form: 'landing', language: 'ar', page: 'free-evaluation', campaign: 'free-evaluation-2026q4' }

/** Posts `fields` to `contact` (the build's local development context, no target: the lead is kept as it arrives); the lead as stored. */
async function stored(contact: ContactFunction, fields: Record<string, string>) {
  const site = leadPlatform(contact, blobs, { deployContext: 'dev' })
  const answer = await site.postJson(fields)
  expect(answer.status).toBe(201)
  return (await site.store.read(JSON.parse(answer.body).id))?.lead
}

test.each([
  ['the original', {}, 'free-evaluation'],
  ['its published variant', { variant: 'free-evaluation-b' }, 'free-evaluation-b'],
])('a lead from %s keeps page, campaign and variant', async (_case, extra, variant) => {
  expect((await stored(tested, { ...LEAD, ...extra }))?.landing).toEqual({ slug: 'free-evaluation', campaign: 'free-evaluation-2026q4', variant })
  expect(warnings).toEqual([])
})

test.each([
  ['a variant that does not exist', { variant: 'free-evaluation-z' }, 'page free-evaluation, campaign free-evaluation-2026q4, variant free-evaluation-z'],
  ["another campaign than the page's", { campaign: 'black-friday' }, 'page free-evaluation, campaign black-friday, variant free-evaluation'],
  ['a page that was never published', { page: 'free-audit', campaign: 'free-audit-2026' }, 'page free-audit, campaign free-audit-2026, variant free-audit'],
  ['a variant of another page', { variant: 'campaign-management' }, 'page free-evaluation, campaign free-evaluation-2026q4, variant campaign-management'],
])('a lead naming %s is stored without page, campaign and variant, and logged', async (_case, extra, named) => {
  const lead = await stored(tested, { ...LEAD, ...extra })
  expect(lead).toMatchObject({ name: 'Amira Haddad', form: 'landing' })
  expect(lead).not.toHaveProperty('landing')
  expect(warnings).toContainEqual(expect.stringMatching(new RegExp(`^contact: lead \\S+ named ${named}, which is not a published landing page: it is kept without them$`)))
})

test('the function as deployed carries the index the build wrote, and checks against it', async () => {
  const index = JSON.parse(readFileSync(LANDING_INDEX_FILE, 'utf8')) as LandingPagesIndex
  const [slug, page] = Object.entries(index).find(([, entry]) => !entry.variantOf) ?? []
  if (!slug || !page) throw new Error(`${LANDING_INDEX_FILE} lists no published landing page`)
  const fields = { ...LEAD, page: slug, campaign: page.campaign }
  expect((await stored(built, fields))?.landing).toEqual({ slug, campaign: page.campaign, variant: slug })
  expect(await stored(built, { ...fields, variant: `${slug}-not-published` })).not.toHaveProperty('landing')
})
