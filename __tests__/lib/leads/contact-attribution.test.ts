/**
 * @jest-environment node
 *
 * Every lead says where it came from: what the page's script kept of the
 * visit, or for a form sent without JavaScript, its page's address. The
 * values are visitor input: cleaned, cut, and never a reason to refuse a lead.
 */
import { VALID, harness } from '../../support/contact-harness'
import { leadEmail } from '../../../src/lib/leads/targets/lead-email'

const HOST = 'www.northwindgrowth.com'

test('a lead from an ad click is stored with its campaign, pages and channel paid', async () => {
  const site = harness()
  const source = {
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring',
    gclid: 'TEST123',
    landingPage: '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=TEST123',
    formPage: '/ourservices/',
  }
  expect((await site.postJson({ ...VALID, source }, { host: HOST })).status).toBe(201)
  // A click id wins over the e-mail tags: the visit came through an ad.
  expect(site.delivered[0].source).toEqual({ ...source, channel: 'paid' })
})

test('hostile values are cut, made inert, and the lead is still accepted', async () => {
  const site = harness()
  const source = {
    utmCampaign: 'Refund due, verify at https://evil.example/r',
    utmContent: 'x'.repeat(5_000),
    utmSource: '<script>alert(1)</script>',
    utmMedium: 'evil\r\nBcc: victim@example.com',
    utmTerm: 'a\u0000b\u202Ec',
    fbclid: '<b>x</b>',
    landingPage: 'javascript:alert(1)',
    referrer: 'https://evil.example/path?q=secret',
    admin: 'true',
  }
  expect((await site.postJson({ ...VALID, source }, { host: HOST })).status).toBe(201)
  const stored = site.delivered[0].source
  // Campaign tags keep only a tag's characters; one holding a link is dropped whole.
  expect(stored).not.toHaveProperty('utmCampaign')
  expect(stored.utmContent).toBe('x'.repeat(100))
  expect(stored.utmSource).toBe('scriptalert1script')
  expect(stored.utmMedium).toBe('evil_Bcc_victimexample.com')
  expect(stored.utmTerm).toBe('abc')
  expect(stored.referrer).toBe('evil.example')
  expect(stored).not.toHaveProperty('landingPage')
  expect(stored).not.toHaveProperty('admin')
  // A click id that is no platform's is dropped whole.
  expect(stored).not.toHaveProperty('fbclid')
  // In the e-mail, on one line: no header, no markup, no link.
  const mail = leadEmail(site.delivered[0])
  expect(mail.html).not.toContain('<b>x')
  expect(mail.text).not.toContain('://evil.example')
  expect(mail.text).toContain('Source: source / medium: scriptalert1script / evil_Bcc_victimexample.com\n')
  expect(mail.text).toContain('Source: referring site: evil.example\n')
  expect(mail.subject).not.toMatch(/[\r\n]/)
})

test('a form sent without JavaScript is attributed from the address of the page it was sent from', async () => {
  const site = harness()
  const answer = await site.postForm(
    { name: 'Omar', phone: '+971501234567', form: 'home' },
    { host: HOST, referer: `https://${HOST}/?utm_source=x&utm_campaign=y` },
  )
  expect(answer.status).toBe(303)
  expect(site.delivered[0].source).toEqual({
    utmSource: 'x',
    utmCampaign: 'y',
    landingPage: '/?utm_source=x&utm_campaign=y',
    formPage: '/?utm_source=x&utm_campaign=y',
    // x is the network formerly called Twitter.
    channel: 'social',
  })
})

test('a Referer from another site says nothing about the lead', async () => {
  const site = harness()
  await site.postForm({ name: 'Omar', phone: '+971501234567', form: 'home' }, { host: HOST, referer: 'https://evil.example/?gclid=spoof' })
  expect(site.delivered[0].source).toEqual({ channel: 'direct' })
})

test('the e-mail names the channel, campaign, landing page, form page and click id', async () => {
  const site = harness()
  const source = { utmCampaign: 'spring', gclid: 'TEST123', landingPage: '/?gclid=TEST123', formPage: '/ar/' }
  await site.postJson({ ...VALID, source }, { host: HOST })
  const { text } = leadEmail(site.delivered[0])
  for (const line of ['Source: channel: paid', 'Source: campaign: spring', 'Source: landing page: /?gclid=TEST123', 'Source: form page: /ar/', 'Source: click id: gclid TEST123']) {
    expect(text).toContain(line)
  }
})
