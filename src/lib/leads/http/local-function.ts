/**
 * The contact function under `gatsby develop` and `gatsby serve`
 * (src/api/contact.ts, src/api/contact/token.ts): the Gatsby Function's
 * request turned into a web Request, as Netlify hands one to its function,
 * and answered by the same function Netlify runs (contact-function.ts), so
 * the local servers and Netlify share one path. A local server is never a
 * live deploy: the socket's address is the client (a forwarding header
 * would let a visitor dodge the rate limit), and no deploy context is
 * named, so leads go to the leads file.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import { webRequest, writeAnswer } from './gatsby-web-request'
import { processWide } from './process-wide'

declare const __webpack_hash__: string | undefined

// `gatsby serve` and `gatsby develop` evaluate a function's bundle anew for
// every request. The function (validation metadata, delivery, the rate
// limits' counts) is therefore made once per process and per build, and kept.
const localContactFunction = () =>
  processWide(`contact-function-${typeof __webpack_hash__ === 'string' ? __webpack_hash__ : 'unbundled'}`, async () => {
    const { defaultDeps } = await import(/* webpackMode: "eager" */ '../contact-handler')
    const { contactFunction } = await import(/* webpackMode: "eager" */ './contact-function')
    const { readLandingIndex } = await import(/* webpackMode: "eager" */ '../landing-check')
    // The landing pages of the last build, read for each lead: develop writes the index again as pages change.
    const deps = {
      ...defaultDeps(),
      get landingPages() {
        return readLandingIndex()
      },
    }
    return contactFunction(deps)
  })

/** The Gatsby Function answering `path` (the contact function's config.path on Netlify). */
export const localFunction = (path: string) =>
  async function contact(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
    await writeAnswer(res, await (await localContactFunction())(webRequest(req, path), { ip: req.socket?.remoteAddress || 'unknown', deploy: {} }))
  }
