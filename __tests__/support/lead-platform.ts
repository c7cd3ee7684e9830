/**
 * The leads pipeline as Netlify runs it, for the fault tests: the contact
 * function bundled as Netlify bundles it, called with a Request and a
 * Netlify-shaped Context, the Blobs context in the environment only (as
 * Netlify's runtime sets it); the scheduled function called as Netlify calls
 * it; and the store read back directly.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { commonJsBundle, contactFunctionOf, contactRequest, netlifyContext, readAnswer, type ContactCall, type ContactFunction } from '../../scripts/netlify-function'
import { allRecords } from '../../src/lib/leads-cli/leads-commands'
import { leadBlobs } from '../../src/lib/leads/store/blobs-store'
import type { LeadRecord } from '../../src/lib/leads/types'
import type { LandingPagesIndex } from '../../src/lib/landing/landing'
import { scheduledRedelivery, type ScheduledOptions } from '../../src/lib/leads/redelivery/scheduled'
import type { RunReport } from '../../src/lib/leads/redelivery/redeliver'
import { DEPLOY_ID, REGION, SITE_ID, startBlobs, type LocalBlobs } from './blobs-server'
import { tokenContext } from '../../src/lib/leads/form-token'
import { blobsGateKeys } from '../../src/lib/leads/store/form-gate'
import { bodyWithToken, TEST_FORM_SECRET, TEST_PREVIEW_SECRET, validToken } from './form-token'

export const lead = (index: number) => ({
  name: `Visitor ${index}`,
  phone: `+9715012${String(index).padStart(5, '0')}`,
  form: index % 2 ? 'services' : 'home',
  language: index % 3 ? 'en' : 'ar',
})

/** The targets' variables, set in the process as Netlify sets a site's: the function reads them when it runs. */
export function configureTargets(targets: { webhook?: string; smtp?: string }) {
  for (const name of ['LEADS_WEBHOOK_URL', 'LEADS_WEBHOOK_SECRET', 'SMTP_URL', 'LEADS_EMAIL_TO', 'LEADS_EMAIL_FROM', 'LEADS_FILE']) delete process.env[name]
  if (targets.webhook) process.env.LEADS_WEBHOOK_URL = targets.webhook
  if (targets.smtp) {
    process.env.SMTP_URL = targets.smtp
    process.env.LEADS_EMAIL_TO = 'sales@northwindgrowth.com'
    process.env.LEADS_EMAIL_FROM = 'website@northwindgrowth.com'
  }
}

/** The function's warnings (a lead stored but not yet delivered) are expected here: kept out of the test output. */
export const quietWarnings = () => jest.spyOn(console, 'warn').mockImplementation(() => undefined)

/**
 * The contact function bundled from its source, loaded by this test file's
 * own `require` (its environment is the test's). The rate limit is read
 * once, as it loads: off (0) unless a test asks for one, and so is the
 * flood limit (leads an hour before the next are held). The form tokens'
 * secret is the tests' (support/form-token.ts). It carries the build's
 * index of published landing pages, or `landingPages` instead.
 */
export async function loadContactFunction({ ratePerMinute = 0, floodPerHour = 0, landingPages }: { ratePerMinute?: number; floodPerHour?: number; landingPages?: LandingPagesIndex } = {}): Promise<ContactFunction> {
  process.env.LEADS_RATE_LIMIT_PER_MINUTE = String(ratePerMinute)
  process.env.LEADS_FLOOD_PER_HOUR = String(floodPerHour)
  // Read when each lead is judged, as Netlify's runtime gives a site's variables: the tests' tokens are signed with it.
  process.env.LEADS_FORM_SECRET = TEST_FORM_SECRET
  // Jest's own require: the bundle is a file written just now, not a module to import.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return contactFunctionOf(require(await commonJsBundle(undefined, { landingPages })))
}

/**
 * The contact function bundled once for a test file and a local Blobs
 * server, started for the file or, with `freshStore`, for each test; the
 * function's expected warnings kept out of the output. Read `handler` and
 * `blobs` inside the tests.
 */
export function bundledPlatform({ freshStore = false } = {}) {
  const platform = {} as { handler: ContactFunction; blobs: LocalBlobs }
  beforeAll(async () => {
    platform.handler = await loadContactFunction()
    if (!freshStore) platform.blobs = await startBlobs()
  })
  if (freshStore) {
    beforeEach(async () => void (platform.blobs = await startBlobs()))
    afterEach(() => platform.blobs.stop())
  } else afterAll(() => platform.blobs.stop())
  beforeEach(() => void quietWarnings())
  return platform
}

/**
 * `npm run leads -- <args>` against the local Blobs server, as the agency
 * runs it. Asynchronous: a synchronous child would block this process, and
 * the store client's kept-alive connections, closed by the server meanwhile,
 * would fail the test's next store request.
 */
