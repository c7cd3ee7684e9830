/**
 * The 5-step program list: always readable, and animated in by the page's
 * script (src/components/islands/reveal-on-scroll.ts) only for a visitor
 * who scrolls down to it and has not asked for reduced motion.
 */
import { render, screen, within } from '@testing-library/react'
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils'
import stepsFile from '../../../content/en/steps.json'
import ProgramSteps from '../../../src/components/home/program-steps'
import { revealOnScroll } from '../../../src/components/islands/reveal-on-scroll'
import { setMediaQuery } from '../../support/media'

const { steps } = stepsFile

/** Puts the list below the fold of jsdom's 768px-high window. */
const placeListAt = (top: number) =>
  jest.spyOn(HTMLOListElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect)

/** The list as the server drew it, then as the page's script finds it. */
function renderAndRun() {
  render(<ProgramSteps steps={steps} />)
  revealOnScroll(screen.getByRole('list'))
}

test('shows the five steps as an ordered list, in order', () => {
  render(<ProgramSteps steps={steps} />)
  const items = within(screen.getByRole('list')).getAllByRole('listitem')
  expect(screen.getByRole('list').tagName).toBe('OL')
  expect(items).toHaveLength(5)
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
    steps.map((step) => step.title),
  )
})

test('a list already on screen is shown as it is, without animation', () => {
  placeListAt(200)
  renderAndRun()
  expect(screen.getByRole('list')).toHaveAttribute('data-reveal', 'static')
})

test('a list below the fold waits hidden, then reveals when scrolled into view', () => {
  placeListAt(2000)
  renderAndRun()
  const list = screen.getByRole('list')
  expect(list).toHaveAttribute('data-reveal', 'hidden')
  mockAllIsIntersecting(true)
  expect(list).toHaveAttribute('data-reveal', 'shown')
})

test('once revealed, the list stays shown when scrolled away again', () => {
  placeListAt(2000)
  renderAndRun()
  mockAllIsIntersecting(true)
  mockAllIsIntersecting(false)
  expect(screen.getByRole('list')).toHaveAttribute('data-reveal', 'shown')
})

test('a visitor who prefers reduced motion always gets the static list', () => {
  setMediaQuery('(prefers-reduced-motion: reduce)', true)
  placeListAt(2000)
  renderAndRun()
  expect(screen.getByRole('list')).toHaveAttribute('data-reveal', 'static')
})

test('a browser without IntersectionObserver gets the static list', () => {
  // test-utils installs a mock before each test; take it away again.
  delete (window as Partial<typeof window>).IntersectionObserver
  placeListAt(2000)
  renderAndRun()
  expect(screen.getByRole('list')).toHaveAttribute('data-reveal', 'static')
})
