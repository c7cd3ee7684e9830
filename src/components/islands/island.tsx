/**
 * Renders an island (island-table.ts) inside the element the browser starts it
 * in: the element names the island, says what starts it (its triggers,
 * triggers.ts, and the media query of the `media` one), and carries its
 * props and the page's context (language, addresses; the ad platforms the
 * build found, when there are any) as JSON, so the browser needs nothing
 * else from the page (start-islands.ts). The element takes no box of its own
 * (`display: contents`), so the island lays out as if it were not wrapped.
 * The server renders the component in place, as any other; the browser
 * loads it on its own (island-registry.ts, generated from the same table).
 */
import { ISLAND_ATTRIBUTES } from '../../lib/islands/island-attributes'
import { ISLAND_TABLE, type IslandName, type IslandProps } from './island-table'
import { useLocale, useSiteContent } from '../i18n/page-copy'
import type { LocalizedPageContext } from '../../lib/i18n/locales'
import type { PageCopy } from '../i18n/page-copy'

/** What an island's element says of its page: its context, and the ad platforms its form's consent box names (none when absent). */
export type IslandPage = LocalizedPageContext & Partial<Pick<PageCopy, 'adPlatforms'>>

type IslandElementProps<N extends IslandName> = { name: N; props: IslandProps<N> }

export default function Island<N extends IslandName>({ name, props }: IslandElementProps<N>) {
  const { locale, originalPath, languages, fallbackPath } = useLocale()
  const { adPlatforms } = useSiteContent()
  // The ad platforms only when the build found one: a site without any writes no more than before.
  const page: IslandPage = {
    locale,
    originalPath,
    ...(languages && { languages }),
    ...(fallbackPath !== undefined && { fallbackPath }),
    ...(adPlatforms.length > 0 && { adPlatforms }),
  }
  const entry: { component: unknown; hydrate: readonly string[]; media?: string } = ISLAND_TABLE[name]
  // The props are checked against the island's component by IslandProps; past that check the component takes them as they are.
  const Component = entry.component as React.ComponentType<object>
  const attributes = {
    [ISLAND_ATTRIBUTES.name]: name,
    [ISLAND_ATTRIBUTES.hydrate]: entry.hydrate.join(' '),
    ...(entry.media !== undefined && { [ISLAND_ATTRIBUTES.media]: entry.media }),
    [ISLAND_ATTRIBUTES.props]: JSON.stringify(props),
    [ISLAND_ATTRIBUTES.page]: JSON.stringify(page),
  }
  return (
    <div {...attributes} css={{ display: 'contents' }}>
      <Component {...(props as object)} />
    </div>
  )
}
