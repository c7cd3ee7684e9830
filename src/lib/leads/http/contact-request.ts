/**
 * Reads a contact request body. The function receives every body as raw
 * bytes (see src/api/contact.ts) so that size, content type and malformed
 * JSON are told apart here, the same way wherever the site runs. Each problem
 * is named by its sentence in content/<lang>/contact-answers.json, which the
 * handler says in the visitor's language.
 */

export const MAX_BODY_BYTES = 10 * 1024

export type BodyFormat = 'json' | 'form'

export type BodyProblem = 'unsupportedType' | 'tooLarge' | 'invalidJson' | 'notAnObject'

export type ParsedBody =
  | { ok: true; format: BodyFormat; fields: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; format: BodyFormat; problem: BodyProblem }

const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0].trim().toLowerCase()

export function parseContactBody(contentType: string | undefined, raw: unknown): ParsedBody {
  const type = mediaType(contentType)
  const format: BodyFormat = type === 'application/x-www-form-urlencoded' ? 'form' : 'json'
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded') {
    return { ok: false, status: 415, format, problem: 'unsupportedType' }
  }

  const bytes = Buffer.isBuffer(raw) ? raw : Buffer.from(typeof raw === 'string' ? raw : '')
  if (bytes.length > MAX_BODY_BYTES) {
    return { ok: false, status: 413, format, problem: 'tooLarge' }
  }
  const text = bytes.toString('utf8')

  if (format === 'form') {
    const fields: Record<string, unknown> = {}
    // The first value wins, so a repeated field cannot smuggle a second value.
    for (const [key, value] of new URLSearchParams(text)) if (!Object.hasOwn(fields, key)) fields[key] = value
    return { ok: true, format, fields }
  }

  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, status: 400, format, problem: 'invalidJson' }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, status: 400, format, problem: 'notAnObject' }
  }
  return { ok: true, format, fields: parsed as Record<string, unknown> }
}
