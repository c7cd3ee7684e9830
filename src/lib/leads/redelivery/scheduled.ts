/**
 * The scheduled function's body (netlify/functions/redeliver-leads.mts):
 * opens the stores (store/choose-store.ts) and reads the targets from the environment Netlify
 * gives it and the deploy from its Context, runs one redelivery
 * (redeliver.ts), then tells the owners what is worth telling
 * (../alerts/tell-owners.ts), and answers with its report. The clock is a
 * parameter so tests can move days ahead without waiting.
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { conversionSenders } from '../../conversions/senders'
import { alertSender } from '../alerts/alert-channels'
import { alertSettings } from '../alerts/alert-settings'
import { tellOwners } from '../alerts/tell-owners'
import { isLiveDeploy, planDelivery, reasonOf } from '../lead-delivery'
import { runtimeEnv } from '../runtime-env'
import { blobsContextFromEnv } from '../store/blobs-store'
import { runStoresFromEnv } from '../store/choose-store'
import { alertFirstContact } from '../../team/first-contact'
import { blobsTeamLeads } from '../../team/team-leads'
import { retryMinSeconds } from '../store/lead-records'
import type { LeadRecord } from '../types'
import { housekeeping } from './housekeeping'
import { redeliver, type RunReport } from './redeliver'

/** The part of Netlify's Context the run reads. */
export type DeployContext = { deploy?: { context?: string } }

export type ScheduledOptions = {
  now?: () => Date
  env?: NodeJS.ProcessEnv
  budgetMs?: number
  log?: (line: string) => void
}

export function scheduledRedelivery({ now = () => new Date(), env, budgetMs, log = (line) => console.log(line) }: ScheduledOptions = {}) {
  // The body Netlify sends, { next_run }, tells nothing the run needs; the
  // context tells the deploy (Netlify runs schedules on the published one).
  return async function run(_request?: Request, context?: DeployContext): Promise<Response> {
    const environment = env ?? runtimeEnv()
    const stores = runStoresFromEnv(environment)
    if (!stores) {
      log('redelivery: no Netlify Blobs context in the environment; nothing to do')
      return Response.json({ error: 'no Blobs context' }, { status: 500 })
    }
    const live = isLiveDeploy(context?.deploy?.context)
    const plan = planDelivery(environment, live)
    const settings = alertSettings(environment, live)
    for (const { reason } of [...(plan.refused ?? []), ...settings.refused]) log(`redelivery: not used: ${reason}`)
    for (const unused of settings.unused) log(`redelivery: ${unused}`)
    const started = performance.now()
    const elapsedMs = () => performance.now() - started
    const startedAt = now()
    const runId = `run-${randomUUID()}`
    const records: LeadRecord[] = []
    let report: RunReport | undefined
    let error: string | undefined
    // Held leads wait for an owner: the run never delivers them, it counts them for the alert and reconciles their keys.
    const held = await stores.gate.heldIds().catch((failure: unknown) => void log(`redelivery: the held leads could not be listed: ${reasonOf(failure)}`))
    try {
      report = await redeliver({
        store: stores.leads,
        targets: plan.ok ? plan.targets : [],
        refused: plan.refused,
        timeoutMs: plan.ok ? plan.timeoutMs : 0,
        retryMinSeconds: retryMinSeconds(environment),
        now,
        elapsedMs,
        budgetMs,
        runId,
        log,
        observe: (record) => void records.push(record),
        held: new Set(held ?? []),
        heldKeys: held ? stores.gate : undefined,
        conversions: conversionSenders(environment),
      })
      log(`redelivery: ${JSON.stringify(report)} in ${Math.round(elapsedMs())} ms`)
    } catch (failure) {
      error = reasonOf(failure)
      log(`redelivery: the run stopped: ${error}`)
    }
    await housekeeping(stores, now(), log)
    // A lead still New past the working minutes set: one alert each, with its page in the inbox.
    const blobsContext = blobsContextFromEnv(environment)
    if (report && blobsContext) {
      const firstContact = { records, leads: blobsTeamLeads(blobsContext), env: environment, settings, send: alertSender(settings), now, timeoutMs: plan.ok ? plan.timeoutMs : 5_000, log }
      await alertFirstContact(firstContact).catch((failure: unknown) => log(`first contact: ${reasonOf(failure)}`))
    }
    // The records' count once every lead was read; the keys' otherwise.
    const heldCount = report && report.left === 0 ? report.held : held?.length
    await tellOwners({ alerts: stores.alerts, settings, startedAt, report, error, records, held: heldCount, now, elapsedMs, runId, send: alertSender(settings), log })
    return report ? Response.json(report) : Response.json({ error }, { status: 500 })
  }
}
