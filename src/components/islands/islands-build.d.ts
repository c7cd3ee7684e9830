/**
 * What the islands' build (gatsby/browser/islands.ts) gives the page's
 * script besides its own modules.
 */

/** Each language's copy file (its header, footer and form words), by its hashed address. */
declare module 'island-copy' {
  export const COPY_FILES: Record<import('../../lib/i18n/locales').Locale, string>
}

/** The page-view tracker with this build's settings (gatsby/analytics/tracker-file.ts); only where __PAGE_VIEWS__. */
declare module 'island-page-views' {}

/** Whether the build has analytics (PLAUSIBLE_DOMAIN): the page's script starts the tracker. */
declare const __PAGE_VIEWS__: boolean
