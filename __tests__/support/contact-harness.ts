/**
 * Drives the contact handler the way the function does, with delivery
 * recorded in memory so a test can see exactly what reached the agency. By
 * default no store keeps the lead (the thank-you then waits on the target,
 * as it does when the store is down); `fromEnv` gives the store and targets
 * the function would choose from an environment.
 */
import { defaultDeps, handleContact, type ContactDeps, type ContactInput } from '../../src/lib/leads/contact-handler'
import type { StoredLead } from '../../src/lib/leads/types'
import { createRateLimiter } from '../../src/lib/leads/rate-limit'

/** A lead as the site's script sends it: `fillMs`, the time the page was open (a string, as the script sends it), is over the time trap's minimum. */
export const VALID = { name: 'Layla Haddad', phone: '+971501234567', form: 'home', fillMs: '8000' }

export function harness(overrides: Partial<ContactDeps> = {}) {
  const delivered: StoredLead[] = []
  const logs: string[] = []
  let clock = Date.parse('2026-11-22T10:00:00Z')
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
    ...overrides,
  }
  const send = (input: Partial<ContactInput>) =>
    handleContact({ method: 'POST', contentType: 'application/json', body: '', clientAddress: '203.0.113.7', ...input }, deps)
  return {
    delivered,
    logs,
    advance: (ms: number) => void (clock += ms),
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
