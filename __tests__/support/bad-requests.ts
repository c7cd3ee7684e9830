/**
 * Bad requests to the contact function, each with the status and the words
 * it must be answered with: driven through the handler directly
 * (__tests__/lib/leads/contact-abuse.test.ts) and through the function as Netlify runs
 * it (__tests__/netlify/).
 */
import { VALID } from './contact-harness'

export type BadRequest = { name: string; method?: string; contentType?: string; body: string | Buffer; status: number; message: RegExp }

const json = (value: unknown) => JSON.stringify(value)
const with_ = (fields: Record<string, unknown>) => json({ ...VALID, ...fields })

export const BAD_REQUESTS: BadRequest[] = [
  { name: 'malformed JSON', body: '{"name": "Layla",', status: 400, message: /not valid JSON/ },
  { name: 'empty body', body: '', status: 400, message: /not valid JSON/ },
  { name: 'JSON array', body: json([VALID]), status: 400, message: /must be a JSON object/ },
  { name: 'JSON string', body: json('Layla +971501234567'), status: 400, message: /must be a JSON object/ },
  { name: 'JSON null', body: 'null', status: 400, message: /must be a JSON object/ },
  { name: 'JSON number', body: '42', status: 400, message: /must be a JSON object/ },
  { name: '1 MB body', body: json({ ...VALID, name: 'x'.repeat(1024 * 1024) }), status: 413, message: /too large.*10 KB/ },
  { name: 'body just over 10 KB', body: json({ ...VALID, padding: 'y'.repeat(10 * 1024) }), status: 413, message: /too large/ },
  { name: 'plain text', contentType: 'text/plain', body: 'Layla +971501234567', status: 415, message: /application\/json/ },
  { name: 'XML', contentType: 'application/xml', body: '<lead/>', status: 415, message: /application\/json/ },
  { name: 'multipart', contentType: 'multipart/form-data; boundary=x', body: '--x--', status: 415, message: /urlencoded/ },
  { name: 'no content type', contentType: '', body: json(VALID), status: 415, message: /application\/json/ },
  { name: 'missing name', body: json({ phone: VALID.phone, form: 'home' }), status: 400, message: /enter your name/ },
  { name: 'missing phone', body: json({ name: 'Layla', form: 'home' }), status: 400, message: /enter your phone number/ },
  { name: 'missing form', body: json({ name: 'Layla', phone: VALID.phone }), status: 400, message: /form is not recognised/ },
  { name: 'unknown form', body: with_({ form: 'admin' }), status: 400, message: /form is not recognised/ },
  { name: 'name as number', body: with_({ name: 42 }), status: 400, message: /name must be sent as text/ },
  { name: 'name as array', body: with_({ name: ['Layla', 'Omar'] }), status: 400, message: /name must be sent as text/ },
  { name: 'name as object', body: with_({ name: { first: 'Layla' } }), status: 400, message: /name must be sent as text/ },
  { name: 'phone as number', body: with_({ phone: 971501234567 }), status: 400, message: /phone number must be sent as text/ },
  { name: 'phone as array', body: with_({ phone: ['+971501234567'] }), status: 400, message: /phone number must be sent as text/ },
  { name: 'form as boolean', body: with_({ form: true }), status: 400, message: /form is not recognised/ },
  { name: 'whitespace name', body: with_({ name: ' \t\n ' }), status: 400, message: /enter your name/ },
  { name: '101-character name', body: with_({ name: 'a'.repeat(101) }), status: 400, message: /100 characters or fewer/ },
  { name: 'CRLF and NUL in name', body: with_({ name: 'Layla\r\nBcc: victim@example.com\u0000' }), status: 400, message: /characters we cannot accept/ },
  { name: 'NUL in name', body: with_({ name: 'Lay\u0000la' }), status: 400, message: /characters we cannot accept/ },
  { name: 'bidi override in name', body: with_({ name: 'Layla\u202Egnp.exe' }), status: 400, message: /characters we cannot accept/ },
  { name: 'zero-width name', body: with_({ name: '\u200B\u200B' }), status: 400, message: /characters we cannot accept/ },
  { name: '251-character phone', body: with_({ phone: `+971${'5'.repeat(247)}` }), status: 400, message: /too long/ },
  { name: 'unknown calling code', body: with_({ phone: '+999123456' }), status: 400, message: /code after the \+/ },
  { name: 'letters in phone', body: with_({ phone: 'call me maybe' }), status: 400, message: /does not look like a phone number/ },
  { name: 'SQL in phone', body: with_({ phone: "+971501234567'; DROP TABLE leads;--" }), status: 400, message: /does not look like a phone number/ },
  { name: 'national number without country', body: with_({ phone: '0501234567' }), status: 400, message: /Choose your country/ },
  { name: 'unknown country', body: with_({ phone: '0501234567', phoneCountry: 'XX' }), status: 400, message: /Choose your country/ },
  { name: 'one digit', body: with_({ phone: '+9715' }), status: 400, message: /too short/ },
  { name: 'eighteen digits', body: with_({ phone: '+971501234567890123' }), status: 400, message: /too long/ },
  { name: 'number invalid for its country', body: with_({ phone: '+971000000000' }), status: 400, message: /not a valid United Arab Emirates phone number/ },
  { name: 'emoji phone', body: with_({ phone: '📞 +971501234567' }), status: 400, message: /does not look like a phone number/ },
]

/** Anything but POST, answered 405 with `Allow: POST`. */
export const WRONG_METHODS: BadRequest[] = ['GET', 'PUT', 'DELETE'].map((method) => ({
  name: method,
  method,
  body: method === 'GET' ? '' : json(VALID),
  status: 405,
  message: /POST/,
}))
