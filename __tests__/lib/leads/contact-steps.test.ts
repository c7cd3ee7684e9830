/**
 * @jest-environment node
 *
 * The contact handler as a list of named steps: each step alone takes the
 * request's state and passes it on or answers, and a new rule is one more
 * entry in the list. The order is checked by the compiler
 * (contact-steps/state.ts's phases): the `@ts-expect-error` lines below are
 * lists out of order, which `npm run typecheck` must refuse.
 */
import { CONTACT_STEPS, handleContact, type Step } from '../../../src/lib/leads/contact-handler'
import { flood } from '../../../src/lib/leads/contact-steps/flood'
import { spend, token } from '../../../src/lib/leads/contact-steps/form-token-steps'
import { body, bot, fields, method, origin, rate, readBody } from '../../../src/lib/leads/contact-steps/gate'
import { deliver, plan, store, thank } from '../../../src/lib/leads/contact-steps/lead'
import { runSteps, stepsFrom, type Checked, type Received, type Spent } from '../../../src/lib/leads/contact-steps/state'
import { createRateLimiter } from '../../../src/lib/security/rate-limit'
import { VALID } from '../../support/contact-harness'
import { TEST_FORM_SECRET, validToken } from '../../support/form-token'
import { gateOver, memoryGateKeys } from '../../../src/lib/leads/store/form-gate'

const logs: string[] = []
const deps = {
  plan: () => ({ ok: true as const, targets: [], timeoutMs: 1000 }),
  store: () => undefined,
  retryMinSeconds: 60,
  limiter: createRateLimiter(0),
  now: () => new Date('2026-11-22T10:00:00Z'),
  newId: () => 'lead-1',
  log: (line: string) => void logs.push(line),
  gate: () => gate,
  floodPerHour: 0,
}
const gate = gateOver(memoryGateKeys(), TEST_FORM_SECRET)
const lead = () => Buffer.from(JSON.stringify({ ...VALID, token: validToken({ now: deps.now().getTime(), context: 'local' }) }))
// Any phase the step under test reads: each test gives the parts its step reads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPhase = any
const state = (input: Partial<Received['input']> = {}, more: Partial<Checked> = {}): AnyPhase => ({
  input: { method: 'POST', contentType: 'application/json', body: Buffer.from(JSON.stringify(VALID)), clientAddress: '203.0.113.7', ...input },
  deps,
  now: deps.now(),
  reply: { format: 'json', locale: 'en' },
  ...more,
})
const isAnswer = (result: unknown): result is { status: number; body: string } => typeof result === 'object' && result !== null && 'status' in result

it('lists the steps by name, in the order a post meets them', () => {
  expect(CONTACT_STEPS.map((step) => step.name)).toEqual(['method', 'readBody', 'origin', 'rate', 'body', 'fields', 'bot', 'token', 'landing', 'plan', 'spend', 'adPlatform', 'store', 'flood', 'deliver', 'goal', 'tellAdPlatform', 'thank'])
})

it('a list that keeps a lead before its token is spent, or counts a flood before the lead is kept, does not compile', () => {
  const planned = stepsFrom<Received>().next(method).next(readBody).next(body).next(fields).next(token).next(plan)
  // @ts-expect-error `store` reads a Spent lead: the token must be spent first.
  planned.next(store)
  // @ts-expect-error `flood` reads a Kept lead: only a kept lead is counted.
  planned.next(spend).next(flood)
  // @ts-expect-error `deliver` reads a Counted lead: a flood is counted before anything is delivered.
  stepsFrom<Spent>().next(store).next(deliver)
  // In order, it compiles, and ends with an answer.
  expect(planned.next(spend).next(store).next(flood).next(deliver).last(thank).map((step) => step.name)).toEqual(['method', 'readBody', 'body', 'fields', 'token', 'plan', 'spend', 'store', 'flood', 'deliver', 'thank'])
})

it('method: a GET is answered 405 naming POST; a POST is passed on unchanged', async () => {
  const answer = await method(state({ method: 'GET' }))
  expect(isAnswer(answer) && answer.status).toBe(405)
  const passed = state()
  expect(await method(passed)).toBe(passed)
})

it('readBody: learns the form language from the body and never answers', async () => {
  const read = await readBody(state({ body: Buffer.from(JSON.stringify({ ...VALID, language: 'ar' })) }))
  expect(isAnswer(read)).toBe(false)
  expect(!isAnswer(read) && read.reply.locale).toBe('ar')
})

it('origin: another site posting is answered 403 in the form language', async () => {
  const answer = await origin(state({ from: { origin: 'https://evil.example', siteOrigin: 'https://www.northwindgrowth.com' } }, { reply: { format: 'json', locale: 'ar' } }))
  expect(isAnswer(answer) && answer.status).toBe(403)
  expect(isAnswer(answer) && JSON.parse(answer.body).message).toMatch(/[\u0600-\u06FF]/)
})

it('rate: the address past its limit is answered 429 with Retry-After', async () => {
  const limited = state({}, { deps: { ...deps, limiter: createRateLimiter(1) } })
  expect(isAnswer(await rate(limited))).toBe(false)
  const answer = await rate(limited)
  expect(isAnswer(answer) && answer.status).toBe(429)
})

it('bot: a filled honeypot is thanked like a lead and logged, nothing passed on', async () => {
  const lead = { id: 'lead-1' } as Checked['lead']
  const answer = await bot(state({}, { fields: { ...VALID, website: 'http://spam.example' }, lead }))
  expect(isAnswer(answer) && answer.status).toBe(201)
  expect(logs.at(-1)).toMatch(/dropped an automated submission \(lead-1\)/)
})

it('plan: a live deploy without a target refuses the lead with 503', async () => {
  const lead = { id: 'lead-1' } as Checked['lead']
  const none = { ...deps, plan: () => ({ ok: false as const, missing: ['LEADS_WEBHOOK_URL'] }) }
  const answer = await plan(state({ deployContext: 'production' }, { deps: none, lead }))
  expect(isAnswer(answer) && answer.status).toBe(503)
})

it('a new rule is one more step in the list, and answers before the lead is kept or delivered', async () => {
  const delivered: unknown[] = []
  const memory = { ...deps, plan: () => ({ ok: true as const, timeoutMs: 1000, targets: [{ name: 'memory', deliver: async (lead: unknown) => void delivered.push(lead) }] }) }
  const closed: Step<Checked> = (request) => (request.lead.name === 'Layla Haddad' ? { status: 451, headers: {}, body: 'closed' } : request)
  const steps = [...CONTACT_STEPS.slice(0, CONTACT_STEPS.indexOf(plan)), closed, ...CONTACT_STEPS.slice(CONTACT_STEPS.indexOf(plan))]
  const answer = await handleContact({ method: 'POST', contentType: 'application/json', body: lead(), clientAddress: '203.0.113.7' }, memory, steps)
  expect(answer.status).toBe(451)
  expect(delivered).toHaveLength(0)
  expect((await handleContact({ method: 'POST', contentType: 'application/json', body: lead(), clientAddress: '203.0.113.7' }, memory)).status).toBe(201)
  expect(delivered).toHaveLength(1)
})

it('a list that ends without an answer is a programming error, named', async () => {
  await expect(runSteps([method], state())).rejects.toThrow(/ended without an answer \(last: method\)/)
})
