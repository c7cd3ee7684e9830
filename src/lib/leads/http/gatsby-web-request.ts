/**
 * A Gatsby Function's request as the web Request a Netlify function takes,
 * and the web Response it answers written back: how the local servers
 * (`gatsby develop`, `gatsby serve`) run the functions Netlify runs, the
 * contact function (local-function.ts) and the team's inbox
 * (src/api/team/[...path].ts). Apart from local-function.ts, whose eager
 * imports would otherwise be bundled into the team's function.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'

/**
 * The request to `path` as a web Request: the address the browser asked
 * for (over HTTPS only when the local server was started with it, gatsby
 * develop --https), its headers, and its raw body.
 */
export function webRequest(req: GatsbyFunctionRequest, path: string): Request {
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

/** A web Response written back through Gatsby's response: status, headers and bytes. */
export async function writeAnswer(res: GatsbyFunctionResponse, answer: Response) {
  answer.headers.forEach((value, name) => void res.setHeader(name, value))
  res.status(answer.status).send(Buffer.from(await answer.arrayBuffer()))
}
