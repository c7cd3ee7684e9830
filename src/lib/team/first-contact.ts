/**
 * The first-contact alert: a lead still New after LEADS_CONTACT_WITHIN_MINUTES
 * (15 by default) of working time (working-time.ts) is named, with the
 * address of its page in the inbox, through the alert channels
 * (src/lib/leads/alerts/alert-channels.ts). The redelivery run checks the
 * leads it read (src/lib/leads/redelivery/scheduled.ts). Once per lead: the
 * alert is marked on the lead (`firstContactAlertAt`) by a write over the
 * version read before it is sent, so of two runs only one sends it.
 */
import type { SendAlert } from '../leads/alerts/alert-channels'
import { alertChannels, minutesSetting, type AlertSettings } from '../leads/alerts/alert-settings'
import { reasonOf } from '../leads/lead-delivery'
import type { LeadRecord } from '../leads/types'
import { leadInboxAddress } from './inbox-address'
import { stageOf } from './stage-change'
import { teamAddresses } from './team-settings'
import type { TeamLeads } from './team-leads'
import { workingHours, workingMsBetween, type WorkingHours } from './working-time'

export const DEFAULT_CONTACT_WITHIN_MINUTES = 15
/** Leads older than this are never alerted on: those kept before the inbox existed. */
const OLDEST_MS = 7 * 86_400_000

export const contactWithinMs = (env: NodeJS.ProcessEnv) => minutesSetting(env.LEADS_CONTACT_WITHIN_MINUTES, DEFAULT_CONTACT_WITHIN_MINUTES)

/** Whether the lead has waited past the limit, in working time, with no stage after New and no alert yet. */
export function isWaitingTooLong(record: LeadRecord, now: Date, withinMs: number, hours: WorkingHours): boolean {
  if (stageOf(record) !== 'new' || record.firstContactAlertAt || record.status === 'held') return false
  const arrived = Date.parse(record.lead.receivedAt)
  if (!(now.getTime() - arrived < OLDEST_MS)) return false
  return workingMsBetween(arrived, now.getTime(), hours) >= withinMs
}

export type FirstContactRun = {
  records: LeadRecord[]
  leads: TeamLeads
  env: NodeJS.ProcessEnv
  settings: AlertSettings
  send: SendAlert
  now: () => Date
  timeoutMs: number
  log: (line: string) => void
}

/** Sends the alerts due; how many leads were named. */
export async function alertFirstContact(run: FirstContactRun): Promise<number> {
  const { env, now, log } = run
  // Without a team (LEADS_TEAM) there is no inbox in which to set a stage, so no lead is waiting on one.
  if (teamAddresses(env).size === 0) return 0
  const withinMs = contactWithinMs(env)
  const hours = workingHours(env, log)
  const due = run.records.filter((record) => isWaitingTooLong(record, now(), withinMs, hours))
  if (due.length === 0) return 0
  const channels = alertChannels(run.settings)
  if (channels.length === 0) {
    log(`first contact: ${due.length} lead(s) wait for a first call, and no alert channel is set`)
    return 0
  }
  let named = 0
  for (const record of due) {
    const id = record.lead.id
    try {
      const kept = await run.leads.read(id)
      if (!kept || !isWaitingTooLong(kept.record, now(), withinMs, hours)) continue
      if (!(await run.leads.replace(id, { ...kept.record, firstContactAlertAt: now().toISOString() }, kept.etag))) continue
      const minutes = Math.round(withinMs / 60_000)
      const address = leadInboxAddress(env, record.lead) ?? `lead ${id} (set SITE_URL for a link to it)`
      const alert = {
        kind: 'first-contact' as const,
        subject: `A lead has waited ${minutes} working minutes for a first call`,
        text: `A lead that arrived at ${record.lead.receivedAt} is still New after ${minutes} minutes of working time. Call it, then set its stage: ${address}`,
      }
      await Promise.all(channels.map((channel) => run.send(alert, channel, run.timeoutMs).catch((error: unknown) => log(`first contact: the ${channel} alert for lead ${id} was not taken: ${reasonOf(error)}`))))
      named += 1
    } catch (error) {
      log(`first contact: lead ${id} skipped: ${reasonOf(error)}`)
    }
  }
  return named
}
