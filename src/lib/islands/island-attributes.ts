/**
 * The attributes that mark an island in the HTML (components/islands/island.tsx), read in the
 * browser (components/islands/start-islands.ts): its name, when it starts, its props, and the
 * page's context (its language and addresses, as JSON) the island draws with.
 */
export const ISLAND_ATTRIBUTES = { name: 'data-island', hydrate: 'data-hydrate', props: 'data-props', page: 'data-page', hydrated: 'data-hydrated' } as const

/** The attribute of the inline loader (components/islands/loader.ts; the build writes it, gatsby/browser/paint-first.ts) naming the islands' script it adds. */
export const LOADER_SOURCE_ATTRIBUTE = 'data-islands'
