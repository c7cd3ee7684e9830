/**
 * @jest-environment node
 *
 * Leads reach a real SMTP server and a real webhook receiver; a target that
 * is down or too slow means the visitor is not thanked.
 */
import { createHmac } from 'node:crypto'
import { leadPlan } from '../../../src/lib/leads/lead-delivery'
import { leadHeadline } from '../../../src/lib/leads/lead-text'
import { SIGNATURE_HEADER, webhookBody } from '../../../src/lib/leads/targets/lead-webhook'
import { VALID, bodyOf, harness } from '../../support/contact-harness'
import { smtpReceiver, webhookReceiver } from '../../support/contact-receivers'
import { storedLead } from '../../support/stored-lead'

// The name sits between U+2068 and U+2069 in the Slack line: see lead-webhook.ts.
const isolated = (name: string) => `\u2068${name}\u2069`

test('staff are told which form a lead came from, an article\'s included', () => {
  const lead = storedLead({ form: 'article', language: 'ar', name: 'ليلى' })
  expect(leadHeadline(lead)).toBe('New lead from the Arabic Insights article form: ليلى')
})

test('a name cannot ping a Slack channel or post a link through the webhook text', () => {
  const lead = storedLead({
    form: 'services',
    name: 'Sam <!channel> & <https://evil.example|Co>',
    phone: '+12015550123',
    country: 'US',
    source: { channel: 'paid', utmCampaign: '<!here> spring' },
  })
  expect(JSON.parse(webhookBody(lead)).text).toBe(
    // The name escaped; the campaign, as stored before tags were cleaned, shown as the tag it is now.
    `New lead from the English Our Services form: ${isolated('Sam &lt;!channel&gt; &amp; &lt;https://evil.example|Co&gt;')}, +12015550123 (${isolated('paid, campaign here_spring')})`,
  )
})

describe('with a webhook and e-mail configured', () => {
  it('delivers a valid lead to both, signed, and only then thanks the visitor', async () => {
    const hook = await webhookReceiver()
    const smtp = await smtpReceiver()
    try {
      const env = {
        LEADS_WEBHOOK_URL: hook.url,
        LEADS_WEBHOOK_SECRET: 'shared-secret',
        SMTP_URL: smtp.url,
        LEADS_EMAIL_TO: 'sales@northwindgrowth.com',
        LEADS_EMAIL_FROM: 'website@northwindgrowth.com',
      }
      const site = harness({ plan: (deploy) => leadPlan(env, deploy) })
      const answer = await site.postJson({ ...VALID, name: 'Layla <b>Haddad</b>' })
      expect(answer.status).toBe(201)

      expect(hook.received).toHaveLength(1)
      const { body, headers } = hook.received[0]
      const expected = `sha256=${createHmac('sha256', 'shared-secret').update(body).digest('hex')}`
      expect(headers[SIGNATURE_HEADER.toLowerCase()]).toBe(expected)
      expect(JSON.parse(body).lead).toMatchObject({
        id: bodyOf(answer).id,
        name: 'Layla <b>Haddad</b>',
        phone: '+971501234567',
        country: 'AE',
        form: 'home',
        language: 'en',
      })
      // The line a Slack incoming webhook shows, with the name's markup escaped.
      expect(JSON.parse(body).text).toBe(`New lead from the English home page form: ${isolated('Layla &lt;b&gt;Haddad&lt;/b&gt;')}, +971501234567 (${isolated('direct')})`)

      expect(smtp.messages).toHaveLength(1)
      const mail = smtp.messages[0]
      expect(mail.to).toEqual(['sales@northwindgrowth.com'])
      expect(mail.from).toBe('website@northwindgrowth.com')
      expect(mail.raw).toMatch(/Subject: New lead from the English home page form: Layla <b>Haddad<\/b>/)
      expect(mail.raw).toContain('Phone: +971501234567')
      expect(mail.raw).toContain('Layla &lt;b&gt;Haddad&lt;/b&gt;')
      expect(mail.raw).not.toMatch(/<td>Layla <b>/)
    } finally {
      hook.close()
      smtp.close()
    }
  })

  it('answers 502 when the webhook fails, logging the lead id but no personal data', async () => {
    const hook = await webhookReceiver('fail')
    try {
      const site = harness({ plan: (deploy) => leadPlan({ LEADS_WEBHOOK_URL: hook.url }, deploy) })
      const answer = await site.postJson(VALID)
      expect(answer.status).toBe(502)
      expect(bodyOf(answer).message).toMatch(/could not pass your details/)
      const log = site.logs.join('\n')
      expect(log).toMatch(/lead-1/)
      expect(log).toMatch(/webhook/)
      expect(log).not.toMatch(/Layla|501234567/)
    } finally {
      hook.close()
    }
  })

  it('answers 502 when a target is down, even if another accepted the lead', async () => {
    const hook = await webhookReceiver()
    hook.close()
    const smtp = await smtpReceiver()
    try {
      const env = { LEADS_WEBHOOK_URL: hook.url, SMTP_URL: smtp.url, LEADS_EMAIL_TO: 'sales@northwindgrowth.com' }
      const answer = await harness({ plan: (deploy) => leadPlan(env, deploy) }).postJson(VALID)
      expect(answer.status).toBe(502)
    } finally {
      smtp.close()
    }
  })

  it('answers 502 when a target does not answer within the timeout', async () => {
    const hook = await webhookReceiver('hang')
    try {
      const started = Date.now()
      const answer = await harness({ plan: (deploy) => leadPlan({ LEADS_WEBHOOK_URL: hook.url }, deploy, 300) }).postJson(VALID)
      expect(answer.status).toBe(502)
      expect(Date.now() - started).toBeLessThan(3000)
    } finally {
      hook.close()
    }
  })

  it('answers 502 with an HTML page for a form posted without JavaScript', async () => {
    const site = harness({ plan: (deploy) => leadPlan({ LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/closed' }, deploy) })
    const answer = await site.postForm({ name: 'Omar', phone: '+971501234567', form: 'home' })
    expect(answer.status).toBe(502)
    expect(answer.body).toContain('mailto:hello@northwindgrowth.com')
  })
})
