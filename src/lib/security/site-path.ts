/**
 * A path on this site (/ar/insights/slug/), safe to link or send a visitor
 * to: it starts with one /, as `//host` and `/\host` are other sites to a
 * browser (which reads a backslash in an address as a slash). The one test
 * of it: where the form sends a visitor back (src/lib/leads/http/contact-html.ts)
 * and which page a lead was sent from (src/lib/attribution/attribution.ts).
 * A module of its own: the attribution code ships in the page bundle.
 */
export const isSitePath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !/^\/[/\\]/.test(value)
