/**
 * Every kind of landing block in the model has the component that draws it,
 * given that kind's own fields. The type checks below are the point: tsc
 * (`npm run typecheck`, which covers __tests__/) fails if one stops failing,
 * so a kind added to the model without a component, or a component wired to
 * the wrong kind, cannot pass unnoticed.
 */
import { render, screen } from '@testing-library/react'
import { BLOCK_COMPONENTS, type BlockComponents } from '../../../src/components/landing/block-map'
import type { LandingBlock } from '../../../src/components/landing/block-props'
import LandingPage from '../../../src/components/landing/landing-page-view'
import { BLOCK_TYPES, type LandingBlockType } from '../../../src/lib/content/landing-model'
import { onPage } from '../../support/page-copy'

test('the map names a component for every kind of block the model has, and for no other', () => {
  expect(Object.keys(BLOCK_COMPONENTS).sort()).toEqual([...BLOCK_TYPES].sort())
})

test('a kind of block without a component fails type-checking', () => {
  const withoutCta: Omit<BlockComponents, 'cta'> = BLOCK_COMPONENTS
  // @ts-expect-error the call to action has no component
  const incomplete: BlockComponents = { ...withoutCta }
  // A kind added to the model (here 'video') and to no map:
  // @ts-expect-error 'video' has no component
  const withNewKind: { [K in LandingBlockType | 'video']: unknown } = BLOCK_COMPONENTS
  expect([incomplete, withNewKind]).toHaveLength(2)
})

test("a component given another kind's fields fails type-checking", () => {
  // @ts-expect-error the benefits block draws titles and texts, not questions and answers
  const swapped: BlockComponents = { ...BLOCK_COMPONENTS, faq: BLOCK_COMPONENTS.benefits }
  expect(swapped.faq).toBe(BLOCK_COMPONENTS.benefits)
})

test('a required field cannot be left out of a block, an optional one can', () => {
  const hero: LandingBlock<'hero'> = { type: 'hero', heading: 'Know where you stand', pitch: 'A strategist looks with you.' }
  // @ts-expect-error a hero's pitch is required
  const noPitch: LandingBlock<'hero'> = { type: 'hero', heading: 'Know where you stand' }
  expect([hero, noPitch]).toHaveLength(2)
})

test('each block is drawn by its own component, in the order of the page', () => {
  const blocks: LandingBlock[] = [
    { type: 'hero', heading: 'Know where your marketing stands', pitch: 'A strategist looks at your numbers with you.' },
    { type: 'stats', items: [{ value: '20%', label: 'more calls' }] },
    { type: 'faq', heading: 'What owners ask', items: [{ question: 'Is it really free?', answer: 'Yes.' }] },
    { type: 'form', heading: 'Book your free evaluation', intro: 'Leave your name and number.', button: 'Book my evaluation' },
  ]
  render(onPage(<LandingPage slug="free-evaluation" campaign="free-evaluation-2026q4" blocks={blocks} steps={[]} />, 'en', '/lp/free-evaluation/'))
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Know where your marketing stands')
  expect(screen.getByText('20%')).toBeInTheDocument()
  expect(screen.getByText('Is it really free?').closest('details')).toBeInTheDocument()
  expect(screen.getByRole('region', { name: 'Book your free evaluation' })).toBeInTheDocument()
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['What owners ask', 'Book your free evaluation'])
})
