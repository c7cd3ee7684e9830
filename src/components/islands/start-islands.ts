/**
 * The one script a built page runs (gatsby/browser/islands.ts builds it;
 * the loader gatsby/browser/paint-first.ts writes runs it after the first
 * paint). Gatsby's own runtime is not loaded: it would hydrate the whole
 * page, the static text included, which cost a phone 100-500 ms of long
 * tasks on every page view (issue 29). Instead each island
 * (components/islands/islands.ts) starts on its own, when it is needed:
 * - `visible`: as it comes within a screen's height of the viewport, or
 *   when the visitor points at it or moves the focus into it first;
 * - `idle`: once the browser is idle, or at the first touch or focus.
 * A button pressed before its island has started (the menu's, tapped while
 * the code is still on its way) is pressed again once it has: a link or a
 * form's submit button works without the island, and is left alone.
 * The first island to start fetches the islands' components (islands.ts),
 * React and the page's data (Gatsby's page-data.json, for the copy every
 * page shares); each then hydrates. Links between pages are ordinary links.
 *
 * It also keeps the visit's first page in this tab for the lead it may
 * bring (no cookie; nothing is sent until the visitor sends the form).
 */
import type { ComponentType } from 'react'
import { ISLAND_ATTRIBUTES } from './island-attributes'
import type { PageData } from './hydrate-island'
import { rememberVisit } from '../../lib/attribution/attribution-store'
import { isLocale, localizedPath } from '../../lib/i18n/locales'

/** How far below the viewport a `visible` island starts: the chunk arrives before the visitor does. */
const VISIBLE_MARGIN = '100% 0px'

/** Gatsby's address of a page's data (its page-data.json). */
const pageDataUrl = (pagePath: string) => `/page-data/${pagePath === '/' ? 'index' : pagePath.replace(/^\/|\/$/g, '')}/page-data.json`

let pageData: Promise<PageData> | undefined

/** The page's data, fetched once; a not-found page (served at any address) has its language's /404/ data. */
function loadPageData(): Promise<PageData> {
  const read = (path: string) => fetch(pageDataUrl(path)).then((response) => (response.ok ? (response.json() as Promise<{ result: PageData }>) : Promise.reject(new Error(`${response.status}`))))
  const lang = document.documentElement.lang
  pageData ??= read(window.location.pathname)
    .catch(() => read(localizedPath('/404/', isLocale(lang) ? lang : 'en')))
    .then(({ result }) => result)
  return pageData
}

/**
 * Keeps the last button (`type="button"`: one that does nothing without
 * its script) pressed in the island before it starts. `stop` ends the
 * watch once React listens itself (it replays a press made while it
 * hydrates); `pressAgain` presses the kept one once React has committed.
 */
function keepEarlyPress(element: HTMLElement) {
  let pressed: HTMLButtonElement | undefined
  const keep = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null
    if (button instanceof HTMLButtonElement && element.contains(button)) pressed = button
  }
  element.addEventListener('click', keep)
  return {
    stop: () => element.removeEventListener('click', keep),
    pressAgain: () => {
      pressed?.click()
      pressed = undefined
    },
  }
}

async function start(element: HTMLElement, early: ReturnType<typeof keepEarlyPress>) {
  const name = element.getAttribute(ISLAND_ATTRIBUTES.name) ?? ''
  const [{ ISLANDS }, { hydrateIsland }, page] = await Promise.all([import('./islands'), import('./hydrate-island'), loadPageData()])
  if (!Object.hasOwn(ISLANDS, name)) return
  const { component } = ISLANDS[name as keyof typeof ISLANDS]
  early.stop()
  hydrateIsland(element, component as ComponentType<object>, JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as object, page, early.pressAgain)
}

/** Calls `go` once, at the first of the events that mean the visitor is reaching for the element. */
function onFirstReach(element: HTMLElement, go: () => void) {
  // Events that bubble: the island's element has no box of its own (island.tsx).
  const events = ['pointerover', 'touchstart', 'focusin'] as const
  const once = () => {
    events.forEach((type) => element.removeEventListener(type, once))
    go()
  }
  events.forEach((type) => element.addEventListener(type, once, { passive: true }))
}

function schedule(element: HTMLElement) {
  let started = false
  const early = keepEarlyPress(element)
  const go = () => {
    if (started) return
    started = true
    observer?.disconnect()
    void start(element, early)
  }
  let observer: IntersectionObserver | undefined
  onFirstReach(element, go)
  if (element.getAttribute(ISLAND_ATTRIBUTES.hydrate) === 'visible' && 'IntersectionObserver' in window) {
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), { rootMargin: VISIBLE_MARGIN })
    // The element has no box (display: contents); its first child has.
    observer.observe(element.firstElementChild ?? element)
  } else if ('requestIdleCallback' in window) {
    requestIdleCallback(go, { timeout: 2000 })
  } else {
    setTimeout(go, 200)
  }
}

rememberVisit()
document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`).forEach(schedule)
