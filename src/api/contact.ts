/**
 * POST /api/contact: validates a contact request with the same rules as the
 * browser form and records the lead. See src/lib/contact-handler.ts.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import { handleContact } from '../lib/contact-handler'

export default async function contact(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const answer = await handleContact(req.method ?? 'GET', req.body)
  if ('headers' in answer) res.setHeader('Allow', answer.headers.Allow)
  res.status(answer.status).json(answer.body)
}
