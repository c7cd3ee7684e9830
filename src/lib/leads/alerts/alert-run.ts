/**
 * The alerts' part of a redelivery run, once every lead in hand is written
 * back: what is worth telling (alert-news.ts) is queued in the alert state
 * with a claim, by a conditional write (alert-store.ts); only the run whose
 * write lands sends, each alert through each of its channels, and writes
 * back which took it. An alert a channel did not take stays queued and is
 * sent at the next run; a claim left by a run that died lapses after a
 * minute. Never throws: alerting cannot stop the run, nor the leads.
 */
import { reasonOf } from '../lead-delivery'
import { afterSending, alertNews, EMPTY_STATE, type AlertState } from './alert-news'
import { CHANNEL_NAMES, type AlertChannel, type AlertSettings } from './alert-settings'
import type { SendAlert } from './alert-channels'
import type { AlertStore } from './alert-store'
import type { LeadSituation } from './lead-situation'

/** How long a run's claim on the outbox holds: longer than sending takes (a few seconds), short enough to retry soon. */
export const ALERT_CLAIM_MS = 60_000

export type AlertRunOptions = {
  store: AlertStore
  settings: AlertSettings
  situation: LeadSituation
  /** The run read every stored lead. */
  complete: boolean
  now: () => Date
  runId: string
  /** The longest one channel may take. */
  timeoutMs: number
  send: SendAlert
  log: (line: string) => void
}

const same = (a: AlertState, b: AlertState) => JSON.stringify(a) === JSON.stringify(b)

export async function runAlerts(options: AlertRunOptions): Promise<void> {
  const { store, log, now } = options
  try {
    const read = await store.readState()
    const before = { ...EMPTY_STATE, ...read?.state }
    if (before.claim && before.claim.by !== options.runId && Date.parse(before.claim.until) > now().getTime()) {
      log('alerts: another run is sending alerts; this one leaves them to it')
      return
    }
    const news = alertNews(before, options.situation, options.settings, now(), options.complete)
    for (const alert of news.dropped) log(`alerts: "${alert.subject}" dropped: too many alerts waiting for a channel`)
    const sending = news.state.outbox.length > 0
    if (!sending && same(news.state, before)) return
    const claimed: AlertState = sending ? { ...news.state, claim: { by: options.runId, until: new Date(now().getTime() + ALERT_CLAIM_MS).toISOString() } } : news.state
    const etag = await store.writeState(claimed, read?.etag)
    if (!etag) {
      log('alerts: another run wrote the alert state first; it sends what is new')
      return
    }
    if (!sending) return
    const delivered = await deliver(claimed, options)
    if (!(await store.writeState(afterSending(claimed, delivered, now()), etag))) log('alerts: the alert state changed while sending; an alert may be sent again')
  } catch (error) {
    log(`alerts: not sent this run, tried again at the next: ${reasonOf(error)}`)
  }
}

/** Every queued alert to each channel it has not reached, at once; which took what. */
async function deliver(state: AlertState, { send, timeoutMs, log }: AlertRunOptions): Promise<Map<string, AlertChannel[]>> {
  const delivered = new Map<string, AlertChannel[]>()
  const tries = state.outbox.flatMap((alert) => {
    if (alert.channels.length === 0) log(`alerts: "${alert.subject}" has no channel to go through (set LEADS_ALERT_WEBHOOK_URL or LEADS_ALERT_EMAIL)`)
    return alert.channels
      .filter((channel) => !alert.sentTo.includes(channel))
      .map(async (channel) => {
        try {
          await send(alert, channel, timeoutMs)
          delivered.set(alert.id, [...(delivered.get(alert.id) ?? []), channel])
          log(`alerts: sent "${alert.subject}" by ${CHANNEL_NAMES[channel]}`)
        } catch (error) {
          log(`alerts: the ${CHANNEL_NAMES[channel]} did not take "${alert.subject}" (${reasonOf(error)}); tried again at the next run`)
        }
      })
  })
  await Promise.all(tries)
  return delivered
}
