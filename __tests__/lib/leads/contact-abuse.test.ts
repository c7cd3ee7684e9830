/**
 * @jest-environment node
 *
 * A corpus of bad requests: each gets its documented status and a specific
 * message, and none of them is ever delivered.
 */
import { BAD_REQUESTS } from '../../support/bad-requests'
import { VALID, harness } from '../../support/contact-harness'

const corpus = BAD_REQUESTS
const with_ = (fields: Record<string, unknown>) => JSON.stringify({ ...VALID, ...fields })

it.each(corpus)('$name → $status with a specific message, nothing delivered', async (bad) => {
  const site = harness()
  const contentType = bad.contentType ?? 'application/json'
  const answer = await site.send({ contentType: contentType || undefined, body: Buffer.from(bad.body) })
  expect(answer.status).toBe(bad.status)
  const body = JSON.parse(answer.body)
  expect(body.ok).toBe(false)
  const messages = [body.message, ...(body.errors ?? []).map((error: { message: string }) => error.message)].join(' ')
  expect(messages).toMatch(bad.message)
  expect(site.delivered).toHaveLength(0)
})

it('a name with CRLF header injection is folded to one line before anything is built from it', async () => {
  const site = harness()
  const answer = await site.send({ contentType: 'application/json', body: Buffer.from(with_({ name: 'Layla\r\nBcc: Omar' })) })
  expect(answer.status).toBe(201)
  expect(site.delivered.map((lead) => lead.name)).toEqual(['Layla Bcc: Omar'])
})
