/**
 * POST /api/contact: takes a lead from the contact form (JSON from the site's
 * script, or a plain form post without JavaScript), validates it with the
 * same rules as the browser and delivers it. See src/lib/leads/contact-handler.ts.
 */
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import type { ContactInput } from '../lib/leads/contact-handler'
import { BUILT_BY_NETLIFY } from '../lib/leads/lead-delivery'
import { processWide } from '../lib/leads/process-wide'
import { blobsContextFromEvent, type LambdaEvent } from '../lib/leads/store/blobs-store'

// Every body arrives as raw bytes: the handler answers size, type and
// malformed JSON itself, in the site's own words. The raw limit is far above
// the handler's 10 KB so that it is the handler that says "too large".
const NEVER = 'application/x-never'
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: {
    raw: { type: '*/*', limit: '2mb' },
    json: { type: NEVER },
    text: { type: NEVER },
    urlencoded: { type: NEVER, extended: false },
  },
}
// Exported by destructuring on purpose: Gatsby 5's page-feature scan reads
// every file in src/ and takes a plain `export const config` here for a
// page config, which switches on rendering engines the static site does not
// use (and whose bundling of sharp then fails the build).
export const { config } = { config: functionConfig }

declare const __webpack_hash__: string | undefined

// `gatsby serve` and `gatsby develop` evaluate this bundle anew for every
// request. The handler (validation metadata, delivery, the rate limit's
// counts) is therefore made once per process and per build, and kept.
const handler = () =>
  processWide(`contact-handler-${typeof __webpack_hash__ === 'string' ? __webpack_hash__ : 'unbundled'}`, async () => {
    const { defaultDeps, handleContact } = await import(/* webpackMode: "eager" */ '../lib/leads/contact-handler')
    const deps = defaultDeps()
    return (input: ContactInput) => handleContact(input, deps)
  })

const clientAddress = (req: GatsbyFunctionRequest) => {
  // Netlify sets this header itself. Anywhere else a visitor could send it to
  // dodge the rate limit, so there the socket's address is the client.
  const netlify = BUILT_BY_NETLIFY ? req.headers['x-nf-client-connection-ip'] : undefined
  return (typeof netlify === 'string' && netlify) || req.socket?.remoteAddress || 'unknown'
}

/**
 * The Netlify invocation's event, which gatsby-adapter-netlify's handler
 * hands on as `req.netlifyFunctionParams.event`: in Lambda compatibility
 * mode it carries the Blobs context. Absent elsewhere (and in v2 functions,
 * whose context is in the environment).
 */
const eventOf = (req: GatsbyFunctionRequest) => (req as { netlifyFunctionParams?: { event?: LambdaEvent } }).netlifyFunctionParams?.event

export default async function contact(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const handle = await handler()
  const answer = await handle({
    method: req.method ?? 'GET',
    contentType: req.headers['content-type'],
    body: req.body,
    clientAddress: clientAddress(req),
    referer: typeof req.headers.referer === 'string' ? req.headers.referer : undefined,
    host: typeof req.headers.host === 'string' ? req.headers.host : undefined,
    blobs: blobsContextFromEvent(eventOf(req)),
  })
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value)
  res.status(answer.status).send(answer.body)
}
