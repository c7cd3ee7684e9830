/**
 * A per-address limit on contact submissions, counted in a sliding window.
 * It lives in the function's memory: enough to stop a single client from
 * flooding one instance, which is what it is for. An IPv6 client is counted
 * per /64, the block one home or phone is given: it can pick any of its
 * 2^64 addresses for each request.
 */
export type RateLimit = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type RateLimiter = (address: string, now: number) => RateLimit

export const DEFAULT_LIMIT_PER_MINUTE = 5
const WINDOW_MS = 60_000

/**
 * The key an address is counted under: an IPv4 address itself (also when
 * written IPv4-mapped, ::ffff:192.0.2.1), an IPv6 address's first 64 bits
 * (2001:db8:1:2::/64). Anything that is not an address counts as itself.
 */
export function clientKey(address: string): string {
  const bare = address.trim().replace(/^\[|\](?::\d+)?$/g, '').replace(/%.*$/, '').toLowerCase()
  if (!bare.includes(':')) return bare
  const mapped = /^(?:::|(?:0{1,4}:){5})ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare)
  if (mapped) return mapped[1]
  const groups = expandIpv6(bare)
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : bare
}

/** The eight groups of an IPv6 address, each without leading zeros; undefined for anything else. */
function expandIpv6(address: string): string[] | undefined {
  const halves = address.split('::')
  if (halves.length > 2) return undefined
  const split = (part: string) => (part ? part.split(':') : [])
  const [head, tail = []] = halves.map(split)
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (!groups.every((group) => /^[\da-f]{1,4}$/.test(group))) return undefined
  return groups.map((group) => group.replace(/^0+(?=.)/, ''))
}

/** `perMinute` of 0 turns the limit off (used by the load benchmark). */
export function createRateLimiter(perMinute: number = DEFAULT_LIMIT_PER_MINUTE): RateLimiter {
  const hits = new Map<string, number[]>()
  return (address, now) => {
    if (perMinute <= 0) return { allowed: true }
    const key = clientKey(address)
    const recent = (hits.get(key) ?? []).filter((time) => now - time < WINDOW_MS)
    if (recent.length >= perMinute) {
      hits.set(key, recent)
      return { allowed: false, retryAfterSeconds: Math.ceil((recent[0] + WINDOW_MS - now) / 1000) }
    }
    recent.push(now)
    hits.set(key, recent)
    // Forget quiet addresses so the map cannot grow without bound.
    if (hits.size > 10_000) for (const [key, times] of hits) if (now - times[times.length - 1] >= WINDOW_MS) hits.delete(key)
    return { allowed: true }
  }
}

/** LEADS_RATE_LIMIT_PER_MINUTE of `env` (the running process's: src/lib/leads/runtime-env.ts), or the default. */
export function limitFromEnv(env: NodeJS.ProcessEnv): number {
  const value = Number(env.LEADS_RATE_LIMIT_PER_MINUTE)
  return env.LEADS_RATE_LIMIT_PER_MINUTE !== undefined && Number.isFinite(value) ? value : DEFAULT_LIMIT_PER_MINUTE
}
