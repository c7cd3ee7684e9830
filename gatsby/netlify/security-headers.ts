/**
 * The site's security headers (the ones every answer carries come from
 * src/lib/security/headers.ts), applied to every path by the Netlify
 * adapter (adapter.ts), which writes them into
 * `public/_headers`. The Content-Security-Policy is completed there with the
 * hashes of the inline scripts in the built pages.
 */

import { UPLOADS } from '../../src/lib/content/model'
import { FRAME_ANCESTORS, SECURITY_HEADERS, serializePolicy, type Header } from '../../src/lib/security/headers'

// Shared with the contact function's own answers, which _headers does not reach.
export { SECURITY_HEADERS, type Header }

// Every directive the site needs; anything not listed falls back to default-src.
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // No file is trusted for being on the site (an upload is on the site
  // too): only the inline scripts named in named-scripts.ts, by the hashes
  // adapter.ts appends after the build (the islands' loader), and, by
  // 'strict-dynamic', the scripts those add (the islands' script and the
  // chunks it imports). Never 'self', never 'unsafe-inline'.
  'script-src': ["'strict-dynamic'"],
  // Emotion writes <style> tags and React writes style attributes at run
  // time; neither can carry a hash, so inline styles have to be allowed.
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: for small inline SVGs; flags and images are served from this site.
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': FRAME_ANCESTORS,
}

/** Serialises the policy, adding the given sources (script hashes) to script-src. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => [name, ...sources, ...(name === 'script-src' ? scriptHashes : [])].join(' '))
    .join('; ')
}

/** The paths the headers apply to: every page and file of the site. */
export const ALL_PATHS = '/*'

/** The CMS (gatsby/cms/admin.ts writes it under /admin/). */
export const ADMIN_PATHS = '/admin/*'

/**
 * The CMS's own policy, which replaces the site's on /admin/ only: the CMS
 * is a third-party application that needs more than the public pages.
 * - script-src 'unsafe-eval': Decap validates its configuration with Ajv,
 *   which compiles the schema into a function at run time. It also lets
 *   the page compile WebAssembly, which is all Decap's WebP encoder
 *   (/admin/decap/*.wasm, fetched from the site) needs, so no
 *   'wasm-unsafe-eval'; that encoder runs only when the configuration asks
 *   uploads to be converted to WebP, which ours does not.
 * - script-src 'self' covers Decap's ~100 chunks: it loads them as scripts
 *   from beside its own bundle, /admin/decap/.
 * - style-src 'unsafe-inline': its interface is styled at run time (Emotion).
 * - connect-src: the GitHub API, where the content is read and saved;
 *   Netlify's API for the login; blob: because an image the editor uploads is held as a blob: address
 *   until the entry is saved, and the CMS reads it back with fetch() to save
 *   it (without it no uploaded image is ever saved).
 * - img-src: editors' GitHub avatars; data: and blob: for the previews.
 * - frame-src 'self': the preview pane is an iframe of this page.
 * The login window is a window the CMS opens on Netlify, not a frame, so
 * frame-ancestors stays 'none'. No address on the editor's own machine: a
 * deployed /admin/ never talks to localhost (localAdminContentSecurityPolicy
 * is the policy of the CMS on this machine).
 */
export const ADMIN_CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
  'connect-src': ["'self'", 'blob:', 'https://api.github.com', 'https://api.netlify.com'],
  'frame-src': ["'self'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

export const adminContentSecurityPolicy = () => serializePolicy(ADMIN_CSP_DIRECTIVES)

/**
 * Where the CMS looks for decap-server when it is opened on localhost
 * (Decap's local_backend, static/admin/config.yml; `npm run cms` starts it:
 * scripts/decap-server.ts).
 */
export const LOCAL_CMS_BACKEND = 'http://localhost:8081'

/**
 * The CMS's policy on the editor's own machine (`npm run cms`, and the
 * CMS's browser tests: scripts/serve-with-headers.mjs --local-cms): the
 * deployed one, with decap-server added to connect-src. Never in _headers.
 */
export const localAdminContentSecurityPolicy = () =>
  serializePolicy({ ...ADMIN_CSP_DIRECTIVES, 'connect-src': [...ADMIN_CSP_DIRECTIVES['connect-src'], LOCAL_CMS_BACKEND] })

/** /admin/ is for editors, not for search engines (its page also says so in a meta tag). */
export const ADMIN_HEADERS: readonly Header[] = [
  { key: 'content-security-policy', value: adminContentSecurityPolicy() },
  { key: 'x-robots-tag', value: 'noindex, nofollow' },
]

/** The CMS's uploads, served as they were uploaded (UPLOADS, src/lib/content/model.ts). */
export const UPLOADS_PATHS = `${UPLOADS.path}/*`

/**
 * What an upload is served with, replacing the site's policy there: it is
 * a document that may load, run and frame nothing (default-src 'none'),
 * and opened on its own it is a sandboxed page of no origin, so whatever
 * it holds cannot read the site's storage (the editor's GitHub token on
 * /admin/); nosniff keeps a browser from reading it as anything but the
 * type it is served with. The build lets only raster images in
 * (gatsby/cms/uploads.ts); this holds should one get past it.
 */
export const UPLOADS_HEADERS: readonly Header[] = [
  { key: 'content-security-policy', value: "default-src 'none'; sandbox" },
  { key: 'x-content-type-options', value: 'nosniff' },
]
