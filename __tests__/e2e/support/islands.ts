/**
 * What a page's script is made of, read from the built site (public/): the
 * islands' script the loader adds, and the modules it imports statically
 * (its runtime, shared with the islands' chunks). Anything else a page
 * downloads is an island's (its chunk, React, the phone library, the copy
 * file) or the tracker's.
 */
import fs from 'node:fs'

/** The islands' script, as the loader's tag names it in a built page's HTML. */
export const ISLANDS_SCRIPT = /^\/static\/islands\/islands-[A-Z0-9]{8}\.js$/

/** The islands' script `entry` and the modules it imports statically. */
export function islandsRuntime(entry: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, imported] of fs.readFileSync(`public${file}`, 'utf8').matchAll(/(?:^|;)import(?:[^"(]*?from)?"([^"]+)"/g)) visit(imported)
  }
  visit(entry)
  return [...seen]
}

/** The islands' script a built page's loader adds (`file`: its HTML under public/). */
export const islandsScriptOf = (file: string) => /data-islands="([^"]+)"/.exec(fs.readFileSync(file, 'utf8'))![1]

/** The page-view tracker's chunk and its imports, when the build has analytics (the islands' script imports it, naming it in its error); none otherwise. */
export function trackerFiles(entry: string): string[] {
  const tracker = /import\("([^"]+)"\)\.catch\([^)]*?page-view tracker/.exec(fs.readFileSync(`public${entry}`, 'utf8'))?.[1]
  return tracker ? islandsRuntime(tracker) : []
}

/** What a page asks for until the visitor touches it: the islands' script `entry`, what it imports to start, and the tracker when the build counts page views; each once, sorted. */
export const untouchedScripts = (entry: string) => [...new Set([...islandsRuntime(entry), ...trackerFiles(entry)])].sort()
