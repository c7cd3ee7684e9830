/**
 * Browser start-up: the style cache that knows the server's rules, and
 * hydration that leaves the page responsive.
 *
 * Gatsby hydrates the server-rendered page in one piece: React walks every
 * component in a single task, and on a mid-range phone that task blocks taps
 * for well over 50 ms (Lighthouse's Total Blocking Time). Started inside a
 * transition, React hydrates in slices of a few milliseconds and yields
 * between them, so input is handled while it hydrates. The page is already on
 * screen from the server HTML; only the moment its handlers attach moves, by
 * a frame or two. Next.js starts its app router the same way.
 */
import { startTransition, type ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { CacheProvider } from '@emotion/react'
import type { GatsbyBrowser } from 'gatsby'
import { rememberVisit } from './src/lib/attribution/attribution-store'
import { browserStyleCache } from './src/theme/style-cache'

const styleCache = browserStyleCache()

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <CacheProvider value={styleCache}>{element}</CacheProvider>
)

export { wrapPageElement } from './src/components/i18n/wrap-page-element'

// The visit's first page, kept in this tab for the lead it may bring (no
// cookie; nothing is sent until the visitor sends the form).
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => rememberVisit()

// Not typed as GatsbyBrowser['replaceHydrateFunction']: Gatsby's declaration
// still names React 17's render() signature.
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
