/**
 * What is worth telling the owners after a redelivery run, given what they
 * were told before (the alert state, kept in Blobs: alert-store.ts). Plain
 * functions of the state, the leads' situation and the time, so the rules
 * are tested without a store:
 *
 * - a target with a lead past the alert age: one alert, then at most one
 *   reminder per repeat interval while it lasts;
 * - once nothing waits past the age and it has accepted a lead since the
 *   alert: one "recovered", with how many leads went through;
 * - a lead newly given up on (failed): an alert of its own at once, whatever
 *   the interval (one per run, naming every such lead);
 * - leads held during a flood: one alert saying how many, until none is held.
 *
 * Each alert goes through every channel set other than one sharing its
 * transport with a failing target (the alert e-mail while the lead e-mail
 * fails). It waits in the state's outbox until each of its channels took it.
 */
import { platformNews, type RefusingPlatforms } from './platform-alerts'
import { alertChannels, CHANNEL_TRANSPORT, type AlertChannel, type AlertSettings } from './alert-settings'
import { failedAlert, failingAlert, heldAlert, recoveredAlert, type AlertKind, type AlertWords } from './alert-text'
import type { LeadSituation } from './lead-situation'

export type QueuedAlert = AlertWords & { id: string; createdAt: string; channels: AlertChannel[]; sentTo: AlertChannel[] }
export type SentAlert = { id: string; kind: AlertKind; subject: string; createdAt: string; sentAt: string; channels: AlertChannel[] }

export type AlertState = {
  /** The targets the owners were told are failing: since when, and when last told. */
  failing: Record<string, { since: string; lastSentAt: string }>
  /** The failed leads already alerted (until they are deleted). */
  failedAlerted: string[]
  /** The ad platforms the owners were told refuse every conversion (platform-alerts.ts). */
  refusingPlatforms?: RefusingPlatforms
  outbox: QueuedAlert[]
  /** The latest alerts sent, newest last, for `npm run leads -- status`. */
  sent: SentAlert[]
  /** Since when the owners know leads are held during a flood; cleared once none is, so the next flood is told again. */
  heldAlertedAt?: string
  /** The run sending the outbox, and until when its claim holds. */
  claim?: { by: string; until: string }
}

export const EMPTY_STATE: AlertState = { failing: {}, failedAlerted: [], outbox: [], sent: [] }
/** Alerts kept waiting for a channel that is down; older ones are dropped (and logged). */
export const OUTBOX_LIMIT = 20
export const SENT_KEPT = 20

export type News = { state: AlertState; queued: QueuedAlert[]; dropped: QueuedAlert[] }

/**
 * The state after telling what the run saw, with the new alerts queued.
 * `complete`: the run read every stored lead, so failed leads it did not see are gone.
 */
export function alertNews(before: AlertState, situation: LeadSituation, settings: AlertSettings, now: Date, complete: boolean): News {
  const at = now.toISOString()
  const failing = { ...before.failing }
  const words: AlertWords[] = []
  for (const target of new Set([...Object.keys(situation.targets), ...Object.keys(failing)])) {
    const seen = situation.targets[target]
    const told = failing[target]
    if (seen && seen.overdue > 0) {
      if (!told) {
        words.push(failingAlert(target, seen, now, settings.repeatMs, false))
        failing[target] = { since: at, lastSentAt: at }
      } else if (now.getTime() - Date.parse(told.lastSentAt) >= settings.repeatMs) {
        words.push(failingAlert(target, seen, now, settings.repeatMs, true))
        failing[target] = { ...told, lastSentAt: at }
      }
    } else if (told && seen?.lastAcceptedAt && seen.lastAcceptedAt >= told.since) {
      words.push(recoveredAlert(target, seen.acceptedAfterRefusal.filter((acceptedAt) => acceptedAt >= told.since).length, told.since))
      delete failing[target]
    }
  }
  const platforms = platformNews(before.refusingPlatforms ?? {}, situation.platforms ?? {}, now)
  words.push(...platforms.words)
  const alerted = new Set(before.failedAlerted)
  const newlyFailed = situation.failed.filter((lead) => !alerted.has(lead.id))
  if (newlyFailed.length) words.push(failedAlert(newlyFailed))
  let heldAlertedAt = before.heldAlertedAt
  if (situation.held && !heldAlertedAt) {
    words.push(heldAlert(situation.held))
    heldAlertedAt = at
  } else if (situation.held === 0) heldAlertedAt = undefined
  const failedIds = situation.failed.map((lead) => lead.id)
  const failedAlerted = complete ? failedIds : [...before.failedAlerted, ...newlyFailed.map((lead) => lead.id)]

  const down = new Set(Object.keys(failing))
  const channels = alertChannels(settings).filter((channel) => !down.has(CHANNEL_TRANSPORT[channel] ?? ''))
  const queued = words.map((alert, index) => ({ ...alert, id: `${at}-${index}-${alert.kind}`, createdAt: at, channels, sentTo: [] }))
  const outbox = [...before.outbox, ...queued]
  const dropped = outbox.splice(0, Math.max(0, outbox.length - OUTBOX_LIMIT))
  // Kept only once a platform was ever told of: a site without ad platforms keeps the state it had, and a run writes it only when it changed.
  const refusingPlatforms = Object.keys(platforms.told).length > 0 || before.refusingPlatforms ? { refusingPlatforms: platforms.told } : {}
  const state: AlertState = { ...before, failing, failedAlerted, outbox, heldAlertedAt, ...refusingPlatforms }
  if (!heldAlertedAt) delete state.heldAlertedAt
  return { state, queued, dropped }
}

/** The state once `delivered` (alert id → channels that took it now) is known: finished alerts move to `sent`. */
export function afterSending(state: AlertState, delivered: Map<string, AlertChannel[]>, now: Date): AlertState {
  const outbox: QueuedAlert[] = []
  const sent = [...state.sent]
  for (const alert of state.outbox) {
    const reached = [...alert.sentTo, ...(delivered.get(alert.id) ?? [])]
    const sentTo = alert.channels.filter((channel) => reached.includes(channel))
    if (alert.channels.every((channel) => sentTo.includes(channel))) {
      sent.push({ id: alert.id, kind: alert.kind, subject: alert.subject, createdAt: alert.createdAt, sentAt: now.toISOString(), channels: sentTo })
    } else outbox.push({ ...alert, sentTo })
  }
  const next: AlertState = { ...state, outbox, sent: sent.slice(-SENT_KEPT) }
  delete next.claim
  return next
}
