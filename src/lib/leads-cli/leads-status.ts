/**
 * `npm run leads -- status`: one screen of where the leads stand, from the
 * agency's machine. The last redelivery run and when it ran (a schedule
 * that stopped shows as an old run), how the runs can tell the owners, per
 * target the waiting leads, the oldest one's age and the last answer, the
 * failed leads, and the alerts sent and still waiting. No visitor's name or
 * number: `leads failed` and `leads pull` show those.
 */
import { EMPTY_STATE, type AlertState } from '../leads/alerts/alert-news'
import { CHANNEL_NAMES, DEFAULT_ALERT_AFTER_MINUTES } from '../leads/alerts/alert-settings'
import type { LastRun } from '../leads/alerts/alert-store'
import { duration, when } from '../leads/alerts/alert-text'
import { leadSituation } from '../leads/alerts/lead-situation'
import { reduceUrls } from '../security/secret-urls'
import type { LeadRecord } from '../leads/types'
import { platformStatusLines } from './conversion-report'

/** The schedule runs every minute: a last run older than this means it has stopped. */
export const STALE_RUN_MS = 5 * 60_000

const ago = (iso: string, now: Date) => `${duration(now.getTime() - Date.parse(iso))} ago`
const channelList = (channels: string[]) => channels.map((channel) => CHANNEL_NAMES[channel as keyof typeof CHANNEL_NAMES] ?? channel).join(', ')

function runLines(run: LastRun | null, now: Date): string[] {
  if (!run) return ['Last redelivery run: none recorded. Is redeliver-leads deployed and the site published? (docs/deploy.md)']
  const { report } = run
  const what = report
    ? `${report.listed} leads listed, ${report.delivered} delivered, ${report.retrying} still waiting, ${report.failed} failed, ${report.deleted} deleted past retention${report.conversions ? `, ${report.conversions} sent to ad platforms` : ''}`
    : `stopped on an error: ${reduceUrls(run.error ?? 'unknown')}`
  const lines = [`Last redelivery run: ${when(run.at)}, ${ago(run.at, now)}, in ${run.ms} ms: ${what}`]
  if (now.getTime() - Date.parse(run.at) > STALE_RUN_MS) lines.push(`  ! No run for over ${duration(STALE_RUN_MS)}: the schedule has stopped (it runs every minute). Check Logs > Functions > redeliver-leads.`)
  const alerting = run.alerting
  if (alerting) {
    lines.push(`Alert channels: ${alerting.channels.length ? channelList(alerting.channels) : 'none set: nobody is told when leads stop getting through'}; heartbeat: ${alerting.heartbeat ? 'set' : 'not set'}`)
    for (const problem of alerting.problems) lines.push(`  ! ${reduceUrls(problem)}`)
  }
  return lines
}

function targetLines(records: LeadRecord[], now: Date): string[] {
  const situation = leadSituation(records, now, DEFAULT_ALERT_AFTER_MINUTES * 60_000)
  const names = Object.keys(situation.targets).sort()
  const width = Math.max(0, ...names.map((name) => name.length))
  const lines = names.map((name) => {
    const target = situation.targets[name]
    const state = target.waiting
      ? `${target.waiting} waiting, the oldest for ${duration(now.getTime() - Date.parse(target.oldestReceivedAt ?? now.toISOString()))}; last answer (${when(target.lastErrorAt)}): ${reduceUrls(target.lastError ?? 'none yet')}`
      : `nothing waiting${target.lastAcceptedAt ? `; last accepted a lead ${when(target.lastAcceptedAt)}` : ''}`
    return `  ${name.padEnd(width)}  ${state}`
  })
  const failed = situation.failed.length
  return [
    `Stored leads: ${records.length}`,
    ...(lines.length ? ['Targets:', ...lines] : ['Targets: no stored lead names one yet']),
    `Failed leads: ${failed}${failed ? ' (npm run leads -- failed lists them, with names and numbers: call them)' : ''}`,
    ...platformStatusLines(records),
  ]
}

function alertLines(saved: AlertState | undefined): string[] {
  const state = { ...EMPTY_STATE, ...saved }
  const failing = Object.entries(state.failing)
  return [
    `Alerts: ${failing.length ? failing.map(([target, told]) => `${target} failing since ${when(told.since)} (last told ${when(told.lastSentAt)})`).join('; ') : 'no target failing'}`,
    ...state.outbox.map((alert) => `  waiting to be sent: ${alert.subject} (not yet taken by: ${channelList(alert.channels.filter((channel) => !alert.sentTo.includes(channel)))})`),
    ...(state.sent.length ? ['  sent, newest last:'] : ['  none sent yet']),
    ...state.sent.slice(-10).map((alert) => `    ${when(alert.sentAt)}  ${alert.subject} (${alert.channels.length ? channelList(alert.channels) : 'no channel was set'})`),
  ]
}

export function leadsStatus(records: LeadRecord[], run: LastRun | null, alerts: AlertState | undefined, now: Date): string {
  return [...runLines(run, now), '', ...targetLines(records, now), '', ...alertLines(alerts)].join('\n')
}
