/**
 * Writes each icon's drawing (src/lib/icons/icon-paths.ts) as
 * an SVG file in static/icons/, where the pages' CSS masks find it
 * (components/layout/icon.tsx). The paths stay the single source; the files
 * are git-ignored, like the flags.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { ParentSpanPluginArgs } from 'gatsby'
import { ICON_PATHS } from '../../src/lib/icons/icon-paths'
import { iconUrl } from '../../src/lib/icons/icon-url'

export const iconSvg = (pathData: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${pathData}"/></svg>\n`

export function writeIconFiles({ reporter }: ParentSpanPluginArgs, staticDir = path.join(process.cwd(), 'static')) {
  for (const [name, pathData] of Object.entries(ICON_PATHS)) {
    const file = path.join(staticDir, iconUrl(name))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, iconSvg(pathData))
  }
  reporter.verbose(`Wrote ${Object.keys(ICON_PATHS).length} icons to static/icons`)
}
