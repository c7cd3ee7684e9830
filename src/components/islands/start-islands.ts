/**
 * The script a page runs (gatsby/browser/build-islands.ts builds it; the inline
 * loader, loader.ts, adds it after the first paint), in `gatsby develop` as
 * in a build. Gatsby's own runtime is not loaded: it would hydrate the
 * whole page, the static text included, which cost a phone 100-500 ms of
 * long tasks on every page view (issue 29). Instead each island
 * (island-registry.ts) starts on its own, when it is needed:
 * - `visible`: as it comes into view, or when the visitor points at it or
 *   moves the focus into it first;
 * - `idle`: once the browser is idle, or at the first touch or focus;
 * - with a `media` query, only while it matches (a menu wide screens hide
 *   starts nothing there), or at the visitor's first reach for it.
 * A button pressed before its island has started (the menu's, tapped while
 * the code is still on its way) is pressed again once it has, and so is a
 * link within the page (the evaluation link: it scrolled at once, and its
 * island then puts the cursor in the form); a link to another page or a
 * form's submit button works without the island, and is left alone.
 *
 * An island has everything it needs in its element (island.tsx): its
 * props and the page's context. Starting, it fetches its own component's
 * chunk, React (hydrate-island.tsx) and its language's copy file (the
 * header, footer and form words, one hashed JSON file per language, cached
 * for every page). Nothing else is asked of the server; links between
 * pages are ordinary links. An unknown island, or a chunk or copy that
 * fails to arrive, is reported on the console and leaves the server's HTML
 * as it is.
 *
 * It also keeps the visit's first page in this tab for the lead it may
 * bring (no cookie; nothing is sent until the visitor sends the form), and,
 * when the build has analytics, starts the page-view tracker
 * (../../lib/analytics/page-view-tracker.ts) in a chunk of its own.
 */
import { COPY_FILES } from './copy-files'
import { ISLAND_ATTRIBUTES } from '../../lib/islands/island-attributes'
import { ISLANDS, isIslandName } from './island-registry'
import type { IslandPage } from './island'
import type { LayoutCopy, FormCopy, PageCopy } from '../i18n/page-copy'
import { rememberVisit } from '../../lib/attribution/attribution-store'
import { isLocale } from '../../lib/i18n/locales'

/** Whether the build has analytics (PLAUSIBLE_DOMAIN): gatsby/browser/build-islands.ts defines it. */
declare const __PAGE_VIEWS__: boolean

/**
 * A `visible` island starts once any of it is on screen, not before: a
 * form just below the fold (158 px on /ourservices/ at 1280 x 800) costs a
 * visitor who never scrolls to it nothing. Its server HTML works without
 * the island meanwhile (a form posts, a link leads), and a visitor who
 * reaches for it first starts it then.
 */
const VISIBLE_MARGIN = '0px'

type Copy = { layout: LayoutCopy; form: FormCopy }

const copies = new Map<string, Promise<Copy>>()

/** A language's shared copy, fetched once per page (and cached by the browser across pages: its name changes with it). */
function loadCopy(locale: keyof typeof COPY_FILES): Promise<Copy> {
  const address = COPY_FILES[locale]
  let copy = copies.get(address)
  if (!copy) {
    copy = fetch(address).then((response) => (response.ok ? (response.json() as Promise<Copy>) : Promise.reject(new Error(`${address}: ${response.status}`))))
    // A failed fetch is not kept: the next island to start asks again.
    copy.catch(() => copies.delete(address))
    copies.set(address, copy)
  }
  return copy
}

/** The page's context, as island.tsx wrote it on the island's element. */
function pageOf(element: HTMLElement): IslandPage {
  const page = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.page) ?? 'null') as Partial<IslandPage> | null
  if (!page || !isLocale(page.locale) || typeof page.originalPath !== 'string') throw new Error(`the island has no page context in ${ISLAND_ATTRIBUTES.page}`)
  return page as IslandPage
}

