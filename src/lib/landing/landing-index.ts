/**
 * Each published landing page's campaign and original, by its slug (the
 * languages of a page share both: the build checks it,
 * gatsby/landing/checks.ts), read from the pages' entries: what the
 * page-view tracker carries (gatsby/analytics/tracker-file.ts), so a visit
 * is counted for its page, campaign and variant.
 */
import { isVariant, type LandingEntry } from '../content/landing-model'
import type { LandingPagesIndex } from './landing'

export function landingPagesIndex(pages: readonly Pick<LandingEntry, 'slug' | 'published' | 'values'>[]): LandingPagesIndex {
  const entries = pages.flatMap((page) => (page.published ? [[page.slug, { campaign: page.values.campaign ?? '', ...(isVariant(page.values) && { variantOf: page.values.variantOf }) }] as const] : []))
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)))
}
