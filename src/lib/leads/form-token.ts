/**
 * The contact form's token: issued by the server when the visitor starts on
 * the form (GET /api/contact/token), posted back with the lead as the field
 * `token`. It says when it was issued and carries a random id, signed with
 * the site's secret (HMAC-SHA256), so a script cannot make one up or claim
 * it waited: a lead is taken only with a token this site signed, issued at
 * least MIN_TOKEN_AGE_MS and at most MAX_TOKEN_AGE_MS ago by the server's
 * clock (the visitor's clock plays no part), and never used before (the
 * `spend` and `store` steps, contact-steps/form-token-steps.ts). It names
 * the deploy context it was issued on (tokenContext) and is good only
 * there: a token minted on a deploy preview is refused in production, even
 * where both could read one secret.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { MAX_TOKEN_AGE_MS, MIN_TOKEN_AGE_MS } from '../contact/contact-fields'

// Shared with the form's script (src/lib/form/contact-client.ts), which waits out a token's first seconds.
export { MAX_TOKEN_AGE_MS, MIN_TOKEN_AGE_MS, TOKEN_FIELD } from '../contact/contact-fields'

export type TokenProblem = 'tokenMissing' | 'tokenInvalid' | 'tokenTooFresh' | 'tokenExpired'

/**
 * The deploy context a token belongs to, as Netlify names it
 * (`context.deploy.context`: production, deploy-preview, branch-deploy…);
 * `local` for the local servers and `netlify dev`, which name none or `dev`.
 */
export function tokenContext(deployContext: string | undefined): string {
  const named = (deployContext ?? '').toLowerCase().replace(/[^a-z-]/g, '')
  return !named || named === 'dev' ? 'local' : named
}

export type CheckedToken = { ok: true; id: string; issuedAt: number } | { ok: false; problem: TokenProblem; waitMs?: number }

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url')

/** A new token for the deploy context `context` (tokenContext), issued at `now` (ms since the epoch). */
export function issueToken(secret: string, now: number, context: string): string {
  const payload = `${now.toString(36)}.${randomBytes(16).toString('base64url')}.${context}`
  return `${payload}.${sign(secret, payload)}`
}

/** Whether `value` is a token signed with `secret` for the deploy context `context`, and old enough and young enough at `now`. */
export function checkToken(value: unknown, secret: string, now: number, context: string): CheckedToken {
  if (value === undefined || value === null || value === '') return { ok: false, problem: 'tokenMissing' }
  const parts = typeof value === 'string' && value.length < 200 ? value.split('.') : []
  if (parts.length !== 4 || !/^[\da-z]{1,12}$/.test(parts[0]) || !/^[\w-]{22}$/.test(parts[1])) return { ok: false, problem: 'tokenInvalid' }
  const [issued, id, issuedFor, signature] = parts
  // Another deploy's token is no token of this one's, whoever signed it.
  if (issuedFor !== context) return { ok: false, problem: 'tokenInvalid' }
  const expected = Buffer.from(sign(secret, `${issued}.${id}.${issuedFor}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: 'tokenInvalid' }
  const issuedAt = parseInt(issued, 36)
  const age = now - issuedAt
  if (age < MIN_TOKEN_AGE_MS) return { ok: false, problem: 'tokenTooFresh', waitMs: MIN_TOKEN_AGE_MS - age }
  if (age > MAX_TOKEN_AGE_MS) return { ok: false, problem: 'tokenExpired' }
  return { ok: true, id, issuedAt }
}

/**
 * The id of the lead a token carries, where the store keeps each id once
 * (contact-steps/form-token-steps.ts): the token's 16 random bytes as a
 * random (version 4) UUID, the shape of every other lead's id. One token, one id: a second
 * post with it names a lead already kept, which the store refuses.
 */
export function leadIdOfToken(tokenId: string): string {
  const bytes = Buffer.from(tokenId, 'base64url')
  if (bytes.length !== 16) throw new Error('a form token id is 16 bytes')
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** A new random secret, for a site that sets no LEADS_FORM_SECRET (kept once in its store: form-gate.ts). */
export const newSecret = () => randomBytes(32).toString('base64url')
