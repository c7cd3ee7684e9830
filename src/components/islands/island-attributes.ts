/** The attributes that mark an island in the HTML (island.tsx), read in the browser (start-islands.ts). */
export const ISLAND_ATTRIBUTES = { name: 'data-island', hydrate: 'data-hydrate', props: 'data-props', hydrated: 'data-hydrated' } as const
