/**
 * @jest-environment node
 *
 * The inline loader that starts Gatsby's bundles once the page's text is on
 * screen (gatsby/browser/paint-first.ts), run against a stand-in browser.
 */
import { paintFirst } from '../../gatsby/browser/paint-first'

const PAGE = '<html><body><main>Text</main><script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script></body></html>'

type Observer = { callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void; disconnected: boolean }

/** Runs the page's inline loader in a stand-in window; returns what it appends and a way to report paints. */
function runLoader({ paintTiming = true } = {}) {
  const html = paintFirst(PAGE)
  const [, loader] = /<script>([\s\S]*)<\/script>/.exec(html)!
  const appended: { src: string; async: boolean }[] = []
  const observers: Observer[] = []
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation']
    record: Observer
    constructor(callback: Observer['callback']) {
      this.record = { callback, disconnected: false }
      observers.push(this.record)
    }
    observe() {}
  }
  const frames: (() => void)[] = []
  const window = { PerformanceObserver: FakeObserver }
  const document = {
    createElement: () => ({ src: '', async: true }),
    body: { appendChild: (element: { src: string; async: boolean }) => appended.push({ ...element }) },
  }
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', loader)(window, document, (frame: () => void) => frames.push(frame), setTimeout)
  const paint = (...names: string[]) =>
    observers.forEach((observer) =>
      observer.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, { disconnect: () => (observer.disconnected = true) }),
    )
  return { html, appended, paint, frames, observers }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

test('the bundle tags become one inline loader', () => {
  const { html } = runLoader()
  expect(html).not.toContain('<script src=')
  expect(html.match(/<script>/g)).toHaveLength(1)
})

test('the bundles start, in order, only once the first contentful paint is on screen', () => {
  const { appended, paint, observers } = runLoader()
  paint('first-paint')
  jest.advanceTimersByTime(0)
  expect(appended).toEqual([])

  paint('first-paint', 'first-contentful-paint')
  expect(appended).toEqual([])
  jest.advanceTimersByTime(0)
  expect(appended).toEqual([
    { src: '/webpack-runtime-1.js', async: false },
    { src: '/framework-2.js', async: false },
    { src: '/app-3.js', async: false },
  ])
  expect(observers[0].disconnected).toBe(true)

  jest.advanceTimersByTime(1000)
  expect(appended).toHaveLength(3)
})

test('without paint timing they start a frame after the first one', () => {
  const { appended, frames } = runLoader({ paintTiming: false })
  expect(frames).toHaveLength(1)
  frames[0]()
  jest.advanceTimersByTime(0)
  expect(appended.map((script) => script.src)).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'])
})

test('a page that never paints (a background tab) still starts them after a second', () => {
  const { appended } = runLoader()
  jest.advanceTimersByTime(999)
  expect(appended).toEqual([])
  jest.advanceTimersByTime(1)
  expect(appended).toHaveLength(3)
})

test('scripts named first run before the bundles, in order', () => {
  const html = paintFirst(PAGE, ['/static/gatsby-runtime-data-1.js'])
  expect(html).toContain('s=["/static/gatsby-runtime-data-1.js","/webpack-runtime-1.js","/framework-2.js","/app-3.js"]')
})
