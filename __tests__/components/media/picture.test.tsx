/**
 * The one <picture> every sharp-resized image is drawn with: the cover that
 * is the page's largest paint is fetched first, cards as they scroll in.
 */
import { render, screen } from '@testing-library/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import SharpPicture from '../../../src/components/media/picture'

const image = (layout: IGatsbyImageData['layout'], width: number, height: number): IGatsbyImageData => ({
  layout,
  width,
  height,
  images: {
    fallback: { src: '/static/a/640/cover.webp', srcSet: '/static/a/640/cover.webp 640w,\n/static/a/1280/cover.webp 1280w', sizes: '(min-width: 640px) 640px, 100vw' },
    sources: [],
  },
})

const cover = image('constrained', 640, 400)

test('an image keeps its width and height, so its box is reserved before it loads', () => {
  render(<SharpPicture image={cover} alt="A funnel of dots" />)
  const img = screen.getByRole('img', { name: 'A funnel of dots' })
  expect(img).toHaveAttribute('width', '640')
  expect(img).toHaveAttribute('height', '400')
  expect(img).toHaveAttribute('srcset', cover.images.fallback?.srcSet)
  expect(img.closest('picture')).not.toBeNull()
})

test('a card loads as it scrolls into view', () => {
  render(<SharpPicture image={cover} alt="" />)
  const img = screen.getByRole('presentation')
  expect(img).toHaveAttribute('loading', 'lazy')
  expect(img).not.toHaveAttribute('fetchpriority')
})

test("the page's largest image is fetched at once, first", () => {
  render(<SharpPicture image={cover} alt="Cover" priority="high" />)
  const img = screen.getByRole('img', { name: 'Cover' })
  expect(img).toHaveAttribute('loading', 'eager')
  expect(img).toHaveAttribute('fetchpriority', 'high')
})

test('a cover or a card fills the width of its box', () => {
  render(<SharpPicture image={cover} alt="Cover" />)
  expect(getComputedStyle(screen.getByRole('img', { name: 'Cover' })).width).toBe('100%')
})
