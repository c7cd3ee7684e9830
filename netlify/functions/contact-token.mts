/**
 * GET /api/contact/token on Netlify: the contact form's token, answered by
 * the contact function (src/lib/leads/http/contact-function.ts, as
 * contact.mts), in a function of its own so that it has a rate limit of its
 * own. Netlify counts `config.rateLimit` per function: sharing contact.mts's
 * 10 a minute, the visitors behind one carrier address would use up each
 * other's posts by opening the form. The in-process counter behind it is
 * contact-handler.ts's TOKENS_PER_MINUTE, the same number.
 */
import type { Config } from '@netlify/functions'
import { defaultDeps } from '../../src/lib/leads/contact-handler'
import { contactFunction } from '../../src/lib/leads/http/contact-function'
import { runtimeEnv } from '../../src/lib/leads/runtime-env'

// A token needs no landing pages: the bundle carries none.
export default contactFunction(defaultDeps(runtimeEnv()))

export const config: Config = {
  path: ['/api/contact/token', '/api/contact/token/'],
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
