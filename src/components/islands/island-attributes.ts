/**
 * The attributes that mark an island in the HTML (island.tsx), read in the
 * browser (start-islands.ts): its name, when it starts, its props, and the
 * page's context (its language and addresses, as JSON) the island draws with.
 */
export const ISLAND_ATTRIBUTES = { name: 'data-island', hydrate: 'data-hydrate', props: 'data-props', page: 'data-page', hydrated: 'data-hydrated' } as const

/** The attribute of the inline loader (src/components/islands/loader.ts) naming the islands' script it adds. */
export const LOADER_SOURCE_ATTRIBUTE = 'data-islands'
