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

/**
 * The request to `path` as a web Request: the address the browser asked
 * for (over HTTPS only when the local server was started with it, gatsby
 * develop --https), its headers, and its raw body.
 */
function webRequest(req: GatsbyFunctionRequest, path: string): Request {
  const scheme = (req.socket as { encrypted?: boolean } | undefined)?.encrypted ? 'https' : 'http'
  const host = typeof req.headers.host === 'string' ? req.headers.host : 'localhost'
  const url = new URL(path, `${scheme}://${host}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) for (const one of [value ?? []].flat()) headers.append(name, one)
  const method = req.method ?? 'GET'
  const body: unknown = req.body
  const bytes = method === 'GET' || method === 'HEAD' ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : typeof body === 'string' ? body : undefined
  return new Request(url, { method, headers, body: bytes })
}

/** The Gatsby Function answering `path` (the contact function's config.path on Netlify). */
export const localFunction = (path: string) =>
  async function contact(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
    const answer = await (await localContactFunction())(webRequest(req, path), { ip: req.socket?.remoteAddress || 'unknown', deploy: {} })
    answer.headers.forEach((value, name) => void res.setHeader(name, value))
    res.status(answer.status).send(Buffer.from(await answer.arrayBuffer()))
  }
