/**
 * Takes Gatsby's per-page `window.pagePath` script out of the built pages,
 * so that every page carries the same few inline scripts and the
 * Content-Security-Policy lists a fixed number of hashes (see
 * ../netlify/csp-hashes.ts), whatever the number of pages.
 *
 * Gatsby writes `<script id="gatsby-script-loader">` with the page's own
 * address into each page: one more hash in the policy, sent in the headers
 * of every response, for every page built. Its runtime reads it in one place
 * (cache-dir/production-app.js): when the address in the browser differs
 * from the page's own, it moves the browser to the page's own, and it skips
 * that step when `pagePath` is absent. On a content page the two only differ
 * for an address without its trailing slash, which the server already moves
 * (Netlify, and scripts/serve-with-headers.mjs in the browser tests).
 *
 * The not-found pages are served at addresses that are not theirs, so they
 * keep the script as Gatsby wrote it: a handful of hashes, not one a page.
 */

// Only the exact form Gatsby writes when its page data is fetched (slices on):
// a script that also carried the compilation hash or inline page data stays.
const PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/

// /404.html, /404/ and each language's own (/ar/404/, /ar/404.html).
const NOT_FOUND_PAGE = /\/404(?:\.html|\/)?$/

export function withoutPagePath(html: string): string {
  const match = PAGE_PATH_SCRIPT.exec(html)
  if (!match || NOT_FOUND_PAGE.test(JSON.parse(match[1]) as string)) return html
  return html.replace(match[0], '')
}
