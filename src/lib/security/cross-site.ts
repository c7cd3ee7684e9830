/**
 * Whether a post to the contact function comes from another website, sent
 * through its visitor's browser (an auto-submitting form on any page could
 * otherwise fill the sales inbox with strangers' numbers).
 *
 * A browser says where a post comes from: `Origin` on every POST, same-origin
 * form posts included, and `Sec-Fetch-Site`. The site's own origin is the
 * request's own, as the visitor addressed it: the production domain, a deploy
 * preview's address on Netlify, localhost under `gatsby serve`, so every deploy
 * accepts its own pages' posts and nobody else's. A client that sends neither
 * header (curl, a server) is not a browser carrying someone else's visitor,
 * and is served as before.
 */

export type PostOrigin = {
  /** The Origin header, if any. */
  origin?: string
  /** The Sec-Fetch-Site header, if any. */
  fetchSite?: string
  /** The origin the request was addressed to (https://www.example.com). */
  siteOrigin?: string
}

const originOf = (value: string) => URL.parse(value)?.origin

export function isCrossSite({ origin, fetchSite, siteOrigin }: PostOrigin): boolean {
  if (fetchSite?.trim().toLowerCase() === 'cross-site') return true
  if (origin === undefined) return false
  // "null": a sandboxed frame, a data: or file: page; never the site's own pages.
  const from = origin.trim() === 'null' ? undefined : originOf(origin.trim())
  return !from || !siteOrigin || from !== originOf(siteOrigin)
}
