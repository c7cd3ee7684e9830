/**
 * What starts an island (src/components/islands/triggers.ts), as its
 * element's attributes say: the visitor's first touch (a focus, a press, a
 * key), never a pointer passing over it or a scroll past it; its coming on
 * screen; the browser's idle time; its media query matching. An island
 * starts once, at the first of its triggers.
 */
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils'
import { onFirstTrigger, triggersOf, TRIGGERS } from '../../../src/components/islands/triggers'
import { setMediaQuery } from '../../support/media'

/** An island's element as island.tsx writes it, with a field and a button in it. */
function island(attributes: Record<string, string> = {}) {
  const element = document.createElement('div')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.innerHTML = '<form><input name="name"><button type="submit">Send</button></form>'
  document.body.append(element)
  return element
}

// jsdom has no PointerEvent: a MouseEvent of the same type is what a listener sees.
afterEach(() => (document.body.innerHTML = ''))

test.each([
  ['a field is focused', (element: HTMLElement) => element.querySelector('input')!.focus()],
  ['a pointer is pressed on the form', (element: HTMLElement) => element.querySelector('form')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))],
  ['a finger touches the button', (element: HTMLElement) => element.querySelector('button')!.dispatchEvent(new Event('touchstart', { bubbles: true }))],
  ['a key is typed in a field', (element: HTMLElement) => element.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }))],
])('interaction: the island starts when %s, once', (_case, touch) => {
  const element = island()
  const go = jest.fn()
  TRIGGERS.interaction(element, go)
  touch(element)
  touch(element)
  element.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }))
  expect(go).toHaveBeenCalledTimes(1)
})

test('interaction: a pointer passing over, a scroll or a click elsewhere on the page does not start it', () => {
  const element = island()
  const outside = document.createElement('input')
  document.body.append(outside)
  const go = jest.fn()
  TRIGGERS.interaction(element, go)
  element.querySelector('form')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }))
  element.querySelector('form')!.dispatchEvent(new MouseEvent('pointerenter'))
  window.dispatchEvent(new Event('scroll'))
  outside.focus()
  outside.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
  expect(go).not.toHaveBeenCalled()
})

test('visible: the island starts once it comes on screen', () => {
  const element = island()
  const go = jest.fn()
  TRIGGERS.visible(element, go)
  mockAllIsIntersecting(false)
  expect(go).not.toHaveBeenCalled()
  mockAllIsIntersecting(true)
  expect(go).toHaveBeenCalledTimes(1)
})

test('idle: the island starts once the browser has nothing else to do', () => {
  jest.useFakeTimers()
  try {
    const go = jest.fn()
    TRIGGERS.idle(island(), go)
    expect(go).not.toHaveBeenCalled()
    jest.runAllTimers()
    expect(go).toHaveBeenCalledTimes(1)
  } finally {
    jest.useRealTimers()
  }
})

test('media: the island starts when the query in its data-media attribute matches, now or later', () => {
  const query = '(max-width: 767.98px)'
  const later = jest.fn()
  TRIGGERS.media(island({ 'data-media': query }), later)
  expect(later).not.toHaveBeenCalled()
  setMediaQuery(query, true)
  expect(later).toHaveBeenCalledTimes(1)
  const now = jest.fn()
  TRIGGERS.media(island({ 'data-media': query }), now)
  expect(now).toHaveBeenCalledTimes(1)
})

test('the triggers are read from data-hydrate; the island starts at the first of them, once; an unknown name is told apart', () => {
  const element = island({ 'data-hydrate': 'interaction  media hover', 'data-media': '(min-width: 1px)' })
  const { triggers, unknown } = triggersOf(element)
  expect(triggers).toEqual(['interaction', 'media'])
  expect(unknown).toEqual(['hover'])
  const go = jest.fn()
  onFirstTrigger(element, triggers, go)
  expect(go).not.toHaveBeenCalled()
  element.querySelector('input')!.focus()
  setMediaQuery('(min-width: 1px)', true)
  expect(go).toHaveBeenCalledTimes(1)
})
