/**
 * The lead webhook, the alert webhook and the heartbeat follow no redirect
 * (src/lib/leads/targets/no-redirects.ts): a receiver answering 307 would
 * otherwise have the signed lead posted again, body and all, to wherever it
 * points. The contact function bundled as Netlify bundles it, the local
 * Blobs server, and real receivers on loopback: one answering 307, one
 * standing where the 307 points.
 */
import { alertSender, pingHeartbeat } from '../../src/lib/leads/alerts/alert-channels'
import { recordingReceiver } from '../support/alert-receivers'
import { bundledPlatform, configureTargets, lead, leadPlatform } from '../support/lead-platform'

const platform = bundledPlatform()

async function redirecting() {
  const elsewhere = await recordingReceiver()
  const moved = await recordingReceiver({ redirectTo: `${elsewhere.origin}/stolen` })
  return { moved, elsewhere, close: () => [moved, elsewhere].forEach((receiver) => receiver.close()) }
}

it('a lead webhook answering 307 gets the lead once; the lead is kept, refused with the status, and nothing goes where the redirect points', async () => {
  const { moved, elsewhere, close } = await redirecting()
  try {
    configureTargets({ webhook: `${moved.origin}/hook` })
    const site = leadPlatform(platform.handler, platform.blobs)
    const answer = await site.postJson(lead(1))
    expect(answer.status).toBe(201)
    const record = await site.store.read(JSON.parse(answer.body).id)
    expect(record).toMatchObject({ status: 'pending', targets: { webhook: { attempts: 1, lastError: expect.stringContaining('webhook answered 307, a redirect, which is not followed') } } })
    expect(moved.received.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /hook'])
    expect(elsewhere.received).toEqual([])
  } finally {
    close()
  }
})

it('the alert webhook and the heartbeat answering 307 are refusals naming the status, never followed', async () => {
  const { moved, elsewhere, close } = await redirecting()
  try {
    const send = alertSender({ afterMs: 0, repeatMs: 0, webhookUrl: `${moved.origin}/alerts`, refused: [], unused: [] })
    await expect(send({ kind: 'failing', subject: 'Leads are not getting through', text: 'A test alert.' }, 'webhook', 2000)).rejects.toThrow(
      'the alert webhook answered 307, a redirect, which is not followed',
    )
    await expect(pingHeartbeat(`${moved.origin}/ping`, false, 2000)).rejects.toThrow('the heartbeat answered 307, a redirect, which is not followed')
    expect(moved.received.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /alerts', 'GET /ping'])
    expect(elsewhere.received).toEqual([])
  } finally {
    close()
  }
})
