/**
 * The country select's value for "another country": the number then says
 * its country itself, with + and the country code (it has no flag).
 */
export const OTHER_COUNTRY = ''

/**
 * Where the phone field's flags are served from (copied into static/flags by
 * gatsby/browser/copy-flags.ts). Apart from lib/contact/countries.ts so the browser can use
 * these without the country list.
 */
export const FLAG_URL = '/flags/{XX}.svg'
export const flagUrl = (country: string) => FLAG_URL.replace('{XX}', country)
