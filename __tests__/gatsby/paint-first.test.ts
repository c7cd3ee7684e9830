/**
 * @jest-environment node
 *
 * The built pages run the islands' script, not Gatsby's runtime, and only
 * once the page's text is on screen and its files have loaded
 * (gatsby/browser/paint-first.ts), when the head's tags kept for after the
 * paint (the manifest's link) are opened too: the inline loader is run
 * against a stand-in browser.
 */
import { paintFirst } from '../../gatsby/browser/paint-first'

const ISLANDS = '/static/islands/islands-ABC.js'
const RUNTIME_DATA = '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script>window.___webpackCompilationHash="123";</script>'
const PAGE_PATH = '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/ourstory/";/*]]>*/</script>'
const BUNDLES = '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>'
const ANNOUNCER = '<div id="gatsby-announcer" style="position:absolute" aria-live="assertive" aria-atomic="true"></div>'
const PAGE = `<html><head><title data-gatsby-head="true">Our story</title></head><body><main>Text</main>${ANNOUNCER}${PAGE_PATH}${RUNTIME_DATA}${BUNDLES}</body></html>`

type Observer = { callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void; disconnected: boolean }
type Appended = { src: string; type: string }
/** The manifest's link as the head's template keeps it (gatsby-ssr.tsx), and where the loader puts it. */
const MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest">'

/** Runs the page's inline loader in a stand-in window; returns what it appends and a way to report paints. */
function runLoader({ paintTiming = true, loaded = true } = {}) {
  const html = paintFirst(PAGE, ISLANDS)
  const [, source, loader] = /<script data-islands="([^"]*)">([\s\S]*)<\/script>/.exec(html)!
  const appended: Appended[] = []
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
  const opened: string[] = []
  const template = { content: MANIFEST_LINK, replaceWith: (content: string) => opened.push(content) }
  const onLoad: (() => void)[] = []
  const window = { PerformanceObserver: FakeObserver, addEventListener: (type: string, listener: () => void) => type === 'load' && onLoad.push(listener) }
  const document = {
    readyState: loaded ? 'complete' : 'interactive',
    currentScript: { getAttribute: (name: string) => (name === 'data-islands' ? source : null) },
    createElement: () => ({ src: '', type: '' }),
    head: { appendChild: (element: Appended) => appended.push({ ...element }) },
    // The one template the head holds, found only by the attribute gatsby-ssr.tsx writes.
    querySelectorAll: (selector: string) => (selector === 'template[data-after-paint]' && opened.length === 0 ? [template] : []),
  }
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', loader)(window, document, (frame: () => void) => frames.push(frame), setTimeout)
  const paint = (...names: string[]) =>
    observers.forEach((observer) =>
      observer.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, { disconnect: () => (observer.disconnected = true) }),
    )
  const load = () => {
    document.readyState = 'complete'
    onLoad.forEach((listener) => listener())
  }
  return { html, appended, opened, paint, load, frames, observers }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

test("Gatsby's runtime leaves the page: its bundles, its data and the pagePath script become one inline loader", () => {
  const { html } = runLoader()
  expect(html).not.toContain('<script src=')
  expect(html).not.toContain('___chunkMapping')
  expect(html).not.toContain('pagePath')
  expect(html.match(/<script/g)).toHaveLength(1)
  expect(html).toContain(`<script data-islands="${ISLANDS}">`)
  expect(html).toContain('<main>Text</main>')
})

test("what only Gatsby's runtime reads leaves too: its route announcer and its head tags' marker", () => {
  const { html } = runLoader()
  expect(html).not.toContain('gatsby-announcer')
  expect(html).not.toContain('data-gatsby-head')
  expect(html).toContain('<title>Our story</title>')
})

test("the islands' script starts, as a module, and the manifest's link is opened, only once the first contentful paint is on screen", () => {
  const { appended, opened, paint, observers } = runLoader()
  paint('first-paint')
  jest.advanceTimersByTime(0)
  expect(appended).toEqual([])
  expect(opened).toEqual([])

  paint('first-paint', 'first-contentful-paint')
  expect(appended).toEqual([])
  jest.advanceTimersByTime(0)
  expect(appended).toEqual([{ src: ISLANDS, type: 'module' }])
  expect(opened).toEqual([MANIFEST_LINK])
  expect(observers[0].disconnected).toBe(true)

  jest.advanceTimersByTime(1000)
  expect(appended).toHaveLength(1)
  expect(opened).toHaveLength(1)
})

test('a page still loading its files (an image painting after the text) starts it once they have loaded', () => {
  const { appended, opened, paint, load } = runLoader({ loaded: false })
  paint('first-paint', 'first-contentful-paint')
  jest.advanceTimersByTime(500)
  expect(appended).toEqual([])
  expect(opened).toEqual([])
  load()
  jest.advanceTimersByTime(0)
  expect(appended).toEqual([{ src: ISLANDS, type: 'module' }])
  expect(opened).toEqual([MANIFEST_LINK])
})

test('a page whose files are slow to load starts it a second after it began', () => {
  const { appended, paint } = runLoader({ loaded: false })
  paint('first-paint', 'first-contentful-paint')
  jest.advanceTimersByTime(999)
  expect(appended).toEqual([])
  jest.advanceTimersByTime(1)
  expect(appended).toEqual([{ src: ISLANDS, type: 'module' }])
})

test('without paint timing it starts a frame after the first one', () => {
  const { appended, opened, frames } = runLoader({ paintTiming: false })
  expect(frames).toHaveLength(1)
  frames[0]()
  jest.advanceTimersByTime(0)
  expect(appended).toEqual([{ src: ISLANDS, type: 'module' }])
  expect(opened).toEqual([MANIFEST_LINK])
})

test('a page that never paints (a background tab) still starts it after a second', () => {
  const { appended, opened } = runLoader()
  jest.advanceTimersByTime(999)
  expect(appended).toEqual([])
  expect(opened).toEqual([])
  jest.advanceTimersByTime(1)
  expect(appended).toHaveLength(1)
  expect(opened).toHaveLength(1)
})

test("a page an earlier build rewrote (Gatsby's slice stitched again) gets this build's script", () => {
  const earlier = paintFirst(PAGE, '/static/islands/islands-OLD.js')
  const again = paintFirst(earlier, ISLANDS)
  expect(again).toBe(paintFirst(PAGE, ISLANDS))
  expect(again).not.toContain('OLD')
})
