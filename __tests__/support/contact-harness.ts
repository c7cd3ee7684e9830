/**
 * Drives the contact handler the way the function does, with delivery
 * recorded in memory so a test can see exactly what reached the agency. By
 * default no store keeps the lead (the thank-you then waits on the target,
 * as it does when the store is down); `fromEnv` gives the store and targets
 * the function would choose from an environment. Every post is a valid
 * lead's unless it says otherwise: one without a `token` of its own gets a
 * fresh one, signed with the test secret and issued a minute before the
 * harness's clock (`token: ''` posts none).
 */
import { defaultDeps, handleContact, type ContactDeps, type ContactInput } from '../../src/lib/leads/contact-handler'
import type { StoredLead } from '../../src/lib/leads/types'
import { createRateLimiter } from '../../src/lib/security/rate-limit'
import { gateOver, memoryGateKeys } from '../../src/lib/leads/store/form-gate'
import { bodyWithToken, TEST_FORM_SECRET, validToken } from './form-token'
import { tokenContext } from '../../src/lib/leads/form-token'

/** A lead's fields as the site's script sends them; the harness adds a valid form token (support/form-token.ts) to every post that names none. */
export const VALID = { name: 'Layla Haddad', phone: '+971501234567', form: 'home' }

/** When every harness's clock starts. */
export const HARNESS_CLOCK = '2026-11-22T10:00:00Z'

export function harness(overrides: Partial<ContactDeps> = {}) {
  const delivered: StoredLead[] = []
  const logs: string[] = []
  let clock = Date.parse(HARNESS_CLOCK)
  let ids = 0
  const deps: ContactDeps = {
    plan: () => ({
      ok: true,
      timeoutMs: 1000,
      targets: [{ name: 'memory', deliver: async (lead) => void delivered.push(lead) }],
    }),
    store: () => undefined,
    retryMinSeconds: 60,
    limiter: createRateLimiter(0),
    now: () => new Date(clock),
    newId: () => `lead-${++ids}`,
    log: (line) => void logs.push(line),
    gate: () => gate,
    floodPerHour: 0,
    ...overrides,
  }
  const gate = gateOver(memoryGateKeys(), TEST_FORM_SECRET)
  /** A token of the harness's secret for a post on `deployContext` (a local server when absent). */
  const token = (deployContext?: string) => validToken({ now: clock, context: tokenContext(deployContext), secret: TEST_FORM_SECRET })
  /** Any request; a lead's body without a token gets one. */
  const send = (input: Partial<ContactInput>) => {
    const contentType = input.contentType === undefined ? 'application/json' : input.contentType
    const body = Buffer.isBuffer(input.body) || typeof input.body === 'string' ? Buffer.from(bodyWithToken(contentType, input.body, () => token(input.deployContext))) : input.body
    return handleContact({ method: 'POST', contentType: 'application/json', clientAddress: '203.0.113.7', ...input, body: body ?? '' }, deps)
  }
  return {
    delivered,
    logs,
    advance: (ms: number) => void (clock += ms),
    /** A valid token by the harness's clock, issued a minute ago. */
    token,
    postJson: (body: unknown, extra: Partial<ContactInput> = {}) =>
      send({ body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)), ...extra }),
    postForm: (fields: Record<string, string>, extra: Partial<ContactInput> = {}) =>
      send({
        contentType: 'application/x-www-form-urlencoded',
        body: Buffer.from(new URLSearchParams(fields).toString()),
        ...extra,
      }),
    send,
  }
}

export const bodyOf = (answer: { body: string }) => JSON.parse(answer.body)

/** The store and targets the function chooses in `env` (no Blobs context: the leads file, or nothing in production). */
export function fromEnv(env: NodeJS.ProcessEnv): Pick<ContactDeps, 'plan' | 'store'> {
  const { plan, store } = defaultDeps(env)
  return { plan, store }
}
