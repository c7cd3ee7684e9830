/**
 * What starts an island, one small function each: island.tsx writes an
 * island's triggers (from its entry in island-table.ts) in its
 * `data-hydrate` attribute, and the island starts at the first of them to
 * fire (start-islands.ts). Each calls `go` at most once.
 * - `interaction`: the visitor touches it: focuses a field in it, presses a
 *   pointer on it, or types in it (or a field in it has the focus already). Passing over it, or scrolling past, does
 *   not count: a visitor who only reads never downloads it.
 * - `visible`: any of it comes on screen.
 * - `idle`: the browser has nothing else to do.
 * - `media`: the media query in its `data-media` attribute matches, now or later.
 */
import { ISLAND_ATTRIBUTES } from '../../lib/islands/island-attributes'

type Trigger = (element: HTMLElement, go: () => void) => void

/** The events a touch starts with; all bubble up to the island's element, which has no box of its own (island.tsx). */
export const TOUCH_EVENTS = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'input'] as const

const interaction: Trigger = (element, go) => {
  // A field focused before the page's script arrived (the visitor was quick, or the network slow).
  if (element.contains(document.activeElement)) return go()
  const once = () => {
    TOUCH_EVENTS.forEach((type) => element.removeEventListener(type, once, true))
    go()
  }
  // Captured: the island starts before any handler of the page's own has seen the event.
  TOUCH_EVENTS.forEach((type) => element.addEventListener(type, once, { capture: true, passive: true }))
}

const visible: Trigger = (element, go) => {
  if (!('IntersectionObserver' in window)) return go()
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return
    observer.disconnect()
    go()
  })
  // The element has no box (display: contents); its first child has.
  observer.observe(element.firstElementChild ?? element)
}

const idle: Trigger = (_element, go) => {
  if ('requestIdleCallback' in window) requestIdleCallback(go, { timeout: 2000 })
  else setTimeout(go, 200)
}

const media: Trigger = (element, go) => {
  const query = window.matchMedia(element.getAttribute(ISLAND_ATTRIBUTES.media) ?? 'not all')
  if (query.matches) return go()
  const change = () => {
    if (!query.matches) return
    query.removeEventListener('change', change)
    go()
  }
  query.addEventListener('change', change)
}

export const TRIGGERS = { interaction, visible, idle, media } satisfies Record<string, Trigger>

export type TriggerName = keyof typeof TRIGGERS

export const isTriggerName = (name: string): name is TriggerName => Object.hasOwn(TRIGGERS, name)

/** The island's triggers, as its `data-hydrate` attribute names them (space apart); `unknown`: names no trigger has. */
export function triggersOf(element: HTMLElement): { triggers: TriggerName[]; unknown: string[] } {
  const names = (element.getAttribute(ISLAND_ATTRIBUTES.hydrate) ?? '').split(/\s+/).filter(Boolean)
  return { triggers: names.filter(isTriggerName), unknown: names.filter((name) => !isTriggerName(name)) }
}

/** Calls `go` once, at the first of the element's triggers to fire. */
export function onFirstTrigger(element: HTMLElement, triggers: readonly TriggerName[], go: () => void) {
  let fired = false
  const once = () => {
    if (fired) return
    fired = true
    go()
  }
  triggers.forEach((name) => TRIGGERS[name](element, once))
}
