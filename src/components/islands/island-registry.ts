/**
 * The parts of a page a visitor can change, each started in the browser on
 * its own ("islands"); everything else stays the server's HTML, with no
 * script (docs/development.md, "Islands"). An island's props travel in the
 * page's HTML (island.tsx), so they are JSON values, and the types say so:
 * a component taking a function or a Date is refused here. The page's
 * context travels beside them; the copy every page of a language shares
 * comes from that language's copy file (start-islands.ts).
 *
 * Each entry loads its component on its own (a chunk per island, fetched
 * when that island starts) and says when it starts:
 * - `hydrate`: `visible` as it comes into view (or is pointed at or
 *   focused first), `idle` once the browser has nothing else to do;
 * - `media`: only while this media query matches (the menu, which wide
 *   screens hide), or at the visitor's first reach for it.
 * The map itself is small: the page's script carries it.
 */
import type { ComponentType } from 'react'
import { breakpoints } from '../../theme/tokens'

export type Hydrate = 'visible' | 'idle'

/**
 * `true` when every value of `T` survives JSON.stringify and JSON.parse
 * (strings, numbers, booleans, null, arrays and plain objects of them; an
 * optional prop may be left out); `false` (or `boolean`, for a union with
 * anything else) when a function, a Date, a Map, a Set, a RegExp, a React
 * element or anything else that would be lost or changed on the way is in it.
 */
export type IsJson<T> = T extends string | number | boolean | null | undefined
  ? true
  : T extends (...args: never[]) => unknown
    ? false
    : T extends Date | RegExp | Map<unknown, unknown> | Set<unknown>
      ? false
      : T extends readonly (infer Item)[]
        ? IsJson<Item>
        : T extends object
          ? false extends { [K in keyof T]-?: IsJson<T[K]> }[keyof T]
            ? false
            : true
          : false

/** One island: how its component is loaded, and when it starts. Its props must be JSON values (IsJson). */
export type IslandEntry<P> = {
  load: () => Promise<{ default: ComponentType<P> }>
  hydrate: Hydrate
  media?: string
}

/** An entry whose component takes only JSON props (or none): any other fails type-checking where the entry is declared. */
export function island<P>(entry: IslandEntry<P> & (IsJson<unknown extends P ? object : P> extends true ? unknown : { propsMustBeJson: never })): IslandEntry<P> {
  return entry
}

/** Where the header's menu can be seen: below the medium breakpoint (components/layout/mobile-menu.tsx hides it from there up). */
export const NARROW_SCREENS = `(max-width: ${breakpoints.medium - 0.02}px)`

export const ISLANDS = {
  'contact-form': island({ load: () => import('../contact/site-contact-form'), hydrate: 'visible' }),
  'form-link': island({ load: () => import('../home/form-link'), hydrate: 'visible' }),
  'header-menu': island({ load: () => import('../layout/header-menu'), hydrate: 'idle', media: NARROW_SCREENS }),
  // Idle, not visible: it hides the steps below the fold before the visitor scrolls to them, to reveal them there.
  'program-steps': island({ load: () => import('../home/program-steps'), hydrate: 'idle' }),
}

export type IslandName = keyof typeof ISLANDS

/** The component of the island `N`, as its entry loads it. */
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]['load']>>['default']

export type IslandProps<N extends IslandName> = (typeof ISLANDS)[N] extends IslandEntry<infer P> ? P : never

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name)
