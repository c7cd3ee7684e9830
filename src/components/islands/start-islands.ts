/**
 * The script a page runs (gatsby/browser/build-islands.ts builds it; the inline
 * loader, loader.ts, adds it after the first paint), in `gatsby develop` as
 * in a build. Gatsby's own runtime is not loaded: it would hydrate the
 * whole page, the static text included, which cost a phone 100-500 ms of
 * long tasks on every page view (issue 29). It is small, and does four things:
 * - it schedules each island (island.tsx) to start at the first of its
 *   triggers (triggers.ts: every island's today is the visitor's first
 *   touch), keeping what the visitor does before it has started
 *   (early-press.ts), then starts it (start-island.ts);
 * - it reveals the lists marked for it as they are scrolled to (reveal-on-scroll.ts);
 * - it keeps the visit's first page in this tab for the lead it may bring
 *   (no cookie; nothing is sent until the visitor sends the form);
 * - when the build has analytics, it starts the page-view tracker
 *   (../../lib/analytics/page-view-tracker.ts) in a chunk of its own.
 * Nothing else is asked of the server; links between pages are ordinary
 * links. An unknown island or trigger is reported on the console and
 * leaves the server's HTML as it is.
 */
import { keepEarlyPress } from './early-press'
import { ISLAND_LOADERS } from './island-registry'
import { revealOnScroll } from './reveal-on-scroll'
import { startIsland } from './start-island'
import { onFirstTrigger, triggersOf } from './triggers'
import { ISLAND_ATTRIBUTES, PAGE_SCRIPT_READY_ATTRIBUTE, REVEAL_ATTRIBUTES } from '../../lib/islands/island-attributes'
import { rememberVisit } from '../../lib/attribution/attribution-store'

/** Whether the build has analytics (PLAUSIBLE_DOMAIN): gatsby/browser/build-islands.ts defines it. */
declare const __PAGE_VIEWS__: boolean

function schedule(element: HTMLElement) {
  const name = element.getAttribute(ISLAND_ATTRIBUTES.name) ?? ''
  const load = Object.hasOwn(ISLAND_LOADERS, name) ? ISLAND_LOADERS[name] : undefined
  if (!load) {
    console.error(`No island named "${name}" (components/islands/island-table.ts names ${Object.keys(ISLAND_LOADERS).join(', ')}): it stays the server's HTML.`, element)
    return
  }
  const { triggers, unknown } = triggersOf(element)
  if (unknown.length > 0) console.error(`The ${name} island names no trigger "${unknown.join('", "')}" (components/islands/triggers.ts).`, element)
  const early = keepEarlyPress(element)
  onFirstTrigger(element, triggers, () => void startIsland(element, name, load, early))
}

rememberVisit()
document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`).forEach(schedule)
document.querySelectorAll<HTMLElement>(`[${REVEAL_ATTRIBUTES.onScroll}]`).forEach(revealOnScroll)
// Said in the page, for whoever waits on it (the browser tests): from here a touch starts an island.
document.documentElement.setAttribute(PAGE_SCRIPT_READY_ATTRIBUTE, '')
if (__PAGE_VIEWS__) {
  import('./page-views').catch((error: unknown) => console.error('The page-view tracker did not arrive.', error))
}
