/**
 * The team's inbox's script (src/components/team/start-team.tsx), built on
 * its own with the islands' options (esbuild-options.ts) into
 * public/static/team/, named by its contents, with React inside: it shares
 * no chunk with the islands, so no public page's script changes by a byte
 * for it. The inbox's pages (src/lib/team/inbox-address.ts's TEAM_PATHS)
 * keep the islands' loader, the same text the Content-Security-Policy
 * trusts by its hash, pointed at this script instead of the islands'.
 */
import { islandsLoader } from './minify-loader'
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { browserBuildOptions, gatsbyInBrowser, type BrowserMode } from './esbuild-options'
import { LOADER_SOURCE_ATTRIBUTE } from '../../src/lib/islands/island-attributes'
import { TEAM_PATHS } from '../../src/lib/team/inbox-address'
import { TEAM_DIR } from './team-script'

const ENTRY = 'src/components/team/start-team.tsx'

const teamBuildOptions = (outdir: string, mode: BrowserMode) => {
  const { define, ...shared } = browserBuildOptions(mode)
  return {
    ...shared,
    // Without `process.env` as an empty object, as the islands' build (build-islands.ts) leaves it out.
    define: Object.fromEntries(Object.entries(define).filter(([name]) => name !== 'process.env')),
    entryPoints: { team: path.resolve(ENTRY) },
    format: 'esm',
    outdir,
    entryNames: mode === 'production' ? '[name]-[hash]' : '[name]',
    metafile: true,
    plugins: [gatsbyInBrowser],
  } satisfies esbuild.BuildOptions
}

/** The address of the script a build wrote, from its metafile. */
function scriptAddress(metafile: esbuild.Metafile, publicDir: string): string {
  const file = Object.keys(metafile.outputs).find((output) => output.endsWith('.js'))
  if (!file) throw new Error(`The team's build wrote no script for ${ENTRY}`)
  return `/${path.relative(publicDir, path.resolve(file)).split(path.sep).join('/')}`
}

/** Builds the script into public/static/team/; its address. */
export async function buildTeamScript({ publicDir = path.join(process.cwd(), 'public'), mode = 'production' as BrowserMode } = {}): Promise<string> {
  const outdir = path.join(publicDir, TEAM_DIR)
  fs.rmSync(outdir, { recursive: true, force: true })
  const { metafile } = await esbuild.build(teamBuildOptions(outdir, mode))
  return scriptAddress(metafile, publicDir)
}

/** `gatsby develop`'s team script, into TEAM_DIR under `publicDir` (develop.ts), built again on every change to a file it is made of; its address. */
export async function watchTeamScript(publicDir: string): Promise<string> {
  const outdir = path.join(publicDir, TEAM_DIR)
  fs.rmSync(outdir, { recursive: true, force: true })
  const context = await esbuild.context(teamBuildOptions(outdir, 'development'))
  const { metafile } = await context.rebuild()
  await context.watch()
  return scriptAddress(metafile, publicDir)
}

const LOADER = new RegExp(`<script ${LOADER_SOURCE_ATTRIBUTE}="[^"]*">[\\s\\S]*?</script>`)

/**
 * `html` with its loader pointed at `src`: the attribute and the loader's
 * text, which names the script it starts (minify-loader.ts), so the CSP
 * hash of a team page pins the team's script (gatsby/netlify/csp-hashes.ts).
 */
export const pointedAt = (html: string, src: string) => html.replace(LOADER, () => `<script ${LOADER_SOURCE_ATTRIBUTE}="${src}">${islandsLoader(src)}</script>`)


/** Points the inbox's built pages at the script `src`; how many it changed. */
export function pointTeamPages(src: string, publicDir = path.join(process.cwd(), 'public')): number {
  let changed = 0
  for (const page of Object.values(TEAM_PATHS)) {
    const file = path.join(publicDir, page, 'index.html')
    if (!fs.existsSync(file)) continue
    const html = fs.readFileSync(file, 'utf8')
    const pointed = pointedAt(html, src)
    if (!LOADER.test(html)) throw new Error(`${file} has no islands loader to point at the team's script`)
    fs.writeFileSync(file, pointed)
    changed += 1
  }
  return changed
}
