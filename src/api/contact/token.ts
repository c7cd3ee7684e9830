/**
 * GET /api/contact/token under `gatsby develop` and `gatsby serve`: the
 * contact form's token, answered by the same function as POST /api/contact
 * (src/lib/leads/http/local-function.ts), as
 * netlify/functions/contact-token.mts answers it on Netlify. Locally the
 * secret, when LEADS_FORM_SECRET is unset, is kept beside the leads file.
 */
import { CONTACT_TOKEN_ENDPOINT } from '../../lib/contact/contact-fields'
import { localFunction } from '../../lib/leads/http/local-function'

export default localFunction(CONTACT_TOKEN_ENDPOINT)
