/**
 * Page views, through Plausible's official tracker: the whole of the
 * browser's analytics. The islands' build (gatsby/browser/build-islands.ts, with
 * the settings of gatsby/analytics/tracker-file.ts) compiles this module, the
 * settings written in, into a chunk of its own that the pages' script
 * imports once it has started the islands, only when PLAUSIBLE_DOMAIN is
 * set; no page asks for it otherwise.
 *
 * The tracker counts each page once (and, were an address to change without
 * a page load, the new address once: it watches the history); events go to the site's own path,
 * whose function passes them on to Plausible (event-function.ts). What it could count about links
 * and forms by itself is off: a lead is counted once, by the contact
 * function that stored it. It sets no cookie and stores nothing.
 */
import { init } from '@plausible-analytics/tracker'
import { pageProps } from './page-props'
import type { LandingPagesIndex } from '../landing/landing'

export type PageViewSettings = {
  /** The site as registered in Plausible. */
  domain: string
  /** The site's own path for events (SITE_EVENT_PATH). */
  endpoint: string
  /** Each landing page's campaign and original, by slug. */
  landingPages: LandingPagesIndex
}

export function startPageViews({ domain, endpoint, landingPages }: PageViewSettings) {
  init({
    domain,
    endpoint,
    autoCapturePageviews: true,
    outboundLinks: false,
    fileDownloads: false,
    formSubmissions: false,
    logging: false,
    bindToWindow: false,
    // Read when each page view is sent: the address has already changed on a client-side navigation.
    customProperties: () => pageProps(window.location.pathname, landingPages) as Record<string, string>,
  })
}
