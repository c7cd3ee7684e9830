/**
 * Everything under /api/team/ under `gatsby develop` and `gatsby serve`: the
 * team's inbox's handler (src/lib/team/team-function.ts), the one Netlify
 * runs as netlify/functions/team.mts, handed a web Request made of Gatsby's.
 * Netlify does not deploy this file (gatsby/netlify/adapter.ts hands the
 * adapter no function). A local server is no deploy: no deploy context, so
 * leads come from the leads file, and without SMTP_URL a sign-in link is
 * printed in the server's log.
 */
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import { webRequest, writeAnswer } from '../../lib/leads/http/gatsby-web-request'
import { processWide } from '../../lib/leads/http/process-wide'

// Every body as raw bytes: the handler reads its JSON itself.
const NEVER = 'application/x-never'
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: {
    raw: { type: '*/*', limit: '100kb' },
    json: { type: NEVER },
    text: { type: NEVER },
    urlencoded: { type: NEVER, extended: false },
  },
}
// Exported by destructuring, as src/api/contact.ts explains.
export const { config } = { config: functionConfig }

const handler = () =>
  processWide('team-function', async () => {
    const { teamFunction } = await import(/* webpackMode: "eager" */ '../../lib/team/team-function')
    return teamFunction()
  })

export default async function team(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const handle = await handler()
  await writeAnswer(res, await handle(webRequest(req, (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/'), {}))
}
