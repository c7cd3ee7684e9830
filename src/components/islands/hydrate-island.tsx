/**
 * Starts one island: React takes over the island's server HTML (hydration)
 * with what every page's components get from gatsby-browser.tsx in
 * `gatsby develop`: the Emotion cache that knows the server's rules and the
 * page's language and copy (wrapPageElement). Hydration runs inside a
 * transition, in slices that yield to the browser. Once React has committed
 * the island, its element is marked hydrated (islands.ts).
 */
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { CacheProvider } from '@emotion/react'
import { ISLAND_ATTRIBUTES } from './island-attributes'
import { wrapPageElement } from '../i18n/wrap-page-element'
import type { LocalizedPageContext } from '../../lib/i18n/locales'
import { browserStyleCache } from '../../theme/style-cache'

/** A page's data as Gatsby writes it (public/page-data/<page>/page-data.json): its query's result and its context. */
export type PageData = { data?: Partial<Queries.PageCopyFragment> | null; pageContext?: Partial<LocalizedPageContext> }

const styleCache = browserStyleCache()

function Hydrated({ element, onHydrated, children }: { element: HTMLElement; onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => {
    element.setAttribute(ISLAND_ATTRIBUTES.hydrated, '')
    onHydrated?.()
  }, [element, onHydrated])
  return children
}

/** `onHydrated`: called once React has committed the island, its handlers attached. */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<object>, props: object, page: PageData, onHydrated?: () => void) {
  const island = wrapPageElement({ element: <Component {...props} />, props: page })
  startTransition(() => {
    hydrateRoot(
      element,
      <CacheProvider value={styleCache}>
        <Hydrated element={element} onHydrated={onHydrated}>
          {island}
        </Hydrated>
      </CacheProvider>,
    )
  })
}
