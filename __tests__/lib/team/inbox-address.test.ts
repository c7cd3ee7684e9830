import { leadEmail } from '../../../src/lib/leads/targets/lead-email'
import { webhookBody } from '../../../src/lib/leads/targets/lead-webhook'
import { leadInboxAddress } from '../../../src/lib/team/inbox-address'
import { storedLead } from '../../support/stored-lead'

const lead = storedLead({ receivedAt: '2026-12-02T06:00:00.000Z', language: 'ar', name: 'ليلى' })

it('names the lead’s page in the inbox, in its language, once the site has a team', () => {
  const env = { LEADS_TEAM: 'sara@northwindgrowth.com', URL: 'https://www.northwindgrowth.com' }
  const address = 'https://www.northwindgrowth.com/ar/team/?lead=lead-1'
  expect(leadInboxAddress(env, lead)).toBe(address)
  expect(leadEmail(lead, leadInboxAddress(env, lead)).text).toContain(`Inbox: ${address}`)
  expect(JSON.parse(webhookBody(lead, leadInboxAddress(env, lead))).inbox).toBe(address)
  expect(leadInboxAddress({ URL: 'https://www.northwindgrowth.com' }, lead)).toBeUndefined()
  expect(leadEmail(lead, undefined).text).not.toContain('Inbox')
})
