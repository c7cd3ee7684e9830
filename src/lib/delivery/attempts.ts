/**
 * What every destination of a lead shares, the agency's targets
 * (src/lib/leads/lead-delivery.ts) and the ad platforms
 * (src/lib/conversions/): the outcome of the attempts at one destination,
 * the wait between attempts, and a refusal in words free of secrets. Kept
 * apart from both, so that each reads the one rule and neither imports the
 * other.
 */
import { reduceUrls } from '../security/secret-urls'

export const HOUR_SECONDS = 3600
export const DAY_MS = 24 * HOUR_SECONDS * 1000
/**
 * How long a claim holds: far longer than one delivery (5 s). A claim left by
 * a run that died lapses then, and the next run tries the lead again, about
 * as soon as a refused lead is retried (a minute by default).
 */
export const CLAIM_MS = 60_000

/** One destination's attempts at a lead. */
export type DeliveryOutcome = {
  /** When the destination accepted it; absent until it has. */
  acceptedAt?: string
  attempts: number
  lastAttemptAt?: string
  /** The last refusal, without personal data (reasonOf). */
  lastError?: string
}

/** The wait after the n-th failed attempt: the minimum, doubled each time, at most an hour. */
export const backoffSeconds = (attempt: number, minSeconds: number) => Math.min(minSeconds * 2 ** Math.max(0, attempt - 1), HOUR_SECONDS)

/**
 * Only the error's kind and message: never the lead, so no personal data
 * reaches a log, and every address in it reduced to its origin
 * (security/secret-urls.ts), so no secret does either. Read by shape, not
 * `instanceof`: fetch's errors come from another realm under Jest, and a
 * refused connection's code is its cause's.
 */
export function reasonOf(error: unknown): string {
  const { name, message, code, cause } = (error ?? {}) as { name?: string; message?: unknown; code?: string; cause?: { code?: string } }
  if (typeof message !== 'string') return 'unknown error'
  return reduceUrls(`${code ?? cause?.code ?? name ?? 'Error'}: ${message}`).slice(0, 200)
}
