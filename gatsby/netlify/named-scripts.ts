/**
 * The inline scripts the site's pages may carry, each named with the code
 * that writes it (today one: the islands' loader). The
 * Content-Security-Policy trusts these by their hashes, with
 * 'strict-dynamic', and nothing else: csp-hashes.ts hashes each one found in
 * a built page, and an inline script found there that none of them
 * recognises fails the build, naming the page (a script that came in with
 * content, a plugin's, a new one nobody listed).
 *
 * Each is recognised by its exact text, as the code that writes it makes
 * it: the loader is built from its readable source
 * (src/components/islands/loader.ts) by the islands' build, the same on
 * every page, so a change to its code is trusted with it and nothing else
 * is. A new inline script is one more line here (docs/security.md).
 */
import { islandsLoader } from '../browser/minify-loader'

export type NamedScript = {
  name: string
  /** The file that writes it. */
  madeBy: string
  /** Whether `text` is exactly this script, on the page at `pagePath` (/ar/insights/). */
  is: (text: string, pagePath: string) => boolean
}

export const NAMED_SCRIPTS: readonly NamedScript[] = [
  {
    name: "the loader that starts the page's islands after the first paint",
    madeBy: 'src/components/islands/loader.ts',
    is: (text) => text === islandsLoader(),
  },
]

/** The named script `text` is on the page at `pagePath`, if any. */
export const namedScript = (text: string, pagePath: string) => NAMED_SCRIPTS.find((script) => script.is(text, pagePath))
