/**
 * No secret in logs or leads (issue 30, item 9), through the contact
 * function as Netlify bundles it and the scheduled run: a lead webhook's
 * address with a password in it, or over plain HTTP in production, gets no
 * lead, and the run says why in its log.
 */
import { smtpReceiver, webhookReceiver } from '../support/contact-receivers'
import { bundledPlatform, configureTargets, lead, leadPlatform, seedPreviewSecret } from '../support/lead-platform'

const platform = bundledPlatform()

it('a webhook address holding a password gets no lead; the e-mail does, and the run logs why without the password', async () => {
  const hook = await webhookReceiver()
  const mailbox = await smtpReceiver()
  configureTargets({ webhook: hook.url.replace('http://', 'http://zapier:hunter2@'), smtp: mailbox.url })
  const site = leadPlatform(platform.handler, platform.blobs)
  const logs: string[] = []
  try {
    const answer = await site.postJson(lead(1))
    expect(answer.status).toBe(201)
    const record = await site.store.read(JSON.parse(answer.body).id)
    expect(Object.keys(record?.targets ?? {})).toEqual(['email'])
    expect(record?.status).toBe('delivered')
    expect(hook.received).toEqual([])
    expect(mailbox.messages).toHaveLength(1)

    await site.runScheduled({ log: (line) => void logs.push(line) })
    expect(logs).toContainEqual('redelivery: not used: LEADS_WEBHOOK_URL must not hold a user name or password (they would be written into logs): put the credentials in the receiver\'s own settings, or use its secret address')
    expect(logs.join('\n')).not.toContain('hunter2')
  } finally {
    hook.close()
    mailbox.close()
  }
})

it('in production (and on a preview told to deliver) a plain-HTTP webhook on another host is not delivered to: alone, the form answers 503 and nothing is stored', async () => {
  configureTargets({ webhook: 'http://hooks.example.com/crm/secret-path' })
  const site = leadPlatform(platform.handler, platform.blobs)
  const before = (await site.stored()).size
  // The preview's own form secret, as it would have written it (its tokens are good nowhere else).
  await seedPreviewSecret(platform.blobs)
  process.env.LEADS_PREVIEW_DELIVERY = '1'
  try {
    for (const deployContext of ['production', 'deploy-preview']) {
      const answer = await site.postJson(lead(2), { deployContext })
      expect(answer.status).toBe(503)
    }
  } finally {
    delete process.env.LEADS_PREVIEW_DELIVERY
  }
  expect((await site.stored()).size).toBe(before)
})
