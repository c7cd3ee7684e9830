/**
 * The contact handler (../contact-handler.ts) as a modern Netlify function:
 * `(Request, Context) => Response`, with the form token's path beside it.
 * netlify/functions/contact.mts and contact-token.mts export it for
 * Netlify; scripts/serve-with-headers.mjs and the tests call the same
 * function, bundled from that file as Netlify bundles it; and the Gatsby
 * Function of `gatsby develop` and `gatsby serve` (src/api/contact.ts)
 * turns its request into a web Request and calls it too: one path for all.
 *
 * The handler, and with it the rate limits' counts, is made once per
 * instance, as Netlify keeps an instance for many invocations.
 */
import type { Context } from '@netlify/functions'
import { CONTACT_TOKEN_ENDPOINT } from '../../contact/contact-fields'
import { makingAnswer } from './after-answers'
import { handleContact, handleTokenRequest, type ContactDeps, type ContactInput } from '../contact-handler'
import { MAX_BODY_BYTES } from './contact-request'

/** What the function reads of Netlify's Context; a local server names no deploy context. */
export type ContactContext = Pick<Context, 'ip'> & { deploy: { context?: Context['deploy']['context'] }; waitUntil?: Context['waitUntil'] }

/**
 * The body's bytes, read no further than one byte past the handler's limit:
 * enough for it to answer "too large" without holding a large body.
 */
async function bodyBytes(request: Request): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let length = 0
  const reader = request.body.getReader()
  while (length <= MAX_BODY_BYTES) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    length += value.length
  }
  await reader.cancel().catch(() => undefined)
  return Buffer.concat(chunks)
}

/** The token's path (config.path in netlify/functions/contact.mts), with or without the trailing slash. */
const isTokenPath = (pathname: string) => pathname.replace(/\/$/, '') === CONTACT_TOKEN_ENDPOINT

/** The request as the handler reads it, from what Netlify hands the function. */
async function contactInput(request: Request, context: ContactContext, url: URL): Promise<ContactInput> {
  return {
    method: request.method,
    contentType: request.headers.get('content-type') ?? undefined,
    body: request.method === 'POST' ? await bodyBytes(request) : Buffer.alloc(0),
    clientAddress: context.ip || 'unknown',
    referer: request.headers.get('referer') ?? undefined,
    host: url.host,
    // Netlify hands the function the address the visitor asked for: the
    // production domain, or a deploy preview's own.
    from: { origin: request.headers.get('origin') ?? undefined, fetchSite: request.headers.get('sec-fetch-site') ?? undefined, siteOrigin: url.origin },
    deployContext: context.deploy?.context,
    userAgent: request.headers.get('user-agent') ?? undefined,
    // The Lead goal is sent after the answer: the visitor never waits for Plausible.
    waitUntil: context.waitUntil?.bind(context),
  }
}

/** The function over `deps` (contact-handler.ts's defaultDeps, with the landing pages the deploy published). */
export function contactFunction(deps: ContactDeps) {
  return async function contact(request: Request, context: ContactContext): Promise<Response> {
    const url = new URL(request.url)
    // An answer in the making: the Lead goal waits until none is (after-answers.ts).
    const answer = isTokenPath(url.pathname)
      ? await handleTokenRequest({ method: request.method, deployContext: context.deploy?.context, clientAddress: context.ip || 'unknown' }, deps)
      : await makingAnswer(async () => handleContact(await contactInput(request, context, url), deps))
    // A redirect or an empty answer has no body: a Response refuses one for 204/304, and a 303's is never shown.
    return new Response(answer.body || null, { status: answer.status, headers: answer.headers })
  }
}
