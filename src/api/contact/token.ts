/**
 * GET /api/contact/token under `gatsby develop` and `gatsby serve`: the
 * contact form's token, as netlify/functions/contact.mts answers it on
 * Netlify (see src/lib/leads/form-token.ts). Locally the secret, when
 * LEADS_FORM_SECRET is unset, is kept beside the leads file, where the
 * contact function (src/api/contact.ts) reads it too.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import { processWide } from '../../lib/leads/http/process-wide'

declare const __webpack_hash__: string | undefined

// Made once per process and build, as src/api/contact.ts makes its handler.
const tokens = () =>
  processWide(`contact-token-${typeof __webpack_hash__ === 'string' ? __webpack_hash__ : 'unbundled'}`, async () => {
    const { defaultDeps, handleTokenRequest } = await import(/* webpackMode: "eager" */ '../../lib/leads/contact-handler')
    const deps = defaultDeps()
    return (method: string) => handleTokenRequest({ method }, deps)
  })

export default async function contactToken(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const answer = await (await tokens())(req.method ?? 'GET')
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value)
  res.status(answer.status).send(answer.body)
}
