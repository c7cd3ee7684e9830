/**
 * An index of published landing pages (src/lib/landing/landing-index.ts)
 * for the function tests: the free evaluation page with its variant b, as a
 * campaign under test has it, whatever content/landing/ holds today.
 * Bundled in place of the build's own index (scripts/netlify-function.ts,
 * commonJsBundle's `landingPages`).
 */
import type { LandingPagesIndex } from '../../src/lib/landing/landing'

export const TEST_LANDING_PAGES: LandingPagesIndex = {
  'free-evaluation': { campaign: 'free-evaluation-2026q4' },
  'free-evaluation-b': { campaign: 'free-evaluation-2026q4', variantOf: 'free-evaluation' },
}
