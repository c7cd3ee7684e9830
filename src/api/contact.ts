/**
 * POST /api/contact under `gatsby develop` and `gatsby serve`: takes a lead
 * from the contact form (JSON from the site's script, or a plain form post
 * without JavaScript), validates it with the same rules as the browser and
 * keeps it in the leads file. See src/lib/leads/contact-handler.ts.
 *
 * Netlify does not deploy this file: gatsby/netlify/adapter.ts hands the
 * adapter no function, and Netlify runs netlify/functions/contact.mts, the
 * same handler on its modern Functions API, at this address.
 */
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import type { ContactInput } from '../lib/leads/contact-handler'
import { processWide } from '../lib/leads/http/process-wide'

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
    const { readLandingIndex } = await import(/* webpackMode: "eager" */ '../lib/leads/landing-check')
    // The landing pages of the last build, read for each lead: develop writes the index again as pages change.
    const deps = {
      ...defaultDeps(),
      get landingPages() {
        return readLandingIndex()
      },
    }
    return (input: ContactInput) => handleContact(input, deps)
  })

// A local server is never a live deploy: the socket's address is the
// client (a forwarding header would let a visitor dodge the rate limit),
// and no deploy context is given, so leads go to the leads file.
const clientAddress = (req: GatsbyFunctionRequest) => req.socket?.remoteAddress || 'unknown'

const header = (req: GatsbyFunctionRequest, name: string) => {
  const value = req.headers[name]
  return typeof value === 'string' ? value : undefined
}

// The site's origin is the Host the browser addressed, over HTTPS only when
// the local server was started with it (gatsby develop --https).
const siteOrigin = (req: GatsbyFunctionRequest) => {
  const host = header(req, 'host')
  const scheme = (req.socket as { encrypted?: boolean } | undefined)?.encrypted ? 'https' : 'http'
  return host ? `${scheme}://${host}` : undefined
}

export default async function contact(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const handle = await handler()
  const answer = await handle({
    method: req.method ?? 'GET',
    contentType: req.headers['content-type'],
    body: req.body,
    clientAddress: clientAddress(req),
    referer: header(req, 'referer'),
    host: header(req, 'host'),
    from: { origin: header(req, 'origin'), fetchSite: header(req, 'sec-fetch-site'), siteOrigin: siteOrigin(req) },
  })
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value)
  res.status(answer.status).send(answer.body)
}
