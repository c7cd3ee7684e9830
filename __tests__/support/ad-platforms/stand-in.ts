/**
 * What the three ad platforms' stand-ins share (google-data-manager.ts,
 * meta-capi.ts, snapchat-capi.ts beside this file): a real HTTP server on
 * loopback that keeps every request as it came (so a test can search the
 * raw bytes for a name or a number), answers as the platform's documents
 * say, and misbehaves on demand: `down` (503), `redirect` (302 to
 * elsewhere, which a sender must not follow), `hang` (never answers).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type StandInMode = 'ok' | 'down' | 'redirect' | 'hang'

/** A request as it came: method, path with query, headers, the raw body. */
export type RawRequest = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }

/** The platform's answer: a status and a JSON body. */
export type PlatformAnswer = { status: number; body: unknown }

/** A check that failed: why, as the platform's error would say. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export function expectThat(condition: unknown, message: string, status = 400): asserts condition {
  if (!condition) throw new Refusal(status, message)
}

export const isSha256Hex = (value: unknown) => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value)

/**
 * The server: `answer` is the platform's rules for one request; what it
 * throws as a Refusal becomes the platform's error answer (`refusal`), and
 * is kept in `problems` so a test sees why a request was refused.
 */
export async function standInServer(answer: (request: RawRequest) => PlatformAnswer, refusal: (status: number, message: string) => unknown) {
  const requests: RawRequest[] = []
  const problems: string[] = []
  const hanging = new Set<http.ServerResponse>()
  let mode: StandInMode = 'ok'
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const request: RawRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }
      requests.push(request)
      if (mode === 'hang') return void hanging.add(res)
      if (mode === 'down') return void res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify(refusal(503, 'The service is currently unavailable.')))
      if (mode === 'redirect') return void res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' }).end()
      let reply: PlatformAnswer
      try {
        reply = answer(request)
      } catch (error) {
        const status = error instanceof Refusal ? error.status : 500
        problems.push((error as Error).message)
        reply = { status, body: refusal(status, (error as Error).message) }
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    problems,
    setMode: (next: StandInMode) => void (mode = next),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export const json = (request: RawRequest) => {
  try {
    return JSON.parse(request.body) as Record<string, unknown>
  } catch {
    throw new Refusal(400, 'the body is not JSON')
  }
}

/** Fields outside `allowed`: the APIs refuse a field they do not know. */
export function onlyKnown(object: Record<string, unknown>, allowed: readonly string[], where: string) {
  const unknown = Object.keys(object).filter((key) => !allowed.includes(key))
  expectThat(unknown.length === 0, `Invalid JSON payload received. Unknown name "${unknown[0]}" at '${where}'`)
}
