/**
 * @jest-environment node
 *
 * A lead from the Arabic edition reaches the agency's inbox and Slack: staff
 * read in English which edition it came from, and the visitor's Arabic name
 * arrives intact (UTF-8) and laid out right to left without disturbing the
 * English around it.
 */
import { leadPlan } from '../../../src/lib/leads/lead-delivery'
import { VALID, harness } from '../../support/contact-harness'
import { readMail } from '../../support/contact-mail'
import { smtpReceiver, webhookReceiver } from '../../support/contact-receivers'

const NAME = 'ليلى حداد'

async function deliverArabicLead() {
  const hook = await webhookReceiver()
  const smtp = await smtpReceiver()
  try {
    const env = { LEADS_WEBHOOK_URL: hook.url, SMTP_URL: smtp.url, LEADS_EMAIL_TO: 'sales@northwindgrowth.com' }
    const answer = await harness({ plan: (deploy) => leadPlan(env, deploy) }).postJson({ ...VALID, name: NAME, form: 'services', language: 'ar' })
    expect(answer.status).toBe(201)
    expect(hook.received).toHaveLength(1)
    expect(smtp.messages).toHaveLength(1)
    return { webhook: JSON.parse(hook.received[0].body), mail: readMail(smtp.messages[0].raw) }
  } finally {
    hook.close()
    smtp.close()
  }
}

test('the e-mail says it came from the Arabic edition and shows the name as typed, in UTF-8', async () => {
  const { mail } = await deliverArabicLead()
  expect(mail.subject).toBe(`New lead from the Arabic Our Services form: ${NAME}`)
  const text = mail.parts.find((part) => part.type === 'text/plain')
  const html = mail.parts.find((part) => part.type === 'text/html')
  expect([text?.charset, html?.charset]).toEqual(['utf-8', 'utf-8'])
  expect(text?.body).toContain(`Name: ${NAME}\n`)
  expect(text?.body).toContain('Site edition: Arabic\n')
  expect(html?.body).toContain('<h1>New lead from the Arabic Our Services form</h1>')
  // Its own direction in its own cell: the row's English label stays put.
  expect(html?.body).toContain(`<th align="left">Name</th><td dir="auto">${NAME}</td>`)
})

test('the webhook carries the language for automations and says the edition in its Slack line', async () => {
  const { webhook } = await deliverArabicLead()
  expect(webhook.lead).toMatchObject({ language: 'ar', name: NAME, form: 'services', phone: '+971501234567' })
  // Isolated, the name cannot pull ", +971…" to its side of the line.
  expect(webhook.text).toBe(`New lead from the Arabic Our Services form: \u2068${NAME}\u2069, +971501234567 (\u2068direct\u2069)`)
})
