/**
 * Renders an island (island-registry.ts) inside the element the browser starts it
 * in: the element names the island, says when it starts, and carries its
 * props and the page's context (language, addresses; the ad platforms the
 * build found, when there are any) as JSON, so the
 * browser needs nothing else from the page (start-islands.ts). The element
 * takes no box of its own (`display: contents`), so the island lays out as
 * if it were not wrapped. The server renders the component in place, as any
 * other; the browser loads it on its own (island-registry.ts).
 */
import { ISLAND_ATTRIBUTES } from '../../lib/islands/island-attributes'
import { ISLANDS, type IslandComponent, type IslandName, type IslandProps } from './island-registry'
import { useLocale, useSiteContent } from '../i18n/page-copy'
import SiteContactForm from '../contact/site-contact-form'
import FormLink from '../home/form-link'
import ProgramSteps from '../home/program-steps'
import HeaderMenu from '../layout/header-menu'
import type { LocalizedPageContext } from '../../lib/i18n/locales'
import type { PageCopy } from '../i18n/page-copy'

/** What an island's element says of its page: its context, and the ad platforms its form's consent box names (none when absent). */
export type IslandPage = LocalizedPageContext & Partial<Pick<PageCopy, 'adPlatforms'>>

/**
 * Each island's component, for the server's HTML: the very one its entry in
 * island-registry.ts loads in the browser (the type says so, and
 * __tests__/components/islands/island.test.tsx checks it is the same function).
 * No island's component renders an <Island>, so the browser never loads this map.
 */
export const ISLAND_COMPONENTS: { [N in IslandName]: IslandComponent<N> } = {
  'contact-form': SiteContactForm,
  'form-link': FormLink,
  'header-menu': HeaderMenu,
  'program-steps': ProgramSteps,
}

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
  // The props are checked against the island's component by IslandProps; past that check the component takes them as they are.
  const Component = ISLAND_COMPONENTS[name] as React.ComponentType<object>
  const attributes = {
    [ISLAND_ATTRIBUTES.name]: name,
    [ISLAND_ATTRIBUTES.hydrate]: ISLANDS[name].hydrate,
    [ISLAND_ATTRIBUTES.props]: JSON.stringify(props),
    [ISLAND_ATTRIBUTES.page]: JSON.stringify(page),
  }
  return (
    <div {...attributes} css={{ display: 'contents' }}>
      <Component {...(props as object)} />
    </div>
  )
}
