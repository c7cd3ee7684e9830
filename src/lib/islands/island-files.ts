/**
 * The phone field's library: a file of its own beside the islands' script
 * (gatsby/browser/build-islands.ts names it), fetched only when a visitor
 * reaches for a form: phone-input-<hash>.js.
 */
export const PHONE_INPUT_CHUNK = 'phone-input'

/** The library's address on the site, whatever its hash: what the bench and the browser tests watch for. */
export const PHONE_INPUT_FILE = new RegExp(`/${PHONE_INPUT_CHUNK}-[^/]*\\.js$`)
