/**
 * What a redelivery run does once every lead in hand is written back: it
 * records itself (`last-run`, for `npm run leads -- status`), sends the
 * alerts worth sending (alert-run.ts), and pings the heartbeat, all at once
 * and in the time left of Netlify's 30 s, so none of it delays a lead. The
 * heartbeat pings `/fail` when the run stopped on an error or a lead waits
 * past the alert age; the monitoring service notices when pings stop.
 */
import { DELIVERY_TIMEOUT_MS, reasonOf } from '../lead-delivery'
import type { RunReport } from '../redelivery/redeliver'
import { STORE_TIMEOUT_MS } from '../store/blobs-store'
import type { LeadRecord } from '../types'
import { pingHeartbeat, type SendAlert } from './alert-channels'
import { runAlerts } from './alert-run'
import { alertChannels, type AlertSettings } from './alert-settings'
import type { AlertStore, LastRun } from './alert-store'
import { leadSituation, overdueTargets } from './lead-situation'

/** Netlify stops a scheduled function after 30 s; a second is kept in hand. */
export const FUNCTION_LIMIT_MS = 29_000

export type RunOutcome = {
  /** Where the alerts' memory is kept. */
  alerts: AlertStore
  settings: AlertSettings
  startedAt: Date
  report?: RunReport
  error?: string
  /** Every lead the run read, as it left it. */
  records: LeadRecord[]
  /** How many leads are held during a flood (undefined: they could not be counted). */
  held?: number
  now: () => Date
  elapsedMs: () => number
  runId: string
  send: SendAlert
  log: (line: string) => void
}

export async function tellOwners(run: RunOutcome): Promise<void> {
  const { settings, report, log } = run
  const situation = { ...leadSituation(run.records, run.now(), settings.afterMs), held: run.held }
  const left = FUNCTION_LIMIT_MS - run.elapsedMs()
  const lastRun: LastRun = {
    at: run.startedAt.toISOString(),
    ms: Math.round(run.elapsedMs()),
    ...(report ? { report } : { error: run.error ?? 'unknown error' }),
    alerting: { channels: alertChannels(settings), heartbeat: Boolean(settings.heartbeatUrl), problems: [...settings.refused.map(({ reason }) => reason), ...settings.unused] },
  }
  const recording = run.alerts.writeLastRun(lastRun).catch((error) => log(`alerts: the run could not be recorded: ${reasonOf(error)}`))

  const overdue = overdueTargets(situation)
  const alerts = async () => {
    // A run that could not list the leads tells nothing here: its heartbeat pings /fail.
    if (!report) return
    if (alertChannels(settings).length === 0) {
      if (overdue.length) log(`alerts: no alert channel is set (LEADS_ALERT_EMAIL, LEADS_ALERT_WEBHOOK_URL); leads wait past the alert age for: ${overdue.join(', ')}`)
      return
    }
    // Three store requests (read, claim, write back) around the sending.
    const sendMs = Math.min(DELIVERY_TIMEOUT_MS, left - 3 * STORE_TIMEOUT_MS)
    if (sendMs < 1_000) return log('alerts: no time left in this run; the next run sends them')
    const complete = report.left === 0 && run.records.length + report.deleted + report.held >= report.listed
    await runAlerts({ store: run.alerts, settings, situation, complete, now: run.now, runId: run.runId, timeoutMs: sendMs, send: run.send, log })
  }

  const fail = !report || overdue.length > 0
  const pingMs = Math.min(DELIVERY_TIMEOUT_MS, left)
  const heartbeat =
    settings.heartbeatUrl && pingMs >= 500
      ? pingHeartbeat(settings.heartbeatUrl, fail, pingMs).catch((error) => log(`heartbeat: the ping was not taken: ${reasonOf(error)}`))
      : undefined
  await Promise.all([recording, alerts(), heartbeat])
}
