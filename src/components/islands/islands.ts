/**
 * The parts of a page a visitor can change, each started in the browser on
 * its own ("islands"); everything else stays the server's HTML, with no
 * script (docs/development.md, "Islands"). An island's props travel in the
 * page's HTML (island.tsx), so they are plain data; the copy and facts every
 * page shares come from the page's own data (start-islands.ts).
 *
 * `hydrate` says when an island starts: `visible` as it comes near the
 * screen (or is focused first), `idle` once the browser has nothing else
 * to do. The browser fetches this map, and so every island's component, in
 * one chunk, when the page's first island starts.
 */
import type { ComponentProps, ComponentType } from 'react'
import SiteContactForm from '../contact/site-contact-form'
import FormLink from '../home/form-link'
import ProgramSteps from '../home/program-steps'
import HeaderMenu from '../layout/header-menu'

export type Hydrate = 'visible' | 'idle'

export const ISLANDS = {
  'contact-form': { component: SiteContactForm, hydrate: 'visible' },
  'form-link': { component: FormLink, hydrate: 'visible' },
  'header-menu': { component: HeaderMenu, hydrate: 'idle' },
  'program-steps': { component: ProgramSteps, hydrate: 'visible' },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own props type through `satisfies`
} as const satisfies Record<string, { component: ComponentType<any>; hydrate: Hydrate }>

export type IslandName = keyof typeof ISLANDS

export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]['component']>
