/**
 * @jest-environment node
 *
 * Every page view and every `Lead` says which language and kind of page it
 * was, and on a landing page which page, campaign and variant: read from
 * the address, as the tracker counts a page when its address changes.
 */
import { pageKind, pageProps } from '../../../src/lib/analytics/page-props'

const LANDING = { offer: { campaign: 'offer-2026q4' }, 'offer-b': { campaign: 'offer-2026q4', variantOf: 'offer' } }

test.each([
  ['/', 'home'],
  ['/ourservices/', 'services'],
  ['/ourstory/', 'story'],
  ['/privacy/', 'privacy'],
  ['/thank-you/', 'thank-you'],
  ['/insights/', 'insights'],
  ['/insights/page/2/', 'insights'],
  ['/insights/topic/google-ads/', 'insights'],
  ['/insights/topic/google-ads/page/2/', 'insights'],
  ['/insights/measure-google-ads-against-sales/', 'article'],
  ['/lp/offer/', 'landing'],
  ['/no-such-page/', 'other'],
])('%s is a %s page', (path, kind) => {
  expect(pageKind(path)).toBe(kind)
})

test('the language comes from the prefix', () => {
  expect(pageProps('/ar/ourstory/')).toEqual({ language: 'ar', kind: 'story' })
  expect(pageProps('/ar/')).toEqual({ language: 'ar', kind: 'home' })
  expect(pageProps('/insights/x/')).toEqual({ language: 'en', kind: 'article' })
})

test("an original landing page is its own variant; a variant names its original as the slug and itself as the variant", () => {
  expect(pageProps('/lp/offer/', LANDING)).toEqual({ language: 'en', kind: 'landing', slug: 'offer', campaign: 'offer-2026q4', variant: 'offer' })
  expect(pageProps('/ar/lp/offer-b/', LANDING)).toEqual({ language: 'ar', kind: 'landing', slug: 'offer', campaign: 'offer-2026q4', variant: 'offer-b' })
})
