/**
 * Where the team's build (build-team.ts) writes the inbox's script, and
 * which file it is. Apart from build-team.ts, which loads esbuild: the
 * Netlify adapter reads this through gatsby-config.ts, which unit tests
 * load in jsdom, where esbuild refuses to start (../netlify/csp-hashes.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

export const TEAM_DIR = 'static/team'

/** The team's built script, as built into public/static/team/; undefined before the team's build. */
export function builtTeamScript(publicDir: string): string | undefined {
  const dir = path.join(publicDir, TEAM_DIR)
  const file = fs.existsSync(dir) ? fs.readdirSync(dir).find((name) => name.endsWith('.js') && name.startsWith('team-')) : undefined
  return file && `/${TEAM_DIR}/${file}`
}
