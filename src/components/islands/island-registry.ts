/**
 * The browser's registry: each island's name, and how its component is
 * loaded (a chunk of its own, fetched when that island starts). The
 * islands' build generates it from the components' table (island-table.ts)
 * in place of this module (gatsby/browser/island-registry-source.ts), so the
 * two cannot disagree; outside that build (a unit test) there are none.
 */
import type { ComponentType } from 'react'

export type IslandLoader = () => Promise<{ default: ComponentType<object> }>

export const ISLAND_LOADERS: Readonly<Record<string, IslandLoader>> = {}
