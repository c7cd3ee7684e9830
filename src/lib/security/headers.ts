/**
 * The security headers every answer of the site carries, whoever writes it:
 * the Netlify adapter puts them in `public/_headers` for the pages and files
 * (gatsby/netlify/security-headers.ts, which adds the pages' own
 * Content-Security-Policy), and the contact function sets them on its own
 * answers, which `_headers` does not reach (src/lib/leads/http/contact-replies.ts).
 */

/** Header names are lower case, as Gatsby writes its own defaults. */
export type Header = { key: string; value: string }

// Browser features the site does not use, turned off for it and for anything
// it might embed. Only names Chromium recognises: an unknown one is logged as
// a console error on every page.
const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'usb',
  'xr-spatial-tracking',
]

export const SECURITY_HEADERS: readonly Header[] = [
  // Two years, subdomains included: the whole domain is served over HTTPS.
  { key: 'strict-transport-security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'x-content-type-options', value: 'nosniff' },
  { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
  { key: 'permissions-policy', value: DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ') },
  // frame-ancestors does this for current browsers; this is for older ones.
  { key: 'x-frame-options', value: 'DENY' },
  // The legacy XSS auditor is gone or harmful; the CSP protects instead.
  { key: 'x-xss-protection', value: '0' },
]

/** The same headers as a record, as a function's answer sets them. */
export const SECURITY_FIELDS: Readonly<Record<string, string>> = Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value]))

/** No page of the site may be framed, by anyone (clickjacking). */
export const FRAME_ANCESTORS: readonly string[] = ["'none'"]

/** A Content-Security-Policy header's value from its directives. */
export const serializePolicy = (directives: Readonly<Record<string, readonly string[]>>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
