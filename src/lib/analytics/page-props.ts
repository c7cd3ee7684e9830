/**
 * The custom properties of a page view and of the `Lead` goal: the page's
 * language and kind and, on a landing page, its slug, campaign and variant.
 * Read from the page's address, so the tracker gets them right after a
 * client-side navigation too (it counts the page as the address changes,
 * before the new page is drawn). Plain TypeScript, for the browser and the
 * contact function.
 */
import { splitLocalePath, type Locale } from '../i18n/locales'
import { LANDING_PREFIX, landingProps, type LandingPagesIndex } from '../landing/landing'

export type PageKind = 'home' | 'services' | 'story' | 'privacy' | 'thank-you' | 'insights' | 'article' | 'landing' | 'other'

export type PageProps = {
  language: Locale
  kind: PageKind
  /** Landing pages only: the page under test (a variant's original), its campaign, and the page shown (its own slug). */
  slug?: string
  campaign?: string
  variant?: string
}

const FIXED: Record<string, PageKind> = { '/': 'home', '/ourservices/': 'services', '/ourstory/': 'story', '/privacy/': 'privacy', '/thank-you/': 'thank-you' }

/** The kind of page at `path` (an address without its language prefix). */
export function pageKind(path: string): PageKind {
  const page = path.endsWith('/') ? path : `${path}/`
  if (FIXED[page]) return FIXED[page]
  if (page.startsWith(LANDING_PREFIX)) return 'landing'
  // /insights/, /insights/page/2/, /insights/topic/<topic>/ (and its pages) list articles; /insights/<slug>/ is one.
  if (/^\/insights\/(page\/\d+\/|topic\/.+)?$/.test(page)) return 'insights'
  if (/^\/insights\/[^/]+\/$/.test(page)) return 'article'
  return 'other'
}

/** The properties of the page at `pathname` (a site address, /ar/lp/offer/ included). */
export function pageProps(pathname: string, landingPages: LandingPagesIndex = {}): PageProps {
  const { locale, path } = splitLocalePath(pathname)
  const kind = pageKind(path)
  if (kind !== 'landing') return { language: locale, kind }
  const slug = path.slice(LANDING_PREFIX.length).split('/')[0]
  return { language: locale, kind, ...landingProps(slug, landingPages[slug]) }
}
