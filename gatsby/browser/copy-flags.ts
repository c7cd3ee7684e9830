/**
 * Copies the country flag SVGs from `country-flag-icons` into `static/flags/`
 * so the phone field loads its flags from this site and never from a third
 * party host. The package stays the single source; the copy is git-ignored.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { ParentSpanPluginArgs } from 'gatsby'

export function copyFlags({ reporter }: ParentSpanPluginArgs) {
  // Resolved from the project root: gatsby-node is bundled, so its own require is not Node's.
  const resolve = createRequire(path.join(process.cwd(), 'package.json')).resolve
  const source = path.join(path.dirname(resolve('country-flag-icons')), '3x2')
  const target = path.join(process.cwd(), 'static', 'flags')
  fs.mkdirSync(target, { recursive: true })
  const files = fs.readdirSync(source).filter((file) => file.endsWith('.svg'))
  for (const file of files) fs.copyFileSync(path.join(source, file), path.join(target, file))
  reporter.verbose(`Copied ${files.length} flags to static/flags`)
}
