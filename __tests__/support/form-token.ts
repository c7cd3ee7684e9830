/**
 * Form tokens for tests that post leads: signed with the secret the test
 * servers and the bundled function are given (LEADS_FORM_SECRET), and issued
 * a minute ago, so a lead posted with one is taken at once; and the helper
 * the harnesses use to give every post a token unless it says its own.
 */
import { issueToken, TOKEN_FIELD } from '../../src/lib/leads/form-token'

/** The secret every test server and bundled function signs with in production and locally (never a production value). */
export const TEST_FORM_SECRET = 'test-form-secret-for-the-test-servers-only'
/** The secret a preview's tests write into its deploy's store as if the preview had made it (support/lead-platform.ts's seedPreviewSecret). */
export const TEST_PREVIEW_SECRET = 'test-form-secret-of-one-deploy-preview'

/**
 * A token the site takes on the deploy context `context` (production by
 * default; `local` for the local servers): signed with `secret` (the
 * tests' for that context), issued `ageMs` before `now` (a minute, by default).
 */
export const validToken = ({ now = Date.now(), ageMs = 60_000, context = 'production', secret }: { now?: number; ageMs?: number; context?: string; secret?: string } = {}) =>
  issueToken(secret ?? (context === 'production' || context === 'local' ? TEST_FORM_SECRET : TEST_PREVIEW_SECRET), now - ageMs, context)

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
