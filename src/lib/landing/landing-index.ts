/**
 * The index of published landing pages: each page's language, slug and
 * campaign, and its published variants. The build writes it
 * (gatsby/landing/landing-index.ts) to LANDING_INDEX_FILE; the contact
 * function keeps a landing lead's page, campaign and variant only when the
 * index has them (src/lib/leads/landing-check.ts), so a script cannot post
 * leads for a variant that does not exist, or for a page that is not the
 * campaign's. Plain TypeScript, shared by the build and the function.
 */
import type { Locale } from '../i18n/locales'
import type { LandingOrigin } from './landing'

/**
 * Where the build writes the index, from the repository's root: beside
 * what Netlify runs, and git-ignored. Netlify runs the build command before
 * it bundles the functions, so the contact function's bundle carries the
 * index of the very build it is deployed with (src/lib/leads/published-landing-pages.ts).
 */
export const LANDING_INDEX_FILE = 'netlify/published-landing-pages.json'

/** A published landing page in one language: the page under test (an original), with its published variants' slugs. */
export type IndexedLandingPage = { language: string; slug: string; campaign: string; variants: string[] }
export type LandingIndex = { pages: IndexedLandingPage[] }

/** A published landing page as the build knows it: a variant names its original (`variantOf`). */
export type PublishedLandingPage = { language: Locale; slug: string; campaign: string; variantOf?: string | null }

/** The index of `pages`: each original with the variants published in its language, sorted so the file changes only when the pages do. */
export function landingIndexOf(pages: readonly PublishedLandingPage[]): LandingIndex {
  const originals = pages.filter((page) => !page.variantOf)
  const variantsOf = (original: PublishedLandingPage) =>
    pages.filter((page) => page.variantOf === original.slug && page.language === original.language).map((page) => page.slug)
  return {
    pages: originals
      .map((page) => ({ language: page.language, slug: page.slug, campaign: page.campaign, variants: variantsOf(page).sort() }))
      .sort((a, b) => a.language.localeCompare(b.language) || a.slug.localeCompare(b.slug)),
  }
}

/** Whether `origin` (a lead's page, campaign and variant) is a page published in `language`, with its campaign and one of its variants (or itself). */
export function isPublishedLanding(origin: LandingOrigin, language: string, index: LandingIndex): boolean {
  const page = index.pages.find((entry) => entry.language === language && entry.slug === origin.slug)
  if (!page || page.campaign !== origin.campaign) return false
  return origin.variant === undefined || origin.variant === origin.slug || page.variants.includes(origin.variant)
}
