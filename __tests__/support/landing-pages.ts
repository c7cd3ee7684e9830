/**
 * An index of published landing pages (src/lib/landing/landing-index.ts)
 * for the function tests: the free evaluation page with a variant in both
 * languages, as a campaign under test has it, whatever content/landing/
 * holds today. Bundled in place of the build's own index
 * (scripts/netlify-function.ts, commonJsBundle's `landingPages`).
 */
import type { LandingIndex } from '../../src/lib/landing/landing-index'

export const TEST_LANDING_PAGES: LandingIndex = {
  pages: ['ar', 'en'].map((language) => ({ language, slug: 'free-evaluation', campaign: 'free-evaluation-2026q4', variants: ['free-evaluation-b'] })),
}
