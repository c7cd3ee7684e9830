/**
 * Requests to the agency's own receivers (the lead webhook, the alert
 * webhook, the heartbeat) follow no redirect: a 307 or 308 would make fetch
 * send the signed lead again, body and all, to wherever the answer points,
 * over http: too. A 3xx answer is a refusal like any other, recorded with
 * its status, and the lead is tried again later at the address the owners
 * set.
 */

/** fetch's options for a request that must reach this address or fail. */
export const NO_REDIRECTS = { redirect: 'manual' } as const satisfies RequestInit

/** Throws, naming `what` and its status, unless `response` is a 2xx answer. */
export function mustBeAccepted(response: Response, what: string): void {
  if (response.ok) return
  const redirect = response.status >= 300 && response.status < 400
  throw new Error(`${what} answered ${response.status}${redirect ? ', a redirect, which is not followed' : ''}`)
}
