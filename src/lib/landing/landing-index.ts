/**
 * Each published landing page's campaign and original, by its slug (the
 * languages of a page share both: the build checks it,
 * gatsby/landing/checks.ts), read from the pages' entries: what the
 * page-view tracker carries (gatsby/analytics/tracker-file.ts), so a visit
 * is counted for its page, campaign and variant; and what the contact
 * function checks a landing lead against, so a script cannot post leads for
 * a variant that does not exist or a page that is not the campaign's.
 */
import { isVariant, type LandingEntry } from '../content/landing-model'
import type { LandingOrigin, LandingPagesIndex } from './landing'

export function landingPagesIndex(pages: readonly Pick<LandingEntry, 'slug' | 'published' | 'values'>[]): LandingPagesIndex {
  const entries = pages.flatMap((page) => (page.published ? [[page.slug, { campaign: page.values.campaign ?? '', ...(isVariant(page.values) && { variantOf: page.values.variantOf }) }] as const] : []))
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)))
}

/**
 * Where the build writes the same index for the contact function, from the
 * repository's root: beside what Netlify runs, and git-ignored
 * (gatsby/landing/landing-index-file.ts writes it). Netlify runs the build
 * command before it bundles the functions, so the function's bundle carries
 * the index of the very build it is deployed with
 * (src/lib/leads/published-landing-pages.ts).
 */
export const LANDING_INDEX_FILE = 'netlify/published-landing-pages.json'

const pageIn = (index: LandingPagesIndex, slug: string) => (Object.hasOwn(index, slug) ? index[slug] : undefined)

/**
 * Whether `origin` (a lead's page, campaign and variant) names a published
 * original with its campaign, and the original itself or one of its
 * published variants: what the contact function keeps of a landing lead
 * (src/lib/leads/landing-check.ts).
 */
export function isPublishedLanding(origin: LandingOrigin, index: LandingPagesIndex): boolean {
  const page = pageIn(index, origin.slug)
  if (!page || page.variantOf || page.campaign !== origin.campaign) return false
  const shown = origin.variant ?? origin.slug
  if (shown === origin.slug) return true
  const variant = pageIn(index, shown)
  return variant?.variantOf === origin.slug && variant.campaign === origin.campaign
}
