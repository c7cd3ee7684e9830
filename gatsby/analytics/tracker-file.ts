/**
 * The page-view tracker's file (src/lib/analytics/page-views.ts with its
 * settings written in), made by esbuild after the pages are built, only
 * when PLAUSIBLE_DOMAIN is set: /static/analytics-<hash of its contents>.js,
 * immutable like everything under /static/. The paint-first loader starts
 * it after the islands' script, so it costs the first paint nothing. Without a
 * domain nothing is written and no page names it: not a byte more.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'
import type { ParentSpanPluginArgs } from 'gatsby'
import { SITE_EVENT_PATH, type AnalyticsConfig } from '../../src/lib/analytics/config'
import type { PageViewSettings } from '../../src/lib/analytics/page-views'
import { landingPagesIndex } from '../../src/lib/landing/landing-index'
import { landingEntries } from '../landing/nodes'

/** The tracker's script: the module with `settings`, minified into one classic script. */
export async function trackerScript(settings: PageViewSettings, root = process.cwd()): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents: `import { startPageViews } from './src/lib/analytics/page-views'\nstartPageViews(${JSON.stringify(settings)})\n`, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    // The browsers Gatsby's own bundles are built for.
    target: 'es2020',
    write: false,
    legalComments: 'none',
    logLevel: 'warning',
  })
  return result.outputFiles[0].text
}

/** Writes the tracker's file into `publicDir/static/` when analytics is configured; its address, or nothing. */
export async function writeTrackerFile(
  config: AnalyticsConfig | undefined,
  nodes: Pick<ParentSpanPluginArgs, 'getNodesByType' | 'getNode'>,
  publicDir = path.join(process.cwd(), 'public'),
): Promise<string | undefined> {
  if (!config) return undefined
  const script = await trackerScript({ domain: config.domain, endpoint: SITE_EVENT_PATH, landingPages: landingPagesIndex(landingEntries(nodes)) })
  const src = `/static/analytics-${createHash('sha256').update(script).digest('hex').slice(0, 20)}.js`
  fs.mkdirSync(path.join(publicDir, 'static'), { recursive: true })
  fs.writeFileSync(path.join(publicDir, src), script)
  return src
}
