/**
 * Every hostile post we know of, sent to the contact function bundled as
 * Netlify bundles it and called as Netlify calls it, leads going to the
 * local Blobs server and a real webhook receiver: each gets its answer and
 * status in words, nothing is stored or delivered, and the function never
 * throws. Every answer carries the site's security headers, which Netlify's
 * _headers does not put on a function's answers. The rules one by one:
 * __tests__/lib/leads/lead-path-rules.test.ts and __tests__/lib/contact/name-rules.test.ts.
 * `npm run test:netlify`.
 */
import { createHash } from 'node:crypto'
import arabicAnswers from '../../content/ar/contact-answers.json'
import englishAnswers from '../../content/en/contact-answers.json'
import { SITE_ORIGIN, type ContactFunction } from '../../scripts/netlify-function'
import { MAX_TOKEN_AGE_MS } from '../../src/lib/leads/form-token'
import { escapeHtml } from '../../src/lib/i18n/text'
import { startBlobs, type LocalBlobs } from '../support/blobs-server'
import { VALID } from '../support/contact-harness'
import { arabicWords, englishWords } from '../support/contact-messages'
import { flakyWebhook } from '../support/flaky-receivers'
import { validToken } from '../support/form-token'
import { configureTargets, leadPlatform, loadContactFunction, quietWarnings } from '../support/lead-platform'

let contact: ContactFunction
let blobs: LocalBlobs
let webhook: Awaited<ReturnType<typeof flakyWebhook>>
let site: ReturnType<typeof leadPlatform>

beforeAll(async () => {
  for (const name of ['NETLIFY', 'CONTEXT']) delete process.env[name]
  ;[blobs, webhook, contact] = await Promise.all([startBlobs(), flakyWebhook('ok'), loadContactFunction()])
  site = leadPlatform(contact, blobs)
  configureTargets({ webhook: webhook.url })
})
// The function logs each post its bot trap drops: expected here.
beforeEach(() => void quietWarnings())
afterAll(async () => {
  webhook.close()
  await blobs.stop()
})

type Hostile = {
  name: string
  /** The body: JSON from a script (an object), or a form posted without JavaScript (`form`). */
  json?: Record<string, unknown> | string
  form?: Record<string, string>
  headers?: Record<string, string>
  status: number
} & (
  | {
      /** What the visitor reads: in the JSON's message or errors, or in the page. */
      says: string | RegExp
      /** The field named in a JSON answer's errors. */
      field?: string
    }
  | {
      /** Where a redirect sends the visitor, as it does for a lead that was taken. */
      redirectsTo: string
    }
)

const ARABIC = { ...VALID, language: 'ar' }
const FORM = { name: 'Omar', phone: '050 123 4567', phoneCountry: 'AE', form: 'home', language: 'en' }
const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
// The bot trap answers as if the lead were taken, so a bot learns nothing.
const TRAPPED = { status: 201, says: /"ok":true/ }

