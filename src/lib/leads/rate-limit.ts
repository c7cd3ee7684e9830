/**
 * A per-address limit on contact submissions, counted in a sliding window.
 * It lives in the function's memory: enough to stop a single client from
 * flooding one instance, which is what it is for.
 */
import { runtimeEnv } from './runtime-env'

export type RateLimit = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type RateLimiter = (address: string, now: number) => RateLimit

export const DEFAULT_LIMIT_PER_MINUTE = 5
const WINDOW_MS = 60_000

/** `perMinute` of 0 turns the limit off (used by the load benchmark). */
export function createRateLimiter(perMinute: number = DEFAULT_LIMIT_PER_MINUTE): RateLimiter {
  const hits = new Map<string, number[]>()
  return (address, now) => {
    if (perMinute <= 0) return { allowed: true }
    const recent = (hits.get(address) ?? []).filter((time) => now - time < WINDOW_MS)
    if (recent.length >= perMinute) {
      hits.set(address, recent)
      return { allowed: false, retryAfterSeconds: Math.ceil((recent[0] + WINDOW_MS - now) / 1000) }
    }
    recent.push(now)
    hits.set(address, recent)
    // Forget quiet addresses so the map cannot grow without bound.
    if (hits.size > 10_000) for (const [key, times] of hits) if (now - times[times.length - 1] >= WINDOW_MS) hits.delete(key)
    return { allowed: true }
  }
}

export function limitFromEnv(env: NodeJS.ProcessEnv = runtimeEnv()): number {
  const value = Number(env.LEADS_RATE_LIMIT_PER_MINUTE)
  return env.LEADS_RATE_LIMIT_PER_MINUTE !== undefined && Number.isFinite(value) ? value : DEFAULT_LIMIT_PER_MINUTE
}
