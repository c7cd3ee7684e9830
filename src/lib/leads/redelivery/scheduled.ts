/**
 * The scheduled function's body (netlify/functions/redeliver-leads.mts):
 * reads the Blobs context and the targets from the environment Netlify
 * gives it and the deploy from its Context, runs one redelivery
 * (redeliver.ts) and answers with its report. The clock is a parameter so tests can move days ahead without waiting.
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { isLiveDeploy, planDelivery } from '../lead-delivery'
import { runtimeEnv } from '../runtime-env'
import { blobsContextFromEnv, leadBlobs } from '../store/blobs-store'
import { retryMinSeconds } from '../store/lead-records'
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
    const blobsContext = blobsContextFromEnv(environment)
    if (!blobsContext) {
      log('redelivery: no Netlify Blobs context in the environment; nothing to do')
      return Response.json({ error: 'no Blobs context' }, { status: 500 })
    }
    const plan = planDelivery(environment, isLiveDeploy(context?.deploy?.context))
    const started = performance.now()
    const report: RunReport = await redeliver({
      blobs: leadBlobs(blobsContext),
      targets: plan.ok ? plan.targets : [],
      timeoutMs: plan.ok ? plan.timeoutMs : 0,
      retryMinSeconds: retryMinSeconds(environment),
      now,
      elapsedMs: () => performance.now() - started,
      budgetMs,
      runId: `run-${randomUUID()}`,
      log,
    })
    log(`redelivery: ${JSON.stringify(report)} in ${Math.round(performance.now() - started)} ms`)
    return Response.json(report)
  }
}
