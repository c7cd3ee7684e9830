/**
 * Renders an island (islands.ts) inside the element the browser starts it
 * in: the element names the island, says when it starts, and carries its
 * props as JSON. The element takes no box of its own (`display: contents`),
 * so the island lays out as if it were not wrapped. The server and
 * `gatsby develop` render the component in place, as any other.
 */
import type { ComponentType } from 'react'
import { ISLAND_ATTRIBUTES } from './island-attributes'
import { ISLANDS, type Hydrate, type IslandName, type IslandProps } from './islands'

type IslandElementProps<N extends IslandName> = { name: N; props: IslandProps<N> }

export default function Island<N extends IslandName>({ name, props }: IslandElementProps<N>) {
  // The props are checked against the island's component by IslandProps; past that check the component takes them as they are.
  const { component: Component, hydrate } = ISLANDS[name] as unknown as { component: ComponentType<object>; hydrate: Hydrate }
  const attributes = { [ISLAND_ATTRIBUTES.name]: name, [ISLAND_ATTRIBUTES.hydrate]: hydrate, [ISLAND_ATTRIBUTES.props]: JSON.stringify(props) }
  return (
    <div {...attributes} css={{ display: 'contents' }}>
      <Component {...(props as object)} />
    </div>
  )
}
