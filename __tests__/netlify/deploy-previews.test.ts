/**
 * Deploy previews keep leads apart: the contact function, bundled as Netlify
 * bundles it and called as Netlify calls it, with the local Blobs server, a
 * real webhook receiver, a real SMTP server and a Plausible stand-in all
 * configured, as a site whose settings are not scoped to Production has them.
 * On a deploy preview or a branch deploy a lead is kept in that deploy's own
 * store (Netlify's deploy-scoped store, deleted with the deploy), never in
 * the site's, and nobody hears of it: no webhook, no e-mail, no `Lead` goal.
 * The visitor is answered word for word as production answers. With
 * LEADS_PREVIEW_DELIVERY=1 a preview delivers as production does, its lead
 * still kept apart. Production is as before.
 */
import { commonJsBundle, contactFunctionOf, contactRequest, netlifyContext, readAnswer, type ContactFunction } from '../../scripts/netlify-function'
import { bodyWithToken, TEST_FORM_SECRET, validToken } from '../support/form-token'
import { allRecords } from '../../src/lib/leads-cli/leads-commands'
import { leadBlobs } from '../../src/lib/leads/store/blobs-store'
import { DEPLOY_ID, REGION, startBlobs, type LocalBlobs } from '../support/blobs-server'
import { smtpReceiver, webhookReceiver } from '../support/contact-receivers'
import { configureTargets, lead, quietWarnings, seedPreviewSecret } from '../support/lead-platform'
import { plausibleStandIn } from '../support/plausible-stand-in'

let blobs: LocalBlobs
let bundle: string
let webhook: Awaited<ReturnType<typeof webhookReceiver>>
let mailbox: Awaited<ReturnType<typeof smtpReceiver>>
let plausible: Awaited<ReturnType<typeof plausibleStandIn>>

beforeAll(async () => {
  ;[blobs, bundle, webhook, mailbox, plausible] = await Promise.all([startBlobs(), commonJsBundle(), webhookReceiver('ok'), smtpReceiver(), plausibleStandIn()])
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.environmentContext
  await seedPreviewSecret(blobs)
})
afterAll(async () => {
  webhook.close()
  mailbox.close()
  plausible.close()
  await blobs.stop()
  for (const name of ['PLAUSIBLE_DOMAIN', 'PLAUSIBLE_HOST', 'LEADS_RATE_LIMIT_PER_MINUTE', 'LEADS_PREVIEW_DELIVERY']) delete process.env[name]
})
beforeEach(() => {
  configureTargets({ webhook: webhook.url, smtp: mailbox.url })
  quietWarnings()
})
afterEach(() => jest.restoreAllMocks())

/** The function as a new Netlify instance loads it, every lead setting given, and `LEADS_PREVIEW_DELIVERY` as asked. */
function loadFunction(previewDelivery?: '1'): ContactFunction {
  Object.assign(process.env, { PLAUSIBLE_DOMAIN: 'www.northwindgrowth.com', PLAUSIBLE_HOST: plausible.url, LEADS_RATE_LIMIT_PER_MINUTE: '0', LEADS_FLOOD_PER_HOUR: '0', LEADS_FORM_SECRET: TEST_FORM_SECRET })
  if (previewDelivery) process.env.LEADS_PREVIEW_DELIVERY = previewDelivery
  else delete process.env.LEADS_PREVIEW_DELIVERY
  let contact: ContactFunction | undefined
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  jest.isolateModules(() => (contact = contactFunctionOf(require(bundle))))
  return contact!
}

