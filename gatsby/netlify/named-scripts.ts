/**
 * The inline scripts the site's pages may carry, each named with the code
 * that writes it (today one: the paint-first loader). The
 * Content-Security-Policy trusts these and nothing else: csp-hashes.ts hashes each one found in a built page, and an inline
 * script found there that none of them recognises fails the build, naming
 * the page (a script that came in with content, a plugin's, a new one
 * nobody listed).
 *
 * Each is recognised by its generator, not by a hash: the entry rebuilds the
 * script's exact text with the function that writes it, so a change to the
 * loader's code is trusted with it and nothing else is. A new inline script
 * is one more line here, with a function next to its generator that returns
 * its text (docs/security.md).
 */
import { paintFirstLoader } from '../browser/paint-first'

export type NamedScript = {
  name: string
  /** The file that writes it. */
  madeBy: string
  /** Whether `text` is exactly this script, on the page at `pagePath` (/ar/insights/). */
  is: (text: string, pagePath: string) => boolean
}

// The loader's literals: the address of the script it starts, and the list of those it starts after it (the analytics tracker's, with PLAUSIBLE_DOMAIN).
const SOURCES = /^\(function\(\)\{var s=("(?:[^"\\]|\\.)*")(?:,a=(\[[^\]]*\]))?,t=0;/

export const NAMED_SCRIPTS: readonly NamedScript[] = [
  {
    name: "the loader that starts the page's islands after the first paint",
    madeBy: 'gatsby/browser/paint-first.ts',
    is: (text) => {
      const [, source, last] = SOURCES.exec(text) ?? []
      return source !== undefined && text === paintFirstLoader(JSON.parse(source) as string, last === undefined ? [] : (JSON.parse(last) as string[]))
    },
  },
]

/** The named script `text` is on the page at `pagePath`, if any. */
export const namedScript = (text: string, pagePath: string) => NAMED_SCRIPTS.find((script) => script.is(text, pagePath))