export const leadsCommand = (blobs: LocalBlobs, ...args: string[]) =>
  promisify(execFile)(process.execPath, ['scripts/leads.mjs', ...args], {
    env: { ...process.env, LEADS_BLOBS_URL: blobs.url, NETLIFY_SITE_ID: SITE_ID, NETLIFY_AUTH_TOKEN: 'local-token' },
    encoding: 'utf8',
  })

/**
 * The secret of the tests' deploy preview (TEST_PREVIEW_SECRET), written
 * into its deploy's gate store as the preview writes its own when first
 * asked for a token: the tokens validToken() makes for a preview are then
 * its.
 */
export const seedPreviewSecret = (blobs: LocalBlobs) => blobsGateKeys(blobs.context, { deployID: DEPLOY_ID, region: REGION }).addIfNew('form-secret', TEST_PREVIEW_SECRET)

/** NETLIFY_BLOBS_CONTEXT naming a store nobody answers at: the store is down. */
export const STORE_DOWN = Buffer.from(JSON.stringify({ siteID: 's', token: 't', edgeURL: 'http://127.0.0.1:9', uncachedEdgeURL: 'http://127.0.0.1:9' })).toString('base64')

export type Invocation = {
  /** NETLIFY_BLOBS_CONTEXT for this invocation; the local server's by default. */
  blobsContext?: string
  /** `context.deploy.context`; production by default. */
  deployContext?: string
  /** `context.ip`, the visitor's address as Netlify saw it. */
  ip?: string
}

export function leadPlatform(contact: ContactFunction, blobs: LocalBlobs, defaults: Invocation = {}) {
  const store = leadBlobs(blobs.context)
  const invoke = async (call: ContactCall, invocation: Invocation = {}) => {
    const { blobsContext = blobs.environmentContext, deployContext = 'production', ip } = { ...defaults, ...invocation }
    // Set as Netlify's runtime sets it, read by the function when it runs: never handed to it.
    process.env.NETLIFY_BLOBS_CONTEXT = blobsContext
    const body = call.body === undefined ? undefined : bodyWithToken(call.headers?.['content-type'], call.body, () => validToken({ context: tokenContext(deployContext) }))
    return readAnswer(await contact(contactRequest({ ...call, body }), netlifyContext({ deployContext, ip })))
  }
  return {
    store,
    /** Any request: method, headers and path as given; a lead's body without a `token` gets a valid one (`token: ''` posts none). */
    send: invoke,
    /** A lead from the site's script. */
    postJson: (body: object, invocation?: Invocation) =>
      invoke({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }, invocation),
    postForm: (fields: Record<string, string>, invocation?: Invocation) =>
      invoke({ body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }, invocation),
    /** Every stored lead, by id. */
    async stored(): Promise<Map<string, LeadRecord>> {
      return new Map((await allRecords(store)).map((record) => [record.lead.id, record]))
    },
    /** One scheduled run, as Netlify starts it on the published deploy: a POST with { next_run }, the Blobs context in the environment. */
    async runScheduled(options: ScheduledOptions = {}): Promise<RunReport> {
      process.env.NETLIFY_BLOBS_CONTEXT = blobs.environmentContext
      const run = scheduledRedelivery({ log: () => undefined, ...options })
      const answer = await run(new Request('https://www.northwindgrowth.com/.netlify/functions/redeliver-leads', { method: 'POST', body: JSON.stringify({ next_run: new Date().toISOString() }) }), netlifyContext())
      return (await answer.json()) as RunReport
    },
  }
}

/** `count` leads sent, ten at a time, while the targets refuse them: each thanked and stored, pending; their ids in order. */
export async function pendingLeads(site: ReturnType<typeof leadPlatform>, count: number) {
  const ids: string[] = []
  for (let start = 0; start < count; start += 10) {
    const answers = await Promise.all(Array.from({ length: Math.min(10, count - start) }, (_, offset) => site.postJson(lead(start + offset))))
    for (const answer of answers) {
      expect(answer.status).toBe(201)
      ids.push(JSON.parse(answer.body).id)
    }
  }
  return ids
}

/** Runs the scheduled function, the clock `stepMs` further each time, until a run finds nothing due. */
export async function runUntilNothingDue(run: (now: () => Date) => Promise<RunReport>, start: number, stepMs: number, maxRuns = 50) {
  let clock = start
  const reports: RunReport[] = []
  for (let index = 0; index < maxRuns; index += 1) {
    clock += stepMs
    const at = clock
    const report = await run(() => new Date(at))
    reports.push(report)
    if (report.delivered + report.retrying + report.failed + report.busy + report.left === 0) return reports
  }
  throw new Error(`still leads due after ${maxRuns} runs: ${JSON.stringify(reports.at(-1))}`)
}
