/**
 * `gatsby develop` runs the pages as a build does: the server renders each
 * page on request (gatsby-config.ts sets DEV_SSR), and the page runs the
 * islands through the same loader and script (build-islands.ts, paint-first.ts),
 * compiled by esbuild in watch mode on every change to a file they are made
 * of; the team's inbox (/team/) runs its own script, as built. Gatsby's own runtime, which would hydrate the whole page with its
 * router, is taken out of every page it renders: an island that breaks
 * only when started alone (props that are not JSON, an id from useId, an
 * unknown query, the press replay) breaks here too. A change shows at the
 * next page load (Gatsby's hot reload is part of the runtime taken out).
 * The functions (src/api/) are compiled as develop starts, as a build
 * compiles them (compileFunctionsAtStart).
 */
import path from 'node:path'
import type { CreateDevServerArgs } from 'gatsby'
import { ISLANDS_DIR, watchIslands } from './build-islands'
import { watchTeamScript } from './build-team'
import { islandsInDevelop } from './paint-first'
import { TEAM_DIR } from './team-script'
import { TEAM_PATHS } from '../../src/lib/team/inbox-address'

/** Where develop's islands are written: apart from public/, so a build there stays whole. */
const DEVELOP_DIR = path.resolve('.cache', 'islands-develop')

type Response = { send: (body: unknown) => unknown; sendFile: (file: string) => void; removeHeader: (name: string) => void }
type Request = { path: string; params: Record<string, string>; headers: Record<string, string | string[] | undefined> }

/**
 * Left to itself, develop compiles a function at its first request: it
 * touches the source file (Gatsby then runs createPages again) and loads
 * the compiled file as soon as the file appears, which can be before
 * webpack has finished writing it: that request then fails. Compiled as
 * develop starts, no visitor's request waits for a compile or meets a
 * file half written. Set before Gatsby's functions plugin reads it, in its
 * onPreBootstrap.
 */
export function compileFunctionsAtStart() {
  process.env.GATSBY_PRECOMPILE_DEVELOP_FUNCTIONS = 'true'
}

/** The inbox's pages, with and without their trailing slash: they run the team's script (build-team.ts), as built. */
const TEAM_PAGES = new Set(Object.values(TEAM_PATHS).flatMap((address) => [address, address.replace(/\/$/, '')]))

export async function serveIslands({ app, reporter }: Pick<CreateDevServerArgs, 'app' | 'reporter'>) {
  const [script, teamScript] = await Promise.all([watchIslands(DEVELOP_DIR), watchTeamScript(DEVELOP_DIR)])
  for (const dir of [ISLANDS_DIR, TEAM_DIR]) {
    app.get(`/${dir}/:file`, (request: Request, response: Response) => {
      response.sendFile(path.join(DEVELOP_DIR, dir, path.basename(request.params.file)))
    })
  }
  // Gatsby answers a page with one send() of its HTML, after this: each is rewritten on its way out.
  app.use((request: Request, response: Response, next: () => void) => {
    // A page always rendered on the server: Gatsby would otherwise send an empty shell for its
    // runtime to fill when rendering takes a while (a first request, a busy machine).
    request.headers['x-gatsby-wait-for-dev-ssr'] = '1'
    const send = response.send.bind(response)
    response.send = (body: unknown) => {
      if (typeof body !== 'string' || !body.startsWith('<!DOCTYPE html>')) return send(body)
      // Gatsby also asks the browser to preload its runtime (Link headers): nothing runs it here.
      response.removeHeader('link')
      return send(islandsInDevelop(body, TEAM_PAGES.has(request.path) ? teamScript : script))
    }
    next()
  })
  reporter.info(`Pages run their islands (${script}), the team's inbox its own script (${teamScript}), compiled again when anything they are made of changes; Gatsby's runtime is not loaded.`)
}
