/**
 * What the landing pages' addresses and ids are, shared by the build (which
 * checks and makes the pages), the pages themselves and the contact function
 * (which keeps a lead's page and campaign). Plain TypeScript, no copy: the
 * words are in content/landing/<lang>/<slug>.json.
 */
import { isSlug } from '../content/slug'
import { localizedPath, type Locale, type PageContext } from '../i18n/locales'

/** A landing page's address without its language prefix: /lp/<slug>/ (and /ar/lp/<slug>/). */
export const LANDING_PREFIX = '/lp/'

/** Slugs and campaign ids are short words an ad's address carries. */
export const MAX_ID_LENGTH = 80

export const isLandingId = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_ID_LENGTH && isSlug(value)

export const landingPath = (slug: string, locale?: Locale) => {
  const path = `${LANDING_PREFIX}${slug}/`
  return locale ? localizedPath(path, locale) : path
}

/**
 * The page a lead came from and the campaign it belongs to, as the lead (and
 * the `Lead` goal) keeps them: `slug` names the page under test (a variant's
 * original), `variant` the page the visitor saw (its own slug; the
 * original's own for the original).
 */
export type LandingOrigin = { slug: string; campaign: string; variant?: string }

/** A lead's landing page, campaign and variant from what a form sent (`page`, `campaign`, `variant`), when the page and campaign are well formed; nothing otherwise. A form without a variant (a page cached from before variants) was the page itself. */
export function landingOrigin(page: unknown, campaign: unknown, variant?: unknown): LandingOrigin | undefined {
  if (!isLandingId(page) || !isLandingId(campaign)) return undefined
  return { slug: page, campaign, variant: isLandingId(variant) ? variant : page }
}

/**
 * What the build knows of each published landing page, by its own slug: its
 * campaign and, for a variant, its original's slug (landing-index.ts makes
 * it; the page-view tracker carries it).
 */
export type LandingPagesIndex = Record<string, { campaign: string; variantOf?: string }>

/** The landing page's slug, campaign and variant, as leads and events carry them: `slug` names the original, `variant` the page shown. */
export function landingProps(ownSlug: string, landing: LandingPagesIndex[string] | undefined): Required<LandingOrigin> {
  return { slug: landing?.variantOf ?? ownSlug, campaign: landing?.campaign ?? '', variant: ownSlug }
}

/** The page a lead was sent from: the variant it saw, or the page itself. */
export const shownSlug = (origin: LandingOrigin) => origin.variant ?? origin.slug

/** The names of the fields a landing page's form sends beside the visitor's. */
export const LANDING_FIELDS = { page: 'page', campaign: 'campaign', variant: 'variant' } as const

/**
 * What the build (gatsby/landing/pages.ts) puts in each landing
 * page's context and its template's query and head read back. `noindex`: the
 * page stays out of search engines (and out of the sitemap); `variantOf`: the
 * original a variant is tested against, its canonical address.
 */
export type LandingPageContext = PageContext & { id: string; slug: string; campaign: string; variantOf?: string }
