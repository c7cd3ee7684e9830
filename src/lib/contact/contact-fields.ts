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
/**
 * How long the page had been open when the form was sent, in milliseconds.
 * A duration, not a time of day: the visitor's clock may be minutes off the
 * server's, and a person must never be taken for a bot because of it.
 * Forms posted without JavaScript have no such field and are not timed.
 */
export const FILL_TIME_FIELD = 'fillMs'
/** A person takes longer than this to type a name and a number. */
export const MIN_FILL_MS = 2_000
/**
 * The optional box asking whether the ad platform whose ad brought the
 * visit may be told of the lead (src/lib/conversions/ad-consent.ts). Ticked,
 * a browser posts it as it posts any box without a value (`adConsent=on`),
 * the form's script as `"adConsent": true`; unticked, a browser leaves it out.
 */
export const AD_CONSENT_FIELD = 'adConsent'
