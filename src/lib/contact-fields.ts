/**
 * Names of the contact form's anti-bot fields, shared by the form and the
 * server so neither can drift from the other.
 */

/** Hidden from people, filled in by bots. */
export const HONEYPOT_FIELD = 'website'
/** When the page with the form arrived, in epoch milliseconds. */
export const STARTED_AT_FIELD = 'startedAt'
/** A person takes longer than this to type a name and a number. */
export const MIN_FILL_MS = 2_000
