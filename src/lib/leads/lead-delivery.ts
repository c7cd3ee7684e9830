/**
 * Where leads go, chosen by environment variables, and delivery to all of
 * them. A lead counts as received only when every configured target has
 * accepted it; the visitor is thanked only then.
 *
 * - LEADS_WEBHOOK_URL (+ LEADS_WEBHOOK_SECRET): POST JSON, optionally signed.
 * - SMTP_URL + LEADS_EMAIL_TO (+ LEADS_EMAIL_FROM): an e-mail per lead.
 * - LEADS_FILE: a JSON-lines file; also the default outside production.
 */
import { sendLeadEmail } from './targets/lead-email'
import { appendLead, DEFAULT_LEADS_FILE, type StoredLead } from './store/lead-store'
import { postLeadToWebhook } from './targets/lead-webhook'
import { runtimeEnv } from './runtime-env'

export const DELIVERY_TIMEOUT_MS = 5_000

/**
 * Each target stops its own work at the timeout (the webhook's request is
 * aborted, the SMTP connection times out); deliverLead only stops waiting.
 * An AbortController made for every lead cost about as much as writing it
 * to the file, which has no use for one.
 */
export type Target = { name: string; deliver: (lead: StoredLead) => Promise<void> }

export type DeliveryPlan =
  | { ok: true; targets: Target[]; timeoutMs: number }
  | { ok: false; missing: string[] }

/**
 * Whether Netlify built this code. Netlify sets NETLIFY=true and CONTEXT while
 * it builds, but a function's environment when it runs holds only the site's
 * own variables: Gatsby's function bundler writes the build's values in here
 * (everything else is read at run time, through runtimeEnv()).
 */
export const BUILT_BY_NETLIFY = process.env.NETLIFY === 'true' || process.env.CONTEXT === 'production'

export const isProduction = (env: NodeJS.ProcessEnv, builtByNetlify = BUILT_BY_NETLIFY) =>
  builtByNetlify || env.NETLIFY === 'true' || env.CONTEXT === 'production'

export const MISSING_TARGET_VARIABLES = ['LEADS_WEBHOOK_URL', 'SMTP_URL and LEADS_EMAIL_TO']

export function planDelivery(
  env: NodeJS.ProcessEnv = runtimeEnv(),
  timeoutMs = DELIVERY_TIMEOUT_MS,
  builtByNetlify = BUILT_BY_NETLIFY,
): DeliveryPlan {
  const targets: Target[] = []
  if (env.LEADS_WEBHOOK_URL) {
    const url = env.LEADS_WEBHOOK_URL
    const post = (lead: StoredLead) => postLeadToWebhook(lead, url, env.LEADS_WEBHOOK_SECRET, AbortSignal.timeout(timeoutMs))
    targets.push({ name: 'webhook', deliver: post })
  }
  if (env.SMTP_URL && env.LEADS_EMAIL_TO) {
    const settings = { smtpUrl: env.SMTP_URL, to: env.LEADS_EMAIL_TO, from: env.LEADS_EMAIL_FROM || env.LEADS_EMAIL_TO }
    targets.push({ name: 'email', deliver: (lead) => sendLeadEmail(lead, settings, timeoutMs) })
  }
  if (env.LEADS_FILE || (targets.length === 0 && !isProduction(env, builtByNetlify))) {
    const file = env.LEADS_FILE || DEFAULT_LEADS_FILE
    targets.push({ name: 'file', deliver: (lead) => appendLead(lead, file) })
  }
  return targets.length > 0 ? { ok: true, targets, timeoutMs } : { ok: false, missing: MISSING_TARGET_VARIABLES }
}

export class DeliveryError extends Error {
  constructor(readonly failures: { target: string; reason: string }[]) {
    super(`lead delivery failed: ${failures.map((failure) => `${failure.target} (${failure.reason})`).join(', ')}`)
  }
}

/** Delivers to every target at once; any failure or a target slower than the timeout fails the whole. */
export async function deliverLead(lead: StoredLead, targets: Target[], timeoutMs: number) {
  const results = await Promise.allSettled(targets.map((target) => withTimeout(target, lead, timeoutMs)))
  const failures = results.flatMap((result, index) =>
    result.status === 'rejected' ? [{ target: targets[index].name, reason: reasonOf(result.reason) }] : [],
  )
  if (failures.length > 0) throw new DeliveryError(failures)
}

function withTimeout(target: Target, lead: StoredLead, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs)
  })
  return Promise.race([target.deliver(lead), timeout]).finally(() => clearTimeout(timer))
}

// Only the error's kind and message: never the lead, so no personal data reaches a log.
const reasonOf = (error: unknown) =>
  error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? error.name}: ${error.message}`.slice(0, 200) : 'unknown error'
