/**
 * @jest-environment node
 *
 * The contact endpoint and a visitor on the Arabic edition (/ar/): every
 * answer is in Arabic once the form's language is known, the no-JS pages
 * read right to left and lead back to the Arabic form, and the lead reaches
 * the agency marked as Arabic, the name exactly as typed.
 */
import { promises as fs } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import answersInArabic from '../../../content/ar/contact-answers.json'
import answersInEnglish from '../../../content/en/contact-answers.json'
import { readLeads } from '../../../src/lib/leads/store/file-store'
import { createRateLimiter } from '../../../src/lib/security/rate-limit'
import { VALID, bodyOf, harness, fromEnv } from '../../support/contact-harness'
import { arabicWords as words } from '../../support/contact-messages'

const ARABIC = { ...VALID, name: 'ليلى حداد', language: 'ar' }
const down = () => ({
  ok: true as const,
  timeoutMs: 1000,
  targets: [{ name: 'down', deliver: async () => Promise.reject(new Error('connection refused')) }],
})

describe('a visitor on the Arabic page whose browser runs the site script', () => {
  it('reads each problem with what they typed in Arabic', async () => {
    const answer = await harness().postJson({ name: '', phone: 'اتصل بي', phoneCountry: 'AE', form: 'home', language: 'ar' })
    expect(answer.status).toBe(400)
    expect(bodyOf(answer).errors).toEqual([
      { field: 'name', code: 'NAME_REQUIRED', message: words.nameRequired },
      { field: 'phone', code: 'NOT_A_NUMBER', message: words.notANumber },
    ])
  })

  it('has the lead kept with the name exactly as typed, composed (NFC), and marked as Arabic', async () => {
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'leads-')), 'leads.jsonl')
    const site = harness(fromEnv({ LEADS_FILE: file }))
    // آمنة typed as alef + combining madda, as some keyboards send it.
    const answer = await site.postJson({ ...ARABIC, name: ' \u0627\u0653منة   الحداد ', phone: '٠٥٠ ١٢٣ ٤٥٦٧', phoneCountry: 'AE' })
    expect(answer.status).toBe(201)
    expect(await readLeads(file)).toEqual([
      expect.objectContaining({ form: 'home', language: 'ar', name: '\u0622منة الحداد', phone: '+971501234567', country: 'AE' }),
    ])
    // Written as UTF-8 text, readable in the file itself, not as \u escapes.
    expect(await fs.readFile(file, 'utf8')).toContain('"name":"آمنة الحداد"')
  })

  it('is told to wait in Arabic after sending too often', async () => {
    const site = harness({ limiter: createRateLimiter(1) })
    await site.postJson(ARABIC)
    const limited = await site.postJson(ARABIC)
    expect(limited.status).toBe(429)
    expect(bodyOf(limited).message).toBe(answersInArabic.tooManyRequests.replace('{seconds}', '60'))
  })

  it('is told in Arabic when the form is not taking requests, or the lead could not be passed on', async () => {
    const closed = harness(fromEnv({}))
    expect(bodyOf(await closed.postJson(ARABIC, { deployContext: 'production' }))).toEqual({ ok: false, message: answersInArabic.notTakingRequests })
    const failing = await harness({ plan: down }).postJson(ARABIC)
    expect(failing.status).toBe(502)
    expect(bodyOf(failing)).toEqual({ ok: false, message: answersInArabic.notDelivered })
  })

  it('gets English for a body that cannot be read, since its language cannot be either', async () => {
    const answer = await harness().postJson('{"language": "ar", "name": ')
    expect(answer.status).toBe(400)
    expect(bodyOf(answer).message).toBe(answersInEnglish.invalidJson)
  })

  it('is told, in English, that a language the site does not have is not recognised, and nothing is delivered', async () => {
    const site = harness()
    const answer = await site.postJson({ ...VALID, language: 'fr' })
    expect(answer.status).toBe(400)
    expect(bodyOf(answer).errors).toEqual([{ field: 'language', code: 'UNKNOWN_LANGUAGE', message: expect.stringMatching(/language is not recognised/) }])
    expect(site.delivered).toEqual([])
  })
})

describe('a visitor on the Arabic page without JavaScript', () => {
  it('lands on the Arabic thank-you page once the lead is delivered', async () => {
    const site = harness()
    const answer = await site.postForm({ name: 'عمر', phone: '050 123 4567', phoneCountry: 'AE', form: 'home', language: 'ar' })
    expect(answer.status).toBe(303)
    expect(answer.headers.Location).toBe('/ar/thank-you/')
    expect(site.delivered).toEqual([expect.objectContaining({ name: 'عمر', language: 'ar' })])
  })

  it('gets a right-to-left Arabic page naming each problem, with a link back to the Arabic form', async () => {
    const site = harness()
    const answer = await site.postForm({ name: '', phone: 'اتصل بي', phoneCountry: 'AE', form: 'services', language: 'ar' })
    expect(answer.status).toBe(400)
    expect(answer.headers['Content-Type']).toBe('text/html; charset=utf-8')
    expect(answer.body).toContain('<html lang="ar" dir="rtl">')
    expect(answer.body).toContain(`<h1>${answersInArabic.checkDetailsTitle}</h1>`)
    expect(answer.body).toContain(`<li>${words.nameRequired}</li><li>${words.notANumber}</li>`)
    expect(answer.body).toContain(`<a href="/ar/ourservices/#services-contact">${answersInArabic.backToForm}</a>`)
    // The address stays left to right inside the Arabic sentence.
    expect(answer.body).toContain('<a href="mailto:hello@northwindgrowth.com" dir="ltr">hello@northwindgrowth.com</a>')
    expect(answer.body).not.toMatch(/Please|Go back/)
    expect(site.delivered).toHaveLength(0)
  })

  it('gets an Arabic page back to the home form when the lead could not be passed on', async () => {
    const answer = await harness({ plan: down }).postForm({ name: 'عمر', phone: '+971501234567', form: 'home', language: 'ar' })
    expect(answer.status).toBe(502)
    expect(answer.body).toContain('<html lang="ar" dir="rtl">')
    expect(answer.body).toContain(`<title>${answersInArabic.notSentTitle}</title>`)
    expect(answer.body).toContain(`<p>${answersInArabic.notDelivered}</p>`)
    expect(answer.body).toContain('href="/ar/#home-contact"')
  })
})

test('the English pages stay English and left to right', async () => {
  const answer = await harness().postForm({ name: '', phone: '050 123 4567', phoneCountry: 'AE', form: 'home' })
  expect(answer.body).toContain('<html lang="en" dir="ltr">')
  expect(answer.body).toContain('href="/#home-contact"')
  expect((await harness().postForm({ ...VALID, language: 'en' })).headers.Location).toBe('/thank-you/')
})
