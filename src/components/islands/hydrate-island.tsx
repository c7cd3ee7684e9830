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
import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { CacheProvider } from '@emotion/react'
import { ISLAND_ATTRIBUTES } from '../../lib/islands/island-attributes'
import { PageCopyProvider, type PageCopy } from '../i18n/page-copy'
import { StaticQueryAnswers, type StaticAnswers } from '../i18n/static-queries'
import { browserStyleCache } from '../../theme/style-cache'

const styleCache = browserStyleCache()

/**
 * Marks the island hydrated, and calls `onHydrated`, one commit after the
 * first: what the island's components set in their first effects (the
 * form adopting what was typed before it started) is then applied, so a
 * press given back (early-press.ts) meets the form as the visitor left it.
 */
function Hydrated({ element, onHydrated, children }: { element: HTMLElement; onHydrated?: () => void; children: ReactNode }) {
  const [settled, setSettled] = useState(false)
  useEffect(() => setSettled(true), [])
  useEffect(() => {
    if (!settled) return
    element.setAttribute(ISLAND_ATTRIBUTES.hydrated, '')
    onHydrated?.()
  }, [element, onHydrated, settled])
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