const HOSTILE: Hostile[] = [
  // 1. Chosen values read by typed guards: nothing reaches a prototype.
  ...['constructor', '__proto__', 'toString', 'hasOwnProperty'].flatMap((value): Hostile[] => [
    { name: `form=${value} posted without JavaScript`, form: { ...FORM, form: value }, status: 400, says: englishWords.unknownForm },
    { name: `form "${value}" from a script`, json: { ...VALID, form: value }, status: 400, says: englishWords.unknownForm, field: 'form' },
    { name: `language "${value}" from a script`, json: { ...VALID, language: value }, status: 400, says: englishWords.unknownLanguage, field: 'language' },
    { name: `phoneCountry "${value}" with a national number`, json: { ...VALID, phone: '050 123 4567', phoneCountry: value }, status: 400, says: englishWords.invalidCountry, field: 'phone' },
  ]),
  { name: 'language=constructor posted without JavaScript', form: { ...FORM, language: 'constructor' }, status: 400, says: englishWords.unknownLanguage },
  { name: 'the form hidden in a JSON __proto__ key', json: `{"name":"Layla","phone":"+971501234567","__proto__":{"form":"home"}}`, status: 400, says: englishWords.unknownForm, field: 'form' },
  { name: 'an unknown language', json: { ...VALID, language: 'fr' }, status: 400, says: englishWords.unknownLanguage, field: 'language' },
  // 2. Another site's page posting through its visitor's browser.
  { name: "another site's script (Origin)", json: VALID, headers: { origin: 'https://evil.example' }, status: 403, says: englishAnswers.crossSite },
  { name: "another site's script, Arabic", json: ARABIC, headers: EVIL, status: 403, says: arabicAnswers.crossSite },
  { name: "another site's auto-submitting form", form: FORM, headers: EVIL, status: 403, says: englishAnswers.crossSite },
  { name: "another site's auto-submitting form, Arabic", form: { ...FORM, language: 'ar' }, headers: { origin: 'https://evil.example' }, status: 403, says: arabicAnswers.crossSite },
  { name: 'a sandboxed frame (Origin: null)', form: FORM, headers: { origin: 'null' }, status: 403, says: englishAnswers.crossSite },
  { name: 'Sec-Fetch-Site: cross-site without an Origin', json: VALID, headers: { 'sec-fetch-site': 'cross-site' }, status: 403, says: englishAnswers.crossSite },
  { name: 'a look-alike of the site as Origin', json: VALID, headers: { origin: `${SITE_ORIGIN}.evil.example` }, status: 403, says: englishAnswers.crossSite },
  { name: 'the site over plain HTTP as Origin', form: FORM, headers: { origin: SITE_ORIGIN.replace('https:', 'http:') }, status: 403, says: englishAnswers.crossSite },
  // 3. The form token: signed by the site, 2 s to 24 h old; a script cannot make one up or say it waited.
  { name: 'JSON without a token', json: { ...VALID, token: '' }, status: 400, says: englishAnswers.tokenMissing },
  { name: 'JSON without a token, Arabic', json: { ...ARABIC, token: null }, status: 400, says: arabicAnswers.tokenMissing },
  { name: 'JSON with a token signed elsewhere', json: { ...VALID, token: validToken({ secret: 'guessed-secret' }) }, status: 400, says: englishAnswers.tokenInvalid },
  { name: 'JSON with a made-up token', json: { ...VALID, token: 'mhz0a1b2.AAAAAAAAAAAAAAAAAAAAAA.AAAA' }, status: 400, says: englishAnswers.tokenInvalid },
  { name: 'JSON with a token as an object', json: { ...VALID, token: { issued: 0 } }, status: 400, says: englishAnswers.tokenInvalid },
  { name: 'JSON with a token issued just now', json: { ...VALID, token: validToken({ ageMs: -60_000 }) }, status: 400, says: englishAnswers.tokenTooFresh },
  { name: 'JSON with a token over a day old', json: { ...VALID, token: validToken({ ageMs: MAX_TOKEN_AGE_MS + 60_000 }) }, status: 400, says: englishAnswers.tokenExpired },
  { name: 'a form with a token signed elsewhere', form: { ...FORM, token: validToken({ secret: 'guessed-secret' }) }, status: 400, says: englishAnswers.tokenInvalid },
  { name: 'a form with a token over a day old, Arabic', form: { ...FORM, language: 'ar', token: validToken({ ageMs: MAX_TOKEN_AGE_MS + 60_000 }) }, status: 400, says: arabicAnswers.tokenExpired },
  { name: 'the hidden field filled in', json: { ...VALID, website: 'https://spam.example' }, ...TRAPPED },
  // 5. Numbers the agency would not call back.
  ...[
    ['a US premium-rate number', '+1 900 555 0123'],
    ['a UK premium-rate number', '+44 909 123 4567'],
    ['a French shared-cost number', '+33 810 12 34 56'],
    ['a UK personal number', '+44 7012 345678'],
    ['a UK pager', '+44 7640 123456'],
    ['a UK universal access number', '+44 5512 345678'],
    ['a Swiss voicemail number', '+41 86 012 345 6789'],
  ].map(([kind, phone]): Hostile => ({ name: kind, json: { ...VALID, phone }, status: 400, says: englishWords.notCalledBack, field: 'phone' })),
  // Numbers of no country: global services, satellites, networks, forwarding.
  ...[
    ['an international premium-rate number', '+979 123 456 789'],
    ['an Inmarsat number', '+870 773 111 632'],
    ['a universal personal number', '+878 10 1234 5678'],
    ['a global satellite phone number', '+881 631 234 567'],
    ['an international network number', '+882 16 1234 567'],
    ['an international network number under +883', '+883 510 012 345'],
  ].map(([kind, phone]): Hostile => ({ name: kind, json: { ...VALID, phone }, status: 400, says: englishWords.nonGeographic, field: 'phone' })),
  { name: 'a premium number from the Arabic site', json: { ...ARABIC, phone: '+19005550123' }, status: 400, says: arabicWords.notCalledBack, field: 'phone' },
  { name: 'a premium number posted without JavaScript', form: { ...FORM, phone: '+19005550123' }, status: 400, says: englishWords.notCalledBack },
  { name: 'a UK pager from the Arabic site', json: { ...ARABIC, phone: '+44 7640 123456' }, status: 400, says: arabicWords.notCalledBack, field: 'phone' },
  // 6. Names that are not names.
  ...[
    ['two Hangul fillers', '\u3164\u3164', englishWords.nameInvalid],
    ['Hangul jamo fillers', '\u115f\u1160', englishWords.nameInvalid],
    ['a half-width Hangul filler', '\uffa0', englishWords.nameInvalid],
    ['braille blanks', '\u2800\u2800', englishWords.nameInvalid],
    ['zero-width spaces', '\u200b\u200b', englishWords.nameInvalid],
    ['a lone surrogate', 'Layla\ud800', englishWords.nameInvalid],
    ['a bidi override', 'Layla\u202egnp.exe', englishWords.nameInvalid],
    ['a bidi isolate', '\u2066Layla\u2069', englishWords.nameInvalid],
    ['zero-width joiners only', '\u200d\u200d', englishWords.nameNoLetter],
    ['no letter at all', '1234 !!', englishWords.nameNoLetter],
    ['a web address', 'Cheap loans https://spam.example', englishWords.nameHasAddress],
    ['a bare domain', 'Layla spam-offers.com', englishWords.nameHasAddress],
    ['an e-mail address', 'layla@example.org', englishWords.nameHasAddress],
    ['Latin and Cyrillic look-alikes in one word', 'L\u0430yl\u0430', englishWords.nameMixedScripts],
  ].map(([kind, name, says]): Hostile => ({ name: `a name of ${kind}`, json: { ...VALID, name }, status: 400, says, field: 'name' })),
  { name: 'a name of Hangul fillers posted without JavaScript, Arabic', form: { ...FORM, name: '\u3164\u3164', language: 'ar' }, status: 400, says: arabicWords.nameInvalid },
  { name: 'a name with a web address, Arabic', json: { ...ARABIC, name: 'ليلى www.spam.example' }, status: 400, says: arabicWords.nameHasAddress, field: 'name' },
]

