/**
 * @jest-environment node
 *
 * The contact endpoint, as the site's script and a script-less browser use it.
 */
import { promises as fs } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { AD_CONSENT_VERSION } from '../../../src/lib/conversions/ad-consent'
import { readLeads } from '../../../src/lib/leads/store/file-store'
import { leadDeploy, leadPlan } from '../../../src/lib/leads/lead-delivery'
import { createRateLimiter } from '../../../src/lib/security/rate-limit'
import { VALID, bodyOf, harness, fromEnv } from '../../support/contact-harness'

describe('a visitor whose browser runs the site script', () => {
  it('gets 201 with the lead id, and the lead is delivered once with the phone in E.164', async () => {
    const site = harness()
    const answer = await site.postJson({ name: '  Layla   Haddad ', phone: '050 123 4567', phoneCountry: 'AE', form: 'services', })
    expect(answer.status).toBe(201)
    expect(bodyOf(answer)).toEqual({ ok: true, id: 'lead-1' })
    expect(site.delivered).toEqual([
      {
        id: 'lead-1',
        receivedAt: '2026-11-22T10:00:00.000Z',
        form: 'services',
        language: 'en',
        name: 'Layla Haddad',
        phone: '+971501234567',
        country: 'AE',
        source: { channel: 'direct' },
        // No box ticked: the visitor agreed to nothing beyond the call back.
        consent: { adMeasurement: false, version: AD_CONSENT_VERSION },
      },
    ])
  })

  it('may type the number in Arabic-Indic digits', async () => {
    const site = harness()
    expect((await site.postJson({ ...VALID, phone: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧' })).status).toBe(201)
    expect(site.delivered[0].phone).toBe('+971501234567')
  })

  it('has line breaks in a name folded to spaces, so no e-mail header can be forged', async () => {
    const site = harness()
    await site.postJson({ ...VALID, name: 'Layla\r\nBcc: Omar' })
    expect(site.delivered[0].name).toBe('Layla Bcc: Omar')
  })

  it('gets 400 with every problem by field and code, and nothing is delivered', async () => {
    const site = harness()
    const answer = await site.postJson({ name: '', phone: '5', phoneCountry: 'AE', form: 'home' })
    expect(answer.status).toBe(400)
    expect(bodyOf(answer).errors.map((error: { field: string; code: string }) => [error.field, error.code])).toEqual([
      ['name', 'NAME_REQUIRED'],
      ['phone', 'TOO_SHORT'],
    ])
    expect(site.delivered).toHaveLength(0)
  })

  it('is told to use POST for any other method', async () => {
    const answer = await harness().send({ method: 'GET' })
    expect(answer.status).toBe(405)
    expect(answer.headers.Allow).toBe('POST')
  })
})

describe('a visitor without JavaScript', () => {
  it('is redirected to the thank-you page once the lead is delivered', async () => {
    const site = harness()
    const answer = await site.postForm({ name: 'Omar', phone: '050 123 4567', phoneCountry: 'AE', form: 'home' })
    expect(answer.status).toBe(303)
    expect(answer.headers.Location).toBe('/thank-you/')
    expect(site.delivered.map((lead) => lead.phone)).toEqual(['+971501234567'])
  })

  it('reads the number in the country they chose', async () => {
    const site = harness()
    await site.postForm({ name: 'Jane', phone: '(201) 555-0123', phoneCountry: 'US', form: 'services' })
    expect(site.delivered[0]).toMatchObject({ phone: '+12015550123', country: 'US', form: 'services' })
  })

  it('gets a page naming each problem in words, with a link back to the form', async () => {
    const site = harness()
    const answer = await site.postForm({ name: '', phone: 'call me', phoneCountry: 'AE', form: 'services' })
    expect(answer.status).toBe(400)
    expect(answer.headers['Content-Type']).toMatch(/text\/html/)
    expect(answer.body).toContain('Please enter your name.')
    expect(answer.body).toContain('This does not look like a phone number.')
    expect(answer.body).toContain('href="/ourservices/#services-contact"')
    expect(site.delivered).toHaveLength(0)
  })

  it('on an article, is linked back to that article, not to the Insights list', async () => {
    const site = harness()
    const fields = { name: '', phone: '+971501234567', form: 'article', language: 'ar' }
    const host = 'www.northwindgrowth.com'
    const fromArticle = await site.postForm(fields, { host, referer: `https://${host}/ar/insights/one-brand-two-languages/?utm_source=news` })
    expect(fromArticle.body).toContain('href="/ar/insights/one-brand-two-languages/"')
    // A Referer from elsewhere, or one a browser would read as another site, leads to the edition's Insights list.
    for (const referer of ['https://elsewhere.example/ar/insights/x/', `https://${host}//elsewhere.example/`, undefined]) {
      expect((await site.postForm(fields, { host, referer })).body).toContain('href="/ar/insights/"')
    }
  })
})

describe('bots', () => {
  it('filling the hidden field are answered as if accepted, but nothing is delivered', async () => {
    const site = harness()
    const answer = await site.postJson({ ...VALID, website: 'https://spam.example' })
    expect(answer.status).toBe(201)
    expect(site.delivered).toHaveLength(0)
    expect(site.logs.join('\n')).toMatch(/automated/)
  })
})

describe('a visitor without JavaScript, whose form has no token', () => {
  /** The confirmation page's form as the browser would post it: its hidden fields, by name. */
  const confirmationFields = (page: string) =>
    Object.fromEntries([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name, value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')]))

  it('is shown what they typed with one button to confirm, nothing kept; confirming lands the lead on the thank-you page', async () => {
    const site = harness()
    const typed = { name: 'Omar Khalid', phone: '050 123 4567', phoneCountry: 'AE', form: 'services', language: 'en', token: '' }
    const page = await site.postForm(typed)
    expect(page.status).toBe(200)
    expect(page.headers['Content-Type']).toMatch(/text\/html/)
    expect(page.headers['Cache-Control']).toBe('no-store')
    expect(page.headers['content-security-policy']).toMatch(/form-action 'self'/)
    expect(page.body).toContain('<h1>Please confirm your details</h1>')
    expect(page.body).toContain('<dd>Omar Khalid</dd>')
    expect(page.body).toContain('<dd><span dir="ltr">050 123 4567</span></dd>')
    expect(page.body.match(/<button/g)).toHaveLength(1)
    expect(page.body).toContain('href="/ourservices/#services-contact"')
    expect(site.delivered).toHaveLength(0)

    const carried = confirmationFields(page.body)
    const { token, ...rest } = carried
    expect(rest).toEqual({ name: 'Omar Khalid', phone: '050 123 4567', phoneCountry: 'AE', form: 'services', language: 'en' })
    site.advance(3_000)
    const confirmed = await site.postForm(carried)
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.Location).toBe('/thank-you/')
    expect(site.delivered.map((lead) => [lead.name, lead.phone])).toEqual([['Omar Khalid', '+971501234567']])
    expect(token).toBeTruthy()
  })

  it('is asked in Arabic, right to left, and carries a landing page\'s fields through', async () => {
    const site = harness()
    const typed = { name: 'ليلى حداد', phone: '+971501234567', form: 'landing', language: 'ar', page: 'ramadan-offer', campaign: 'ramadan-2026', token: '' }
    const page = await site.postForm(typed)
    expect(page.body).toContain('<html lang="ar" dir="rtl">')
    expect(page.body).toContain('يُرجى تأكيد بياناتك')
    const carried = confirmationFields(page.body)
    expect(carried).toMatchObject({ page: 'ramadan-offer', campaign: 'ramadan-2026', language: 'ar', name: 'ليلى حداد' })
    site.advance(3_000)
    expect((await site.postForm(carried)).headers.Location).toBe('/ar/thank-you/')
  })

  it('pressing the button at once is asked to press it again, nothing lost; the page\'s token carries one lead only', async () => {
    const site = harness()
    const page = await site.postForm({ name: 'Omar Khalid', phone: '+971501234567', form: 'home', token: '' })
    const soon = await site.postForm(confirmationFields(page.body))
    expect(soon.status).toBe(400)
    expect(soon.body).toMatch(/Please wait two seconds/)
    expect(confirmationFields(soon.body)).toMatchObject({ name: 'Omar Khalid', phone: '+971501234567' })
    site.advance(3_000)
    const carried = confirmationFields(soon.body)
    expect((await site.postForm(carried)).status).toBe(303)
    const twice = await site.postForm(carried)
    expect(twice.status).toBe(400)
    expect(twice.body).toContain('These details were already sent from this form.')
    expect(site.delivered).toHaveLength(1)
  })

  it('keeps the page and campaign the form was sent from, though the confirmation is posted from the function address', async () => {
    const site = harness()
    const host = 'www.northwindgrowth.com'
    const page = await site.postForm({ name: 'Omar Khalid', phone: '+971501234567', form: 'home', token: '' }, { host, referer: `https://${host}/?utm_source=news&gclid=G1` })
    site.advance(3_000)
    await site.postForm(confirmationFields(page.body), { host, referer: `https://${host}/api/contact` })
    expect(site.delivered[0].source).toMatchObject({ utmSource: 'news', gclid: 'G1', formPage: '/?utm_source=news&gclid=G1' })
  })

  it('with a field to correct, gets the page naming it, as before, and no confirmation', async () => {
    const site = harness()
    const answer = await site.postForm({ name: '', phone: '+971501234567', form: 'home', token: '' })
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('Please enter your name.')
    expect(answer.body).not.toContain('<button')
  })

  it('escapes what they typed on the page', async () => {
    const site = harness()
    const page = await site.postForm({ name: 'Omar "><script>x</script>', phone: '+971501234567', form: 'home', token: '' })
    expect(page.body).not.toContain('<script>')
  })
})

describe('one address sending too often', () => {
  it('is answered 429 with Retry-After after five submissions a minute, and can send again later', async () => {
    const site = harness({ limiter: createRateLimiter(5) })
    for (let sent = 0; sent < 5; sent += 1) expect((await site.postJson(VALID)).status).toBe(201)
    const limited = await site.postJson(VALID)
    expect(limited.status).toBe(429)
    expect(limited.headers['Retry-After']).toBe('60')
    expect(bodyOf(limited).message).toMatch(/wait 60 seconds/)
    expect((await site.postJson(VALID, { clientAddress: '198.51.100.1' })).status).toBe(201)
    site.advance(60_000)
    expect((await site.postJson(VALID)).status).toBe(201)
    expect(site.delivered).toHaveLength(7)
  })
})

describe('delivery configuration', () => {
  const tmp = () => fs.mkdtemp(path.join(os.tmpdir(), 'leads-'))

  it('stores leads in the local file by default outside production', async () => {
    const dir = await tmp()
    const cwd = process.cwd()
    process.chdir(dir)
    try {
      const site = harness(fromEnv({}))
      expect((await site.postJson(VALID)).status).toBe(201)
      expect(await readLeads(path.join(dir, '.leads/leads.jsonl'))).toHaveLength(1)
    } finally {
      process.chdir(cwd)
    }
  })

  it('refuses with 503 in production when no target is configured, keeping nothing', async () => {
    // What a live Netlify function's environment holds: the site's own variables and these; never NETLIFY or CONTEXT.
    const liveEnv = { URL: 'https://www.northwindgrowth.com', SITE_ID: 'site-id', SITE_NAME: 'northwind-growth' }
    const site = harness(fromEnv(liveEnv))
    const answer = await site.postJson(VALID, { deployContext: 'production' })
    expect(answer.status).toBe(503)
    expect(bodyOf(answer).message).toMatch(/not taking requests/)
    expect(site.logs.join('\n')).toMatch(/LEADS_WEBHOOK_URL/)
  })

  it('a deploy preview or branch deploy needs no target and delivers to nobody; told to deliver (LEADS_PREVIEW_DELIVERY=1), it needs one as production does', async () => {
    for (const deployContext of ['deploy-preview', 'branch-deploy']) {
      expect(leadPlan({ LEADS_WEBHOOK_URL: 'https://hooks.example.com/crm' }, leadDeploy(deployContext))).toEqual({ ok: true, targets: [], timeoutMs: expect.any(Number), quiet: true })
      expect((await harness(fromEnv({ LEADS_PREVIEW_DELIVERY: '1' })).postJson(VALID, { deployContext })).status).toBe(503)
    }
  })

  it('keeps the lead in the leads file under `netlify dev`, whose deploy context is dev', async () => {
    const file = path.join(await tmp(), 'leads.jsonl')
    expect((await harness(fromEnv({ LEADS_FILE: file })).postJson(VALID, { deployContext: 'dev' })).status).toBe(201)
    expect(await readLeads(file)).toHaveLength(1)
  })

  it('refuses with 503 in production when only LEADS_FILE is set: a file tells nobody, and the lead would be kept as delivered', async () => {
    const file = path.join(await tmp(), 'nested', 'leads.jsonl')
    const site = harness(fromEnv({ LEADS_FILE: file }))
    expect((await site.postJson(VALID, { deployContext: 'production' })).status).toBe(503)
    expect(site.logs.join('\n')).toMatch(/LEADS_WEBHOOK_URL/)
  })
})
