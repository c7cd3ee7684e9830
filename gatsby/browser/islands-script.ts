/**
 * Where the islands' build (build-islands.ts) writes what pages run, and
 * which of its files is the islands' script a page's loader adds: the
 * folder is emptied by every build, so a built site holds exactly one.
 * Apart from build-islands.ts, which loads esbuild: the Netlify adapter
 * reads this to pin the loader's address (../netlify/named-scripts.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

export const ISLANDS_DIR = 'static/islands'

/** The name esbuild gives the islands' script in a build (`[name]-[hash]`). */
export const ISLANDS_SCRIPT_NAME = /^islands-[A-Z0-9]{8}\.js$/

/** The address of the built site's islands' script in `publicDir`; fails, saying so, unless there is exactly one. */
export function builtIslandsScript(publicDir: string): string {
  const dir = path.join(publicDir, ISLANDS_DIR)
  const scripts = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => ISLANDS_SCRIPT_NAME.test(file)) : []
  if (scripts.length !== 1) throw new Error(`${dir} holds ${scripts.length} islands' scripts (${scripts.join(', ') || 'none'}), where a build writes exactly one`)
  return `/${ISLANDS_DIR}/${scripts[0]}`
}
