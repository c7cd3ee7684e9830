/**
 * POST /api/contact under `gatsby develop` and `gatsby serve`: the request
 * turned into a web Request, as Netlify hands one to its function, and
 * answered by the same contact function Netlify runs
 * (src/lib/leads/http/local-function.ts), so the local servers and Netlify
 * share one path. Leads go to the leads file.
 *
 * Netlify does not deploy this file: gatsby/netlify/adapter.ts hands the
 * adapter no function, and Netlify runs netlify/functions/contact.mts at
 * this address.
 */
import type { GatsbyFunctionConfig } from 'gatsby'
import { CONTACT_ENDPOINT } from '../lib/contact/contact-fields'
import { localFunction } from '../lib/leads/http/local-function'

// Every body arrives as raw bytes: the handler answers size, type and
// malformed JSON itself, in the site's own words. The raw limit is far above
// the handler's 10 KB so that it is the handler that says "too large".
const NEVER = 'application/x-never'
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: {
    raw: { type: '*/*', limit: '2mb' },
    json: { type: NEVER },
    text: { type: NEVER },
    urlencoded: { type: NEVER, extended: false },
  },
}
// Exported by destructuring on purpose: Gatsby 5's page-feature scan reads
// every file in src/ and takes a plain `export const config` here for a
// page config, which switches on rendering engines the static site does not
// use (and whose bundling of sharp then fails the build).
export const { config } = { config: functionConfig }

export default localFunction(CONTACT_ENDPOINT)
