/**
 * The installed packages still hold what the build changes in them. A
 * step that finds nothing to change does nothing, silently: the phone
 * field's script grows back (lean-packages.ts), or Gatsby keeps a cache
 * that new build code should have cleared (patches/gatsby+5.16.1.patch,
 * docs/patches.md) or that no build completed (../pipeline/cache-trust.ts).
 * So every pattern is looked for before the build starts, and a missing
 * one stops it, naming the step, the file and what is gone.
 */
import fs from 'node:fs'
import path from 'node:path'
import { LEAN_PACKAGE_PATTERNS } from '../browser/lean-packages'

/** patches/gatsby+5.16.1.patch: the line its cache hunk adds to `optionalFiles`. */
const GATSBY_PATCH = {
  step: 'patches/gatsby+5.16.1.patch (the cache hunk)',
  file: 'gatsby/dist/services/initialize.js',
  pattern: '`${program.directory}/.cache/compiled/gatsby-node.js`',
  found: 'the compiled gatsby-node.js in `optionalFiles` (run `npm install`, which applies the patch)',
}

/** gatsby/pipeline/cache-trust.ts: a cache is forgotten by forgetting the config hash its last run saved, which Gatsby then treats as no cache. */
const CACHE_TRUST_STEP = 'gatsby/pipeline/cache-trust.ts (forgetting an unfinished cache)'
const CACHE_TRUST = [
  {
    step: CACHE_TRUST_STEP,
    file: 'gatsby/dist/redux/reducers/status.js',
    pattern: 'case `UPDATE_PLUGINS_HASH`:',
    found: 'the action that sets the saved config hash',
  },
  {
    step: CACHE_TRUST_STEP,
    file: 'gatsby/dist/services/initialize.js',
    pattern: 'if (!oldPluginsHash || pluginsHash !== oldPluginsHash',
    found: 'the start from scratch when no config hash was saved',
  },
]

export const PATCHED_PATTERNS = [...LEAN_PACKAGE_PATTERNS, GATSBY_PATCH, ...CACHE_TRUST]

/** Each pattern missing from the packages under `nodeModules`, as a sentence. */
export function missingPatterns(nodeModules = path.resolve('node_modules'), patterns = PATCHED_PATTERNS): string[] {
  return patterns.flatMap(({ step, file, pattern, found }) => {
    const full = path.join(nodeModules, file)
    if (!fs.existsSync(full)) return [`${step}: node_modules/${file} does not exist; the package changed its files, so this step changes nothing`]
    const text = fs.readFileSync(full, 'utf8')
    const present = typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)
    return present ? [] : [`${step}: node_modules/${file} no longer has ${found}; the package changed, so this step changes nothing`]
  })
}