/**
 * Keeps the last button (`type="button"`: one that does nothing without
 * its script) or link within the page pressed in the island before it
 * starts. `stop` ends the watch once React listens itself (it replays a
 * press made while it hydrates); `pressAgain` presses the kept one once
 * React has committed.
 */
function keepEarlyPress(element: HTMLElement) {
  let pressed: HTMLElement | undefined
  let focusedId = ''
  const keep = (event: Event) => {
    // A link within the page scrolls by itself, but what its island adds (the evaluation link focuses the form's name field) waits.
    const control = event.target instanceof Element ? event.target.closest('button[type="button"], a[href^="#"]') : null
    if (control instanceof HTMLElement && element.contains(control)) pressed = control
  }
  // A field focused while the island starts (the evaluation link focuses the name) keeps its focus.
  const keepFocus = (event: Event) => void (focusedId = event.target instanceof HTMLElement ? event.target.id : '')
  element.addEventListener('click', keep)
  element.addEventListener('focusin', keepFocus)
  return {
    stop: () => element.removeEventListener('click', keep),
    pressAgain: () => {
      element.removeEventListener('focusin', keepFocus)
      pressed?.click()
      pressed = undefined
      if (focusedId && !element.contains(document.activeElement)) document.getElementById(focusedId)?.focus({ preventScroll: true })
    },
  }
}

async function start(element: HTMLElement, name: keyof typeof ISLANDS, early: ReturnType<typeof keepEarlyPress>) {
  try {
    const page = pageOf(element)
    const [{ default: component }, { hydrateIsland }, copy] = await Promise.all([ISLANDS[name].load(), import('./hydrate-island'), loadCopy(page.locale)])
    const props = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as object
    const pageCopy: PageCopy = { adPlatforms: [], ...page, ...copy }
    early.stop()
    hydrateIsland(element, component as React.ComponentType<object>, props, pageCopy, early.pressAgain)
  } catch (error) {
    console.error(`The ${name} island did not start: its code or copy did not arrive (the page keeps the server's HTML).`, error)
  }
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

/** Calls `go` once the island should start by itself: in view (`visible`) or when the browser is idle. */
function onItsOwn(element: HTMLElement, go: () => void) {
  if (element.getAttribute(ISLAND_ATTRIBUTES.hydrate) === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        go()
      },
      { rootMargin: VISIBLE_MARGIN },
    )
    // The element has no box (display: contents); its first child has.
    observer.observe(element.firstElementChild ?? element)
  } else if ('requestIdleCallback' in window) {
    requestIdleCallback(go, { timeout: 2000 })
  } else {
    setTimeout(go, 200)
  }
}

/** Calls `go` once `media` matches (now or later); without a query, at once. */
function whileMatching(media: string | undefined, go: () => void) {
  if (media === undefined) return go()
  const query = window.matchMedia(media)
  if (query.matches) return go()
  const change = () => {
    if (!query.matches) return
    query.removeEventListener('change', change)
    go()
  }
  query.addEventListener('change', change)
}

function schedule(element: HTMLElement) {
  const name = element.getAttribute(ISLAND_ATTRIBUTES.name) ?? ''
  if (!isIslandName(name)) {
    console.error(`No island named "${name}" (components/islands/island-registry.ts names ${Object.keys(ISLANDS).join(', ')}): it stays the server's HTML.`, element)
    return
  }
  let started = false
  const early = keepEarlyPress(element)
  const go = () => {
    if (started) return
    started = true
    void start(element, name, early)
  }
  onFirstReach(element, go)
  whileMatching(ISLANDS[name].media, () => onItsOwn(element, go))
}

rememberVisit()
document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`).forEach(schedule)
if (__PAGE_VIEWS__) {
  import('./page-views').catch((error: unknown) => console.error('The page-view tracker did not arrive.', error))
}
