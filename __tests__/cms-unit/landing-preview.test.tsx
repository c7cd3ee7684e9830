/**
 * The CMS preview of a landing page draws the site's own landing page from
 * the entry as it is being edited: its blocks in the order they are in the
 * list, the hero's heading as the page's one h1, the program's steps from the
 * saved steps, the form's button in the reduced header, and the page in the
 * direction of the language being edited.
 */
import { render, screen, within } from '@testing-library/react'
import { fromJS } from 'immutable'
import LandingPreview from '../../src/cms/landing-preview'
import stepsAr from '../../content/ar/steps.json'

const entryOf = (data: Record<string, unknown>) => fromJS({ slug: 'cms-preview', data }) as unknown as { getIn: (path: string[]) => unknown }

const ENGLISH = {
  title: 'Free evaluation',
  campaign: 'free-evaluation-2026q4',
  blocks: [
    { type: 'hero', heading: 'Know where your marketing stands', pitch: 'A strategist looks at your numbers with you.' },
    { type: 'form', heading: 'Book your free evaluation', intro: 'Leave your name and number.', button: 'Book my evaluation' },
    { type: 'faq', heading: 'What owners ask', items: [{ question: 'Is it really free?', answer: 'Yes.' }] },
  ],
}

test('the preview draws the blocks in the order of the list, with the page header and its one form button', () => {
  render(<LandingPreview entry={entryOf(ENGLISH)} document={document} locale="en" getAsset={() => undefined} />)
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Know where your marketing stands')
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
  expect(headings.indexOf('Book your free evaluation')).toBeLessThan(headings.indexOf('What owners ask'))
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Book my evaluation' })).toBeInTheDocument()
  expect(document.documentElement).toHaveAttribute('dir', 'ltr')
})

test('an Arabic page is previewed right to left, with the Arabic steps in its program block', () => {
  const arabic = {
    campaign: 'free-evaluation-2026q4',
    blocks: [
      { type: 'hero', heading: 'اعرف أين يقف تسويقك', pitch: 'يراجع معك خبير أرقامك.', form: true, formButton: 'احجز تقييمي' },
      { type: 'program', heading: 'البرنامج' },
    ],
  }
  render(<LandingPreview entry={entryOf(arabic)} document={document} locale="ar" getAsset={() => undefined} />)
  expect(document.documentElement).toHaveAttribute('dir', 'rtl')
  expect(document.documentElement).toHaveAttribute('lang', 'ar')
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('اعرف أين يقف تسويقك')
  expect(screen.getByRole('heading', { level: 3, name: stepsAr.steps[0].title })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'احجز تقييمي' })).toBeInTheDocument()
})

test('a block just added, its fields still empty, is drawn empty rather than breaking the preview', () => {
  render(<LandingPreview entry={entryOf({ blocks: [{ type: 'hero' }, { type: 'stats' }, { type: 'quotes', items: [{}] }] })} document={document} locale="en" getAsset={() => undefined} />)
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
})
