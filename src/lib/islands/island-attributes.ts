/**
 * The attributes that mark an island in the HTML (components/islands/island.tsx), read in the
 * browser (components/islands/start-islands.ts): its name, what starts it (one or more of the
 * triggers of components/islands/triggers.ts, and the media query of the `media` one), its
 * props, and the page's context (its language and addresses, as JSON) the island draws with.
 */
export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  hydrate: 'data-hydrate',
  media: 'data-media',
  props: 'data-props',
  page: 'data-page',
  hydrated: 'data-hydrated',
} as const

/** On the page's <html> once its script has run and every island waits for its triggers (components/islands/start-islands.ts). */
export const PAGE_SCRIPT_READY_ATTRIBUTE = 'data-islands-ready'

/** The attribute of the inline loader's tag (gatsby/browser/paint-first.ts writes it) naming the islands' script its text adds (components/islands/loader.ts). */
export const LOADER_SOURCE_ATTRIBUTE = 'data-islands'

/**
 * On a <template> in the page's <head> (gatsby-ssr.tsx writes it) whose
 * tags the inline loader (components/islands/loader.ts) moves into <head>
 * once the browser has painted the page: tags that make the browser fetch
 * files no first paint needs (the manifest, and the icon it names).
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint'

/**
 * A list revealed as it is scrolled to (components/home/step-list.tsx): its
 * state (`static`, `hidden`, `shown`) and the mark that asks the page's
 * script (components/islands/reveal-on-scroll.ts) to reveal it.
 */
export const REVEAL_ATTRIBUTES = { state: 'data-reveal', onScroll: 'data-reveal-on-scroll' } as const