/** One post on `deployContext`, with the work Netlify lets run after the answer (the Lead goal) awaited. */
async function post(contact: ContactFunction, deployContext: string, body: string, contentType: string) {
  const after: Promise<unknown>[] = []
  const answer = await readAnswer(
    // A valid lead's form token added (support/form-token.ts), as every harness does.
    await contact(contactRequest({ body: bodyWithToken(contentType, body, () => validToken({ context: deployContext })), headers: { 'content-type': contentType } }), netlifyContext({ deployContext, waitUntil: (work) => void after.push(work) })),
  )
  await Promise.all(after)
  return answer
}
const postJson = (contact: ContactFunction, deployContext: string, fields: object) => post(contact, deployContext, JSON.stringify(fields), 'application/json')
const postForm = (contact: ContactFunction, deployContext: string, fields: Record<string, string>) =>
  post(contact, deployContext, new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded')

const siteStore = () => leadBlobs(blobs.context)
const previewStore = () => leadBlobs(blobs.context, { deployID: DEPLOY_ID, region: REGION })
const namesIn = async (store: ReturnType<typeof leadBlobs>) => (await allRecords(store)).map((record) => record.lead.name).sort()
/** What reached the agency and Plausible, by the lead's name or page. */
const delivered = () => ({
  webhook: webhook.received.map((request) => JSON.parse(request.body).lead?.name ?? JSON.parse(request.body).name),
  email: mailbox.messages.length,
  goals: plausible.events.length,
})
/** The answer with the lead's own id taken out: what the visitor reads. */
const asRead = (answer: { status: number; headers: Record<string, string>; body: string }) => ({
  status: answer.status,
  location: answer.headers.location,
  body: answer.headers['content-type']?.includes('json') ? { ...JSON.parse(answer.body), id: 'the lead id' } : answer.body,
})

describe.each(['deploy-preview', 'branch-deploy'])('on a %s', (deployContext) => {
  test("a lead is kept in the deploy's own store, reaches no webhook, inbox or Plausible, and is answered as production answers", async () => {
    const contact = loadFunction()
    const before = delivered()
    const visitor = lead(1)
    const production = await postJson(contact, 'production', { ...visitor, name: `Production ${deployContext}` })
    const afterProduction = delivered()
    const preview = await postJson(contact, deployContext, { ...visitor, name: `Preview ${deployContext}` })

    expect(asRead(preview)).toEqual(asRead(production))
    expect(preview.status).toBe(201)
    expect(delivered()).toEqual(afterProduction)
    expect(afterProduction.email).toBe(before.email + 1)
    expect(afterProduction.goals).toBe(before.goals + 1)
    expect(await namesIn(previewStore())).toContain(`Preview ${deployContext}`)
    expect(await namesIn(siteStore())).toContain(`Production ${deployContext}`)
    expect(await namesIn(siteStore())).not.toContain(`Preview ${deployContext}`)
    const kept = (await allRecords(previewStore())).find((record) => record.lead.name === `Preview ${deployContext}`)
    // Kept as told to nobody: nothing is due, and no run would try it.
    expect(kept).toMatchObject({ status: 'delivered', targets: {} })
  })

  test('a form sent without JavaScript lands on the thank-you page, as in production, and goes nowhere', async () => {
    const contact = loadFunction()
    const fields = { name: `Form ${deployContext}`, phone: '+971501234567', form: 'home', language: 'ar' }
    const production = await postForm(contact, 'production', fields)
    const before = delivered()
    const preview = await postForm(contact, deployContext, fields)
    expect(asRead(preview)).toEqual(asRead(production))
    expect(preview).toMatchObject({ status: 303, headers: { location: '/ar/thank-you/' } })
    expect(delivered()).toEqual(before)
    expect(await namesIn(previewStore())).toContain(`Form ${deployContext}`)
  })

  test('with LEADS_PREVIEW_DELIVERY=1 it delivers and counts as production does, the lead still kept apart', async () => {
    const contact = loadFunction('1')
    const before = delivered()
    const answer = await postJson(contact, deployContext, { ...lead(2), name: `Delivered ${deployContext}` })
    expect(answer.status).toBe(201)
    expect(delivered()).toEqual({ webhook: [...before.webhook, `Delivered ${deployContext}`], email: before.email + 1, goals: before.goals + 1 })
    const kept = (await allRecords(previewStore())).find((record) => record.lead.name === `Delivered ${deployContext}`)
    expect(kept?.status).toBe('delivered')
    expect(Object.keys(kept?.targets ?? {}).sort()).toEqual(['email', 'webhook'])
    expect(await namesIn(siteStore())).not.toContain(`Delivered ${deployContext}`)
  })
})

test('production keeps its leads in the site store, delivers them and counts them, LEADS_PREVIEW_DELIVERY or not', async () => {
  for (const setting of [undefined, '1'] as const) {
    const contact = loadFunction(setting)
    const before = delivered()
    const name = `Production ${setting ?? 'default'}`
    expect((await postJson(contact, 'production', { ...lead(3), name })).status).toBe(201)
    expect(delivered()).toEqual({ webhook: [...before.webhook, name], email: before.email + 1, goals: before.goals + 1 })
    expect(await namesIn(siteStore())).toContain(name)
    expect(await namesIn(previewStore())).not.toContain(name)
  }
})
