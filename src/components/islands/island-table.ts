/**
 * The parts of a page a visitor can change, each started in the browser on
 * its own ("islands"); everything else stays the server's HTML, with no
 * script (docs/development.md, "Islands"). This table is the one list of
 * them: each island's component and what starts it. The server draws the
 * component in place (island.tsx, which writes the triggers into the HTML);
 * the browser's registry (island-registry.ts), which loads each component
 * on its own, is generated from this table by the islands' build
 * (gatsby/browser/island-registry-source.ts), so the two cannot disagree.
 * The browser never loads this file: it would bring every component.
 *
 * An island's props travel in the page's HTML, so they are JSON values, and
 * the types say so: a component taking a function or a Date is refused here.
 *
 * Every island starts at the visitor's first touch (triggers.ts): a page a
 * visitor only reads runs no island, and downloads neither React nor the
 * phone library; the server's HTML works meanwhile (the form posts, a link
 * leads, the menu's links are in the footer too).
 */
import type { ComponentProps, ComponentType } from 'react'
import type { TriggerName } from './triggers'
import SiteContactForm from '../contact/site-contact-form'
import FormLink from '../home/form-link'
import HeaderMenu from '../layout/header-menu'

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

/**
 * One island: its component (imported by name above: the registry's
 * generator follows that import), the triggers that start it, and the media
 * query of the `media` trigger.
 */
export type IslandEntry<P> = {
  component: ComponentType<P>
  hydrate: readonly [TriggerName, ...TriggerName[]]
  media?: string
}

/** An entry whose component takes only JSON props (or none): any other fails type-checking where the entry is declared. */
export function island<P>(entry: IslandEntry<P> & (IsJson<unknown extends P ? object : P> extends true ? unknown : { propsMustBeJson: never })): IslandEntry<P> {
  return entry
}

export const ISLAND_TABLE = {
  'contact-form': island({ component: SiteContactForm, hydrate: ['interaction'] }),
  'form-link': island({ component: FormLink, hydrate: ['interaction'] }),
  'header-menu': island({ component: HeaderMenu, hydrate: ['interaction'] }),
}

export type IslandName = keyof typeof ISLAND_TABLE

/** The component of the island `N`. */
export type IslandComponent<N extends IslandName> = (typeof ISLAND_TABLE)[N]['component']

export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>
