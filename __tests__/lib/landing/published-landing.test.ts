/**
 * @jest-environment node
 *
 * What the contact function keeps of a landing lead: the page, campaign and
 * variant only when they name a published original, its campaign, and the
 * original itself or one of its published variants
 * (src/lib/landing/landing-index.ts, isPublishedLanding).
 */
import type { LandingOrigin } from '../../../src/lib/landing/landing'
import { isPublishedLanding } from '../../../src/lib/landing/landing-index'

const INDEX = {
  offer: { campaign: 'offer-2026q4' },
  'offer-b': { campaign: 'offer-2026q4', variantOf: 'offer' },
  summer: { campaign: 'summer-2027' },
}

test.each<[string, LandingOrigin, boolean]>([
  ['the original', { slug: 'offer', campaign: 'offer-2026q4', variant: 'offer' }, true],
  ['the original, from a form without a variant', { slug: 'offer', campaign: 'offer-2026q4' }, true],
  ['its variant', { slug: 'offer', campaign: 'offer-2026q4', variant: 'offer-b' }, true],
  ['a variant that does not exist', { slug: 'offer', campaign: 'offer-2026q4', variant: 'offer-x' }, false],
  ["another page's original as the variant", { slug: 'offer', campaign: 'offer-2026q4', variant: 'summer' }, false],
  ['another campaign', { slug: 'offer', campaign: 'summer-2027', variant: 'offer' }, false],
  ['the variant named as the page', { slug: 'offer-b', campaign: 'offer-2026q4', variant: 'offer-b' }, false],
  ['a page never published', { slug: 'winter', campaign: 'winter-2027' }, false],
  ['a page named like a property of every object', { slug: 'constructor', campaign: 'offer-2026q4' }, false],
])('%s: %p', (_case, origin, published) => {
  expect(isPublishedLanding(origin, INDEX)).toBe(published)
})