const requestOf = (hostile: Hostile) =>
  hostile.form
    ? { body: new URLSearchParams(hostile.form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...hostile.headers } }
    : { body: typeof hostile.json === 'string' ? hostile.json : JSON.stringify(hostile.json), headers: { 'content-type': 'application/json', ...hostile.headers } }

it.each(HOSTILE)('$name: $status in words, nothing stored or delivered, no exception', async (hostile) => {
  const before = new Set((await site.stored()).keys())
  const delivered = webhook.received.length
  const answer = await site.send(requestOf(hostile))

  expect(answer.status).toBe(hostile.status)
  if ('redirectsTo' in hostile) {
    expect(answer.headers.location).toBe(hostile.redirectsTo)
  } else if (typeof hostile.says === 'string') {
    expect(hostile.says).not.toBe('')
    expect(answer.body).toContain(hostile.form ? escapeHtml(hostile.says) : JSON.stringify(hostile.says).slice(1, -1))
  } else {
    expect(answer.body).toMatch(hostile.says)
  }
  if ('field' in hostile && hostile.field) expect(JSON.parse(answer.body).errors).toEqual([expect.objectContaining({ field: hostile.field, message: hostile.says })])
  expect(answer.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
  })
  expect([...(await site.stored()).keys()].filter((id) => !before.has(id))).toEqual([])
  expect(webhook.received.length).toBe(delivered)
})

describe("the site's own posts still land", () => {
  it.each([
    ['its script (same origin)', { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' }],
    ['a client that sends no Origin', {}],
  ])('from %s: 201 and stored', async (_from, headers) => {
    const answer = await site.send({ body: JSON.stringify(VALID), headers: { 'content-type': 'application/json', ...headers } })
    expect(answer.status).toBe(201)
    expect((await site.stored()).has(JSON.parse(answer.body).id)).toBe(true)
  })

  it('from its form without JavaScript: 303 to the thank-you page, with the security headers', async () => {
    const answer = await site.send({ body: new URLSearchParams(FORM).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' } })
    expect(answer.status).toBe(303)
    expect(answer.headers).toMatchObject({ location: '/thank-you/', 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' })
  })
})

it("an answer page's policy runs no script and names its one style sheet by its hash", async () => {
  const answer = await site.send({ body: new URLSearchParams({ ...FORM, name: '' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  expect(answer.status).toBe(400)
  const style = /<style>([^<]*)<\/style>/.exec(answer.body)?.[1] ?? ''
  const policy = answer.headers['content-security-policy']
  expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`)
  expect(policy).toMatch(/^default-src 'none';/)
  expect(policy).not.toMatch(/script-src|unsafe/)
  expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/)
})
