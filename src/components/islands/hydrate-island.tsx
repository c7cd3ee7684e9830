/**
 * Starts one island: React takes over the island's server HTML (hydration)
 * with what the server gave every component of the page: the Emotion cache
 * that knows the server's rules, and the page's language and copy
 * (PageCopyProvider, as wrapPageElement gives it on the server), and the
 * answers to the site's static queries (StaticQueryAnswers, from the copy file). Hydration
 * runs inside a transition, in slices that yield to the browser. Once React
 * has committed the island, its element is marked hydrated
 * (island-attributes.ts).
 */
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { CacheProvider } from '@emotion/react'
import { ISLAND_ATTRIBUTES } from '../../lib/islands/island-attributes'
import { PageCopyProvider, type PageCopy } from '../i18n/page-copy'
import { StaticQueryAnswers, type StaticAnswers } from '../i18n/static-queries'
import { browserStyleCache } from '../../theme/style-cache'

const styleCache = browserStyleCache()

function Hydrated({ element, onHydrated, children }: { element: HTMLElement; onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => {
    element.setAttribute(ISLAND_ATTRIBUTES.hydrated, '')
    onHydrated?.()
  }, [element, onHydrated])
  return children
}

/** `staticQueries`: the answers to the site's static queries, from the copy file; `onHydrated`: called once React has committed the island, its handlers attached. */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<object>, props: object, copy: PageCopy, staticQueries: StaticAnswers, onHydrated?: () => void) {
  startTransition(() => {
    hydrateRoot(
      element,
      <CacheProvider value={styleCache}>
        <Hydrated element={element} onHydrated={onHydrated}>
          <StaticQueryAnswers answers={staticQueries}>
            <PageCopyProvider copy={copy}>
              <Component {...props} />
            </PageCopyProvider>
          </StaticQueryAnswers>
        </Hydrated>
      </CacheProvider>,
    )
  })
}
