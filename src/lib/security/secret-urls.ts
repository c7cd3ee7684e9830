/**
 * Addresses that are secrets. For a Slack or Teams webhook, a heartbeat
 * check or an SMTP server with its password, the address itself is the
 * key, and Node's errors quote it whole. Two rules, used wherever an
 * address is set or an error is written down:
 *
 * - reduceUrls: every address in a text becomes its origin (scheme, host,
 *   port), so the error kept on a lead, a log line or an alert says where,
 *   never the path, query or credentials;
 * - urlProblem: an address a site setting may hold. Never with a user name
 *   or password in it (fetch refuses those, quoting them in its error), and
 *   on a deploy Netlify serves (../leads/lead-delivery.ts's isLiveDeploy),
 *   https: only, unless it names this machine itself: an address sent over
 *   plain HTTP can be read on the way.
 */

/** Anything that starts like an address: a scheme, `://`, up to white space or a quote. */
const ADDRESS = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>`]+/gi

/** `smtps://smtp.example.com:465` for `smtps://user:password@smtp.example.com:465/x?y`. */
function originOf(address: string): string {
  const url = URL.parse(address)
  if (!url) return `${address.slice(0, address.indexOf('://'))}://(address left out)`
  return `${url.protocol}//${url.host}`
}

/** The text with every address in it reduced to its origin. */
export const reduceUrls = (text: string) => text.replace(ADDRESS, originOf)

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/** Why `value` cannot be used as the address of `variable`, or undefined when it can. */
export function urlProblem(variable: string, value: string, live: boolean): string | undefined {
  const url = URL.parse(value)
  if (!url || !/^https?:$/.test(url.protocol)) return `${variable} must be a web address starting with https://`
  if (url.username || url.password) return `${variable} must not hold a user name or password (they would be written into logs): put the credentials in the receiver's own settings, or use its secret address`
  if (live && url.protocol !== 'https:' && !LOOPBACK.test(url.hostname)) return `${variable} must start with https:// on a deploy Netlify serves (${originOf(value)} would send every lead unencrypted)`
  return undefined
}
