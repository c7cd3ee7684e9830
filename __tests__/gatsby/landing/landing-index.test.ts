/**
 * @jest-environment node
 *
 * The build writes the index of the published landing pages, with their
 * campaign and variants, for the contact function (gatsby/landing/landing-index.ts):
 * drafts and pages of other types are left out, a variant is listed under
 * its original in its own language, and the function's check reads it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Node } from 'gatsby'
import { writeLandingIndex } from '../../../gatsby/landing/landing-index'
import { LANDING } from '../../../src/lib/content/landing'
import { isPublishedLanding, landingIndexOf, type LandingIndex } from '../../../src/lib/landing/landing-index'

const node = (locale: string, slug: string, campaign: string, extra: { published?: boolean; variantOf?: string } = {}) =>
  ({ id: `${locale}-${slug}`, internal: { type: LANDING.type.name }, fields: { locale, slug, published: extra.published ?? true }, campaign, variantOf: extra.variantOf ?? null }) as unknown as Node

const NODES = [
  node('en', 'offer', 'offer-2026q4'),
  node('ar', 'offer', 'offer-2026q4'),
  node('en', 'offer-b', 'offer-2026q4', { variantOf: 'offer' }),
  node('ar', 'offer-b', 'offer-2026q4', { variantOf: 'offer' }),
  // A variant still in draft, and one in English only.
  node('en', 'offer-c', 'offer-2026q4', { variantOf: 'offer', published: false }),
  node('en', 'offer-d', 'offer-2026q4', { variantOf: 'offer' }),
  node('en', 'summer', 'summer-2027', { published: false }),
]

function written(nodes: Node[]): LandingIndex {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'landing-index-')), 'netlify', 'published-landing-pages.json')
  const verbose = jest.fn()
  writeLandingIndex({ getNodesByType: (type: string) => (type === LANDING.type.name ? nodes : []), reporter: { verbose } } as unknown as Parameters<typeof writeLandingIndex>[0], file)
  expect(verbose).toHaveBeenCalledWith(expect.stringMatching(/^Landing pages: \d+ published pages written to /))
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

test('the published pages, each language apart, with the variants published in that language; no draft', () => {
  expect(written(NODES)).toEqual({
    pages: [
      { language: 'ar', slug: 'offer', campaign: 'offer-2026q4', variants: ['offer-b'] },
      { language: 'en', slug: 'offer', campaign: 'offer-2026q4', variants: ['offer-b', 'offer-d'] },
    ],
  })
})

test('no published page: an empty index, so every landing lead is kept without a page', () => {
  expect(written([])).toEqual({ pages: [] })
})

describe("the function's check against the index", () => {
  const index = landingIndexOf([
    { language: 'en', slug: 'offer', campaign: 'offer-2026q4' },
    { language: 'en', slug: 'offer-b', campaign: 'offer-2026q4', variantOf: 'offer' },
  ])

  test.each([
    ['the original', { slug: 'offer', campaign: 'offer-2026q4', variant: 'offer' }, 'en', true],
    ['the original, from a form without a variant', { slug: 'offer', campaign: 'offer-2026q4' }, 'en', true],
    ['its variant', { slug: 'offer', campaign: 'offer-2026q4', variant: 'offer-b' }, 'en', true],
    ['a variant that does not exist', { slug: 'offer', campaign: 'offer-2026q4', variant: 'offer-x' }, 'en', false],
    ['another campaign', { slug: 'offer', campaign: 'offer-2027', variant: 'offer' }, 'en', false],
    ['the variant named as the page', { slug: 'offer-b', campaign: 'offer-2026q4', variant: 'offer-b' }, 'en', false],
    ['another language', { slug: 'offer', campaign: 'offer-2026q4', variant: 'offer' }, 'ar', false],
    ['a page named like a property of every object', { slug: 'constructor', campaign: 'offer-2026q4' }, 'en', false],
  ])('%s: %p', (_case, origin, language, published) => {
    expect(isPublishedLanding(origin, language, index)).toBe(published)
  })
})
