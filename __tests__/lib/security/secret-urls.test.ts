/**
 * @jest-environment node
 *
 * No secret in logs or leads (issue 30, item 9): a webhook's address is its
 * secret, so every address in an error kept on a lead or logged is reduced
 * to its origin, and a lead target's address with a password in it, or
 * over plain HTTP on a deploy Netlify serves, is refused with the reason.
 */
import { attemptDelivery, planDelivery } from '../../../src/lib/leads/lead-delivery'
import { reduceUrls, urlProblem } from '../../../src/lib/security/secret-urls'
import { storedLead } from '../../support/stored-lead'

const SLACK = 'https://hooks.slack.com/services/T0AGENCY/B0LEADS/xoxSecretToken'

describe('reduceUrls', () => {
  it('keeps where an error happened and drops the path, the query and any password', () => {
    expect(reduceUrls(`TypeError: Failed to parse URL from ${SLACK}`)).toBe('TypeError: Failed to parse URL from https://hooks.slack.com')
    expect(reduceUrls('Invalid login at smtps://sales:hunter2@smtp.example.com:465/ (retry)')).toBe('Invalid login at smtps://smtp.example.com:465 (retry)')
    expect(reduceUrls(`"${SLACK}?x=1" then http://127.0.0.1:8080/hook#frag`)).toBe('"https://hooks.slack.com" then http://127.0.0.1:8080')
    expect(reduceUrls('http://[broken/secret-path')).toBe('http://(address left out)')
    expect(reduceUrls('ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9')).toBe('ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9')
  })

  it('is how a delivery error is kept on the lead and logged', async () => {
    const lead = storedLead()
    const quoting = { name: 'webhook', deliver: async () => Promise.reject(new TypeError(`request to ${SLACK} failed, reason: socket hang up`)) }
    const [attempt] = await attemptDelivery(lead, [quoting], 1000)
    expect(attempt).toEqual({ target: 'webhook', accepted: false, error: 'TypeError: request to https://hooks.slack.com failed, reason: socket hang up' })
  })
})

describe('a lead target\'s address', () => {
  it('is https: on a deploy Netlify serves, plain http only to this machine itself or off a deploy', () => {
    expect(urlProblem('LEADS_WEBHOOK_URL', SLACK, true)).toBeUndefined()
    expect(urlProblem('LEADS_WEBHOOK_URL', 'http://hooks.example.com/crm/secret', true)).toBe('LEADS_WEBHOOK_URL must start with https:// on a deploy Netlify serves (http://hooks.example.com would send every lead unencrypted)')
    expect(urlProblem('LEADS_WEBHOOK_URL', 'http://hooks.example.com/crm/secret', false)).toBeUndefined()
    for (const local of ['http://127.0.0.1:8080/hook', 'http://localhost/hook', 'http://[::1]:9/hook']) expect(urlProblem('LEADS_WEBHOOK_URL', local, true)).toBeUndefined()
  })

  it('holds no user name or password, anywhere', () => {
    for (const live of [true, false]) expect(urlProblem('LEADS_WEBHOOK_URL', 'https://zap:pass@hooks.example.com/x', live)).toMatch(/^LEADS_WEBHOOK_URL must not hold a user name or password/)
    expect(urlProblem('LEADS_WEBHOOK_URL', 'ftp://hooks.example.com/x', false)).toBe('LEADS_WEBHOOK_URL must be a web address starting with https://')
    expect(urlProblem('LEADS_WEBHOOK_URL', 'hooks.example.com/x', false)).toBe('LEADS_WEBHOOK_URL must be a web address starting with https://')
  })

  it('refused, is not a target: the reason is given, and the e-mail still takes the leads', () => {
    const webhookOnly = planDelivery({ LEADS_WEBHOOK_URL: 'http://hooks.example.com/crm' }, true)
    expect(webhookOnly).toEqual({
      ok: false,
      missing: [expect.stringMatching(/^a LEADS_WEBHOOK_URL that can be used \(LEADS_WEBHOOK_URL must start with https:\/\//), 'SMTP_URL and LEADS_EMAIL_TO'],
      refused: [{ target: 'webhook', reason: expect.stringContaining('must start with https://') }],
    })
    const withEmail = planDelivery({ LEADS_WEBHOOK_URL: 'https://u:p@hooks.example.com/crm', SMTP_URL: 'smtp://127.0.0.1:2525', LEADS_EMAIL_TO: 'sales@northwindgrowth.com' }, true)
    expect(withEmail.ok && withEmail.targets.map((target) => target.name)).toEqual(['email'])
    expect(withEmail.refused).toEqual([{ target: 'webhook', reason: expect.stringContaining('must not hold a user name or password') }])
    expect(JSON.stringify(withEmail)).not.toContain('u:p@')
  })
})
