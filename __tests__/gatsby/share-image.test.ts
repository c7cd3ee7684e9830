/**
 * @jest-environment node
 *
 * Each language's share card: the tagline starts at the reading side, the
 * left edge in English and the right edge in Arabic.
 */
import { shareImageSvg } from '../../gatsby/seo/draw-share-images'
import { SHARE_IMAGE } from '../../src/lib/head/share-image'
import arabic from '../../content/ar/layout.json'
import english from '../../content/en/layout.json'

const MARGIN = 80

test('the English tagline starts at the left margin', () => {
  const svg = shareImageSvg({ tagline: english.tagline, dir: 'ltr' })
  expect(svg).not.toContain('text-anchor')
  expect(svg).toContain(`<tspan x="${MARGIN}"`)
})

test('the Arabic tagline ends its lines at the right margin, so it reads from the right edge', () => {
  const svg = shareImageSvg({ tagline: arabic.tagline, dir: 'rtl' })
  expect(svg).toContain('text-anchor="end"')
  expect(svg).toContain(`<tspan x="${SHARE_IMAGE.width - MARGIN}"`)
  expect(svg).toContain(arabic.tagline.split(' ')[0])
})
