/**
 * A request for a file of the working copy, as the CMS asks decap-server
 * for one (its `getEntry` action), sent to 127.0.0.1 with whatever Host
 * and Origin a browser would give it: the CMS's own, or a page's that
 * reached the port by DNS rebinding. Node's own HTTP client, which sends
 * the Host it is given to the address it connects to.
 */
import http from 'node:http'

export type DecapAnswer = { status: number; body: string }

/** Asks decap-server on `port` for `file`; `origin` empty sends none. */
export const askDecapServerFor = (file: string, { port, host, origin }: { port: number; host: string; origin: string }) =>
  new Promise<DecapAnswer>((resolve, reject) => {
    const headers = { host, 'content-type': 'application/json', ...(origin && { origin }) }
    const request = http.request({ host: '127.0.0.1', port, path: '/api/v1', method: 'POST', headers }, (answer) => {
      let body = ''
      answer.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }))
    })
    request.on('error', reject)
    request.end(JSON.stringify({ action: 'getEntry', params: { branch: 'main', path: file } }))
  })
