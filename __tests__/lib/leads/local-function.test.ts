/**
 * @jest-environment node
 *
 * The Gatsby Functions of `gatsby develop` and `gatsby serve`
 * (src/api/contact.ts, src/api/contact/token.ts) turn their request into a
 * web Request and call the contact function Netlify runs: the token's
 * address has the same limit of its own, and a lead posted with a local
 * token is kept in the leads file.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import contact from '../../../src/api/contact'
import contactToken from '../../../src/api/contact/token'
import { TOKENS_PER_MINUTE } from '../../../src/lib/leads/contact-handler'
import { VALID } from '../../support/contact-harness'
import { TEST_FORM_SECRET, validToken } from '../../support/form-token'

const folder = mkdtempSync(path.join(os.tmpdir(), 'local-function-'))
beforeAll(() => {
  Object.assign(process.env, { LEADS_FILE: path.join(folder, 'leads.jsonl'), LEADS_FORM_SECRET: TEST_FORM_SECRET, LEADS_RATE_LIMIT_PER_MINUTE: '5', LEADS_FLOOD_PER_HOUR: '0' })
})
afterAll(() => {
  for (const name of ['LEADS_FILE', 'LEADS_FORM_SECRET', 'LEADS_RATE_LIMIT_PER_MINUTE', 'LEADS_FLOOD_PER_HOUR']) delete process.env[name]
})

/** One request as Gatsby's server hands it to a function (raw body, express-like answer), and what was answered. */
async function call(handler: (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>, method: string, body?: object, ip = '127.0.0.1') {
  const answer = { status: 0, headers: {} as Record<string, string>, body: '' }
  const headers: Record<string, string> = { host: 'localhost:8000', ...(body && { 'content-type': 'application/json', origin: 'http://localhost:8000' }) }
  const req = { method, headers, socket: { remoteAddress: ip }, body: body && Buffer.from(JSON.stringify(body)) } as unknown as GatsbyFunctionRequest
  const res = {
    setHeader: (name: string, value: string) => void (answer.headers[name.toLowerCase()] = value),
    status(code: number) {
      answer.status = code
      return res
    },
    send: (sent: Buffer) => void (answer.body = sent.toString()),
  } as unknown as GatsbyFunctionResponse
  await handler(req, res)
  return answer
}

it(`answers ${TOKENS_PER_MINUTE} tokens a minute to one address, then 429, as the Netlify function does`, async () => {
  const statuses: number[] = []
  for (let index = 0; index <= TOKENS_PER_MINUTE; index += 1) statuses.push((await call(contactToken, 'GET', undefined, '192.0.2.44')).status)
  expect(statuses.slice(0, TOKENS_PER_MINUTE)).toEqual(Array(TOKENS_PER_MINUTE).fill(200))
  expect(statuses.at(-1)).toBe(429)
  const token = JSON.parse((await call(contactToken, 'GET')).body).token as string
  expect(token.split('.')[2]).toBe('local')
})

it('keeps a lead posted with a local token in the leads file, with the security headers of the Netlify function', async () => {
  const answer = await call(contact, 'POST', { ...VALID, name: 'Local Visitor', token: validToken({ context: 'local' }) })
  expect(answer.status).toBe(201)
  expect(answer.headers['x-content-type-options']).toBe('nosniff')
  expect(readFileSync(path.join(folder, 'leads.jsonl'), 'utf8')).toContain('Local Visitor')
})
