/**
 * The fault the store is for: 1,000 leads arrive while the webhook refuses
 * connections and the mail server answers 421. Every visitor is thanked and
 * every lead stored; when both come back, the scheduled function runs until
 * nothing is due, and each target has every lead exactly once.
 */
import { startBlobs, type LocalBlobs } from '../support/blobs-server'
import { flakyMailbox, flakyWebhook } from '../support/flaky-receivers'
import { configureTargets, lead, leadPlatform, loadContactFunction, quietWarnings, runUntilNothingDue } from '../support/lead-platform'

beforeEach(() => void quietWarnings())

const LEADS = 1000
// Many at once, as a campaign's traffic comes, yet few enough that a busy test machine answers each within the store's 1.5 s.
const IN_FLIGHT = 25

let blobs: LocalBlobs
beforeAll(async () => {
  blobs = await startBlobs()
})
afterAll(() => blobs.stop())

it('1,000 leads while both targets are down: all thanked and stored; delivered once each when they return', async () => {
  const webhook = await flakyWebhook('refuse')
  const mailbox = await flakyMailbox('421')
  configureTargets({ webhook: webhook.url, smtp: mailbox.url })
  const site = leadPlatform(await loadContactFunction(), blobs)
  try {
    const statuses: number[] = []
    const ids: string[] = []
    let next = 0
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < LEADS) {
          const answer = await site.postJson(lead(next++))
          statuses.push(answer.status)
          if (answer.status === 201) ids.push(JSON.parse(answer.body).id)
        }
      }),
    )
    expect(statuses.filter((status) => status !== 201)).toEqual([])
    const stored = await site.stored()
    expect(stored.size).toBe(LEADS)
    expect(ids.every((id) => stored.get(id)?.status === 'pending')).toBe(true)
    expect(webhook.received).toHaveLength(0)
    expect(mailbox.messages).toHaveLength(0)

    await webhook.setMode('ok')
    mailbox.setMode('ok')
    const reports = await runUntilNothingDue((now) => site.runScheduled({ now }), Date.now(), 2 * 60_000)
    expect(reports.reduce((sum, report) => sum + report.delivered, 0)).toBe(LEADS)

    expect(webhook.received).toHaveLength(LEADS)
    expect(new Set(webhook.received.map((delivery) => delivery.leadId))).toEqual(new Set(ids))
    expect(mailbox.messages).toHaveLength(LEADS)
    expect(new Set(mailbox.messages.map((message) => message.messageId))).toEqual(new Set(ids.map((id) => `<lead-${id}@northwindgrowth.com>`)))
    const after = await site.stored()
    expect([...after.values()].filter((record) => record.status !== 'delivered')).toEqual([])
  } finally {
    webhook.close()
    await mailbox.close()
  }
}, 180_000)
