/**
 * Where leads are delivered, chosen by environment variables, and one
 * attempt at each target. The lead is kept in the store first (store/); an
 * attempt's outcome per target is recorded on it, and the redelivery run
 * (redelivery/) tries again the targets that have not accepted it.
 *
 * - LEADS_WEBHOOK_URL (+ LEADS_WEBHOOK_SECRET): POST JSON, optionally signed;
 *   an address security/secret-urls.ts refuses is not delivered to, and says why.
 * - SMTP_URL + LEADS_EMAIL_TO (+ LEADS_EMAIL_FROM): an e-mail per lead.
 */
import { reasonOf } from '../delivery/attempts'
import { urlProblem } from '../security/secret-urls'
import { sendLeadEmail } from './targets/lead-email'
import { postLeadToWebhook } from './targets/lead-webhook'
import type { Attempt, StoredLead } from './types'

export const DELIVERY_TIMEOUT_MS = 5_000

/**
 * Each target stops its own work at the timeout (the webhook's request is
 * aborted, the SMTP connection times out); attemptDelivery only stops waiting.
 * Every attempt at a lead carries its id, so a receiver can drop a repeat.
 */
export type Target = { name: string; deliver: (lead: StoredLead) => Promise<void> }

/** A target that is set but cannot be used, and why (the build prints it, the redelivery run logs it). */
export type RefusedTarget = { target: string; reason: string }

export type DeliveryPlan =
  /** `quiet`: nobody is told of the lead, not even by the `Lead` goal or an ad platform (a preview's, leadPlan). */
  | { ok: true; targets: Target[]; timeoutMs: number; refused?: RefusedTarget[]; quiet?: boolean }
  | { ok: false; missing: string[]; refused?: RefusedTarget[] }

/**
 * The deploy a lead arrives on, told by its deploy context:
 * `context.deploy.context` in a function when it runs, CONTEXT while Netlify
 * builds. Never read from a variable a bundler could have written into the
 * code: a function's environment at run time holds neither NETLIFY nor CONTEXT.
 * - `production`: the site.
 * - `preview`: a deploy preview, a branch deploy (any other context Netlify
 *   names): served by Netlify to whoever has its address, for as long as it
 *   exists, with the code it was built with. Its leads are kept apart and
 *   go to nobody (leadPlan, store/choose-store.ts).
 * - `local`: `netlify dev` ('dev') and the local servers (no context), which
 *   keep leads in the leads file.
 */
export type LeadDeploy = 'production' | 'preview' | 'local'

export function leadDeploy(deployContext: string | undefined): LeadDeploy {
  if (!deployContext || deployContext === 'dev') return 'local'
  return deployContext === 'production' ? 'production' : 'preview'
}

/** Whether the code runs on a deploy Netlify serves (production or a preview), where addresses must be https (security/secret-urls.ts). */
export const isLiveDeploy = (deployContext: string | undefined) => leadDeploy(deployContext) !== 'local'

/** A preview delivers its leads as production does only when the site says so, for a test of the delivery itself. */
export const previewDelivers = (env: NodeJS.ProcessEnv) => env.LEADS_PREVIEW_DELIVERY === '1'

export const MISSING_TARGET_VARIABLES = ['LEADS_WEBHOOK_URL', 'SMTP_URL and LEADS_EMAIL_TO']

/**
 * The targets configured in `env`. A live deploy (isLiveDeploy) needs one,
 * LEADS_FILE or not: there the store is Blobs (store/choose-store.ts), and a lead
 * with no target is stored as delivered, to nobody. Elsewhere none is fine,
 * the leads file keeps every lead.
 */
export function planDelivery(env: NodeJS.ProcessEnv, live: boolean, timeoutMs = DELIVERY_TIMEOUT_MS): DeliveryPlan {
  const targets: Target[] = []
  const refused: RefusedTarget[] = []
  const webhookProblem = env.LEADS_WEBHOOK_URL ? checkedUrl('LEADS_WEBHOOK_URL', env.LEADS_WEBHOOK_URL, live) : undefined
  if (webhookProblem) refused.push({ target: 'webhook', reason: webhookProblem })
  else if (env.LEADS_WEBHOOK_URL) {
    const url = env.LEADS_WEBHOOK_URL
    const post = (lead: StoredLead) => postLeadToWebhook(lead, url, env.LEADS_WEBHOOK_SECRET, AbortSignal.timeout(timeoutMs))
    targets.push({ name: 'webhook', deliver: post })
  }
  if (env.SMTP_URL && env.LEADS_EMAIL_TO) {
    const settings = { smtpUrl: env.SMTP_URL, to: env.LEADS_EMAIL_TO, from: env.LEADS_EMAIL_FROM || env.LEADS_EMAIL_TO }
    targets.push({ name: 'email', deliver: (lead) => sendLeadEmail(lead, settings, timeoutMs) })
  }
  const ok = targets.length > 0 || !live
  if (ok) return { ok: true, targets, timeoutMs, refused }
  const missing = webhookProblem ? [`a LEADS_WEBHOOK_URL that can be used (${webhookProblem})`, ...MISSING_TARGET_VARIABLES.slice(1)] : MISSING_TARGET_VARIABLES
  return { ok: false, missing, refused }
}

/**
 * The contact function's plan for a lead on `deploy`. Production needs a
 * target (planDelivery), and so does a preview with LEADS_PREVIEW_DELIVERY=1;
 * any other preview plans none and is `quiet`: no webhook, no e-mail, no
 * `Lead` goal, no ad conversion, whatever the settings it was given. It
 * keeps the lead in its own store and thanks the visitor as production does.
 */
export function leadPlan(env: NodeJS.ProcessEnv, deploy: LeadDeploy, timeoutMs = DELIVERY_TIMEOUT_MS): DeliveryPlan {
  if (deploy === 'preview' && !previewDelivers(env)) return { ok: true, targets: [], timeoutMs, quiet: true }
  return planDelivery(env, deploy !== 'local', timeoutMs)
}

/**
 * urlProblem, remembered per variable for the address it last held: the
 * contact function plans delivery for every lead, and its settings do not
 * change while an instance lives (the same string, compared by identity).
 */
const urlChecks = new Map<string, { url: string; live: boolean; problem: string | undefined }>()
export function checkedUrl(variable: string, url: string, live: boolean): string | undefined {
  const last = urlChecks.get(variable)
  if (last && last.url === url && last.live === live) return last.problem
  const problem = urlProblem(variable, url, live)
  urlChecks.set(variable, { url, live, problem })
  return problem
}

/** One attempt at every target at once, each bounded by the timeout; never throws. */
export async function attemptDelivery(lead: StoredLead, targets: Target[], timeoutMs: number): Promise<Attempt[]> {
  const results = await Promise.allSettled(targets.map((target) => withTimeout(target, lead, timeoutMs)))
  return results.map((result, index) =>
    result.status === 'fulfilled' ? { target: targets[index].name, accepted: true } : { target: targets[index].name, accepted: false, error: reasonOf(result.reason) },
  )
}

/** `target (reason), ...` for a log line: kinds and messages only. */
export const describeRefusals = (attempts: Attempt[]) =>
  attempts
    .filter((attempt) => !attempt.accepted)
    .map((attempt) => `${attempt.target} (${attempt.error})`)
    .join(', ')

function withTimeout(target: Target, lead: StoredLead, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs)
  })
  return Promise.race([target.deliver(lead), timeout]).finally(() => clearTimeout(timer))
}

export { reasonOf } from '../delivery/attempts'
