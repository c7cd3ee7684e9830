/**
 * @jest-environment node
 *
 * A build for a deploy Netlify serves says where leads and alerts go, and
 * warns loudly when a lead target's address is refused or nobody would be
 * told that leads stopped getting through (gatsby/netlify/delivery-check.ts).
 */
import { deliveryReport } from '../../gatsby/netlify/delivery-check'

const targets = { LEADS_WEBHOOK_URL: 'https://hooks.example.com/crm/secret', SMTP_URL: 'smtps://u:p@smtp.example.com', LEADS_EMAIL_TO: 'sales@northwindgrowth.com' }

it('says where leads and alerts go when all is set', () => {
  expect(deliveryReport({ CONTEXT: 'production', ...targets, LEADS_ALERT_EMAIL: 'owner@northwindgrowth.com', LEADS_ALERT_WEBHOOK_URL: 'https://hooks.slack.com/services/T/B/x' })).toEqual({
    info: ['Leads are delivered to: webhook, email', 'Lead alerts go to: LEADS_ALERT_EMAIL, LEADS_ALERT_WEBHOOK_URL'],
    warnings: [],
  })
})

it('warns without an alert channel, as it does without a lead target', () => {
  const { warnings } = deliveryReport({ CONTEXT: 'production', ...targets })
  expect(warnings).toEqual([expect.stringContaining('NO LEAD ALERT CHANNEL IS CONFIGURED')])
  expect(deliveryReport({ CONTEXT: 'production' }).warnings).toEqual([expect.stringContaining('NO LEAD DELIVERY IS CONFIGURED'), expect.stringContaining('NO LEAD ALERT CHANNEL')])
})

it('names a refused address and why, without printing its secret', () => {
  const { warnings } = deliveryReport({ CONTEXT: 'production', LEADS_WEBHOOK_URL: 'http://hooks.example.com/crm/secret', LEADS_ALERT_WEBHOOK_URL: 'https://bot:token@alerts.example.com/x' })
  expect(warnings[0]).toMatch(/A LEAD OR ALERT ADDRESS IS REFUSED[\s\S]*LEADS_WEBHOOK_URL must start with https:\/\/[\s\S]*LEADS_ALERT_WEBHOOK_URL must not hold a user name or password/)
  expect(warnings[1]).toMatch(/NO LEAD DELIVERY IS CONFIGURED[\s\S]*a LEADS_WEBHOOK_URL that can be used/)
  expect(warnings.join('\n')).not.toMatch(/crm\/secret|token@/)
})

it('says nothing off a Netlify deploy', () => {
  expect(deliveryReport({ ...targets })).toEqual({ info: [], warnings: [] })
  expect(deliveryReport({ CONTEXT: 'dev' })).toEqual({ info: [], warnings: [] })
})

it('says a preview delivers to nobody, with no warning, unless told to deliver: then it is held to what production is', () => {
  for (const CONTEXT of ['deploy-preview', 'branch-deploy']) {
    expect(deliveryReport({ CONTEXT })).toEqual({ info: [`Leads on this ${CONTEXT} are kept in its own store and delivered to nobody (LEADS_PREVIEW_DELIVERY=1 delivers them)`], warnings: [] })
    expect(deliveryReport({ CONTEXT, LEADS_PREVIEW_DELIVERY: '1' }).warnings).toEqual([expect.stringContaining('NO LEAD DELIVERY IS CONFIGURED'), expect.stringContaining('NO LEAD ALERT CHANNEL')])
  }
})

it('says which ad platforms are told, and warns of one set only in part or with a Google key that is none', () => {
  const alerts = { LEADS_ALERT_EMAIL: 'owner@northwindgrowth.com' }
  const meta = { META_PIXEL_ID: '1234567890123456', META_CAPI_TOKEN: 'EAA-secret-token' }
  expect(deliveryReport({ CONTEXT: 'production', ...targets, ...alerts, ...meta }).info).toContain('Consented leads from their ads are told to: Meta')
  const { warnings } = deliveryReport({ CONTEXT: 'production', ...targets, ...alerts, SNAP_PIXEL_ID: 'abc', GOOGLE_SERVICE_ACCOUNT_JSON: '{"oops"', GOOGLE_ADS_CUSTOMER_ID: '123-456-7890', GOOGLE_ADS_CONVERSION_ACTION_ID: '1' })
  expect(warnings).toEqual([expect.stringMatching(/AN AD PLATFORM IS SET BUT CANNOT BE TOLD[\s\S]*SNAP_PIXEL_ID is set but SNAP_CAPI_TOKEN is not: Snapchat is told nothing[\s\S]*GOOGLE_SERVICE_ACCOUNT_JSON is not a service account key/)])
  expect(warnings.join('\n')).not.toContain('oops')
})
