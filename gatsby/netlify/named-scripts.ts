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
 * (src/components/islands/loader.ts) with the address of the build's own
 * islands' script in its text, the same on every page, so a change to its
 * code is trusted with it and nothing else is, and a loader adding any
 * other script is refused. A new inline script is one more line here
 * (docs/security.md).
 */
import { islandsLoader } from '../browser/minify-loader'

/** What a page's scripts are checked against: where it is, and the build's islands' script (../browser/islands-script.ts). */
export type ScriptContext = { pagePath: string; islandsScript: string }

export type NamedScript = {
  name: string
  /** The file that writes it. */
  madeBy: string
  /** Whether `text` is exactly this script, on the page at `pagePath` (/ar/insights/) of the build whose islands' script is `islandsScript`. */
  is: (text: string, context: ScriptContext) => boolean
}

export const NAMED_SCRIPTS: readonly NamedScript[] = [
  {
    name: "the loader that starts the page's islands after the first paint",
    madeBy: 'src/components/islands/loader.ts',
    is: (text, { islandsScript }) => text === islandsLoader(islandsScript),
  },
]

/** The named script `text` is in `context`, if any. */
export const namedScript = (text: string, context: ScriptContext) => NAMED_SCRIPTS.find((script) => script.is(text, context))
