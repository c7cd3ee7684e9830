/**
 * The Blobs client's HTTP requests over Node's own http/https modules, with
 * connections kept open between invocations, and the answer handed back as a
 * web Response, as the library expects of a `fetch`.
 *
 * Why not the global fetch: with many leads in flight in one instance, its
 * web streams cost about three times the CPU per request of Node's client
 * (measured: 0.28 against 0.07 ms per store write), and every lead's wait
 * includes the others' CPU. Bodies other than text or bytes (a stream, a
 * Blob), which the lead store never sends, go through the global fetch.
 */
import http from 'node:http'
import https from 'node:https'

/** Each protocol's client, with its agent that keeps connections open. */
const transports = {
  'http:': { client: http, agent: new http.Agent({ keepAlive: true }) },
  'https:': { client: https, agent: new https.Agent({ keepAlive: true }) },
}

type Body = string | ArrayBuffer | ArrayBufferView

const isPlainBody = (body: unknown): body is Body | null | undefined =>
  body === undefined || body === null || typeof body === 'string' || body instanceof ArrayBuffer || ArrayBuffer.isView(body)

const bytesOf = (body: Body) =>
  typeof body === 'string' ? Buffer.from(body) : body instanceof ArrayBuffer ? Buffer.from(body) : Buffer.from(body.buffer, body.byteOffset, body.byteLength)

/** A `fetch` for the store's requests: (url, { method, headers, body, signal }) => Response. */
export const storeHttp: typeof fetch = (input, init = {}) => {
  if (input instanceof Request || !isPlainBody(init.body)) return fetch(input, init)
  const url = new URL(String(input))
  const transport = transports[url.protocol as keyof typeof transports]
  if (!transport) return fetch(input, init)
  const { client, agent } = transport
  const body = init.body === undefined || init.body === null ? undefined : bytesOf(init.body)
  const headers: Record<string, string> = Object.fromEntries(new Headers(init.headers))
  if (body) headers['content-length'] = String(body.length)
  return new Promise<Response>((resolve, reject) => {
    const request = client.request(url, { method: (init.method ?? 'GET').toUpperCase(), headers, agent, signal: init.signal ?? undefined }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('error', reject)
      answer.on('end', () => {
        const status = answer.statusCode ?? 502
        const noBody = status === 204 || status === 304 || chunks.length === 0
        const responseHeaders = new Headers()
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value === undefined) continue
          for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one)
        }
        resolve(new Response(noBody ? null : Buffer.concat(chunks), { status, statusText: answer.statusMessage, headers: responseHeaders }))
      })
    })
    request.on('error', reject)
    request.end(body)
  })
}

/**
 * POSTs `body` to `url` and answers with the status alone, the answer's body
 * read and dropped: for a request whose answer says nothing but "taken"
 * (Plausible's Events API). No web Response, Headers or AbortController is
 * made, which a request sent for every lead would pay for in CPU; after
 * `timeoutMs` the request is abandoned and the promise rejects.
 */
export function postForStatus(url: URL, headers: Readonly<Record<string, string>>, body: string, timeoutMs: number): Promise<number> {
  const transport = transports[url.protocol as keyof typeof transports]
  if (!transport) return Promise.reject(new Error(`no client for ${url.protocol}`))
  const { client, agent } = transport
  const bytes = Buffer.from(body)
  return new Promise<number>((resolve, reject) => {
    const request = client.request(url, { method: 'POST', headers: { ...headers, 'content-length': String(bytes.length) }, agent }, (answer) => {
      answer.resume()
      answer.on('end', () => {
        clearTimeout(timer)
        resolve(answer.statusCode ?? 502)
      })
      answer.on('error', reject)
    })
    const timer = setTimeout(() => {
      request.destroy()
      reject(new Error(`no answer in ${timeoutMs} ms`))
    }, timeoutMs)
    request.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    request.end(bytes)
  })
}
