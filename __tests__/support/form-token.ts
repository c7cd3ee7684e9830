/**
 * Form tokens for tests that post leads: signed with the secret the test
 * servers and the bundled function are given (LEADS_FORM_SECRET), and issued
 * a minute ago, so a lead posted with one is taken at once; and the helper
 * the harnesses use to give every post a token unless it says its own.
 */
import { issueToken, TOKEN_FIELD } from '../../src/lib/leads/form-token'

/** The secret every test server and bundled function signs with (never a production value). */
export const TEST_FORM_SECRET = 'test-form-secret-for-the-test-servers-only'

/** A token the site takes: signed with `secret`, issued `ageMs` before `now` (a minute, by default). */
export const validToken = ({ now = Date.now(), ageMs = 60_000, secret = TEST_FORM_SECRET }: { now?: number; ageMs?: number; secret?: string } = {}) =>
  issueToken(secret, now - ageMs)

/** `fields` with a valid token, unless they name their own `token` (`''` or `null` posts none). */
export function withToken<T extends object>(fields: T, token: () => string = validToken): T {
  return Object.hasOwn(fields, TOKEN_FIELD) ? fields : { ...fields, [TOKEN_FIELD]: token() }
}

/**
 * A raw body with a valid token added, when it is a lead's fields without
 * one: a JSON object, or a urlencoded form. Anything else (malformed JSON, a
 * JSON array, another type) is left byte for byte as it is.
 */
export function bodyWithToken(contentType: string | undefined, body: string | Buffer, token: () => string = validToken): string | Buffer {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase()
  const text = body.toString()
  if (type === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams(text)
    if (!form.has(TOKEN_FIELD)) form.set(TOKEN_FIELD, token())
    return form.toString()
  }
  if (type !== 'application/json') return body
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? JSON.stringify(withToken(parsed, token)) : body
  } catch {
    return body
  }
}
