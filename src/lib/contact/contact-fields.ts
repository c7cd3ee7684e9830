/**
 * Names and paths the contact form, the server and the build share, so none
 * can drift from the others.
 */

/** The contact function (src/api/contact.ts), where the form posts with and without JavaScript. */
export const CONTACT_ENDPOINT = '/api/contact'

/** Where a form posted without JavaScript lands once the lead is delivered (src/pages/thank-you.tsx). */
export const THANK_YOU_PATH = '/thank-you/'

/** Hidden from people, filled in by bots. */
export const HONEYPOT_FIELD = 'website'
/** Where the form's script asks for a form token when the visitor starts on the form (src/lib/leads/form-token.ts). */
export const CONTACT_TOKEN_ENDPOINT = '/api/contact/token'
/** The field a lead's form token is posted in. */
export const TOKEN_FIELD = 'token'
/** A person takes longer than this to type a name and a number after starting on the form: a younger token is refused. */
export const MIN_TOKEN_AGE_MS = 2_000
/** A form left open longer is asked again, with a new token. */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000
/**
 * The address of the page a form was sent from without JavaScript, carried
 * by the confirmation page (whose own post's Referer is the function's
 * address), so the lead keeps the page and its campaign tags.
 */
export const FORM_PAGE_FIELD = 'sentFrom'
/**
 * The optional box asking whether the ad platform whose ad brought the
 * visit may be told of the lead (src/lib/conversions/ad-consent.ts). Ticked,
 * a browser posts it as it posts any box without a value (`adConsent=on`),
 * the form's script as `"adConsent": true`; unticked, a browser leaves it out.
 */
export const AD_CONSENT_FIELD = 'adConsent'
