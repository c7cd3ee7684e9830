/**
 * What `import … from 'gatsby'` gives an island's components in the browser
 * (gatsby/browser/islands.ts resolves `gatsby` here): the page runs no
 * Gatsby runtime, so there is no router and there are no query results.
 * - Link is a plain link, marked as the current page the way Gatsby's Link
 *   marks it in the server's HTML: following it loads the page.
 * - graphql and useStaticQuery answer the site's static queries
 *   (components/i18n/static-queries.ts); an island takes anything else as
 *   props (components/islands/islands.ts).
 * Anything else an island imports from gatsby fails the islands' build,
 * naming the import.
 */
import type { AnchorHTMLAttributes } from 'react'
import { answerStaticQuery, graphql } from '../i18n/static-queries'

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean }

export function Link({ to, activeClassName: _active, partiallyActive: _partially, children, ...rest }: LinkProps) {
  return (
    <a {...rest} href={to} aria-current={to === window.location.pathname ? 'page' : undefined}>
      {children}
    </a>
  )
}

export { graphql }

export function useStaticQuery<T>(query: unknown): T {
  return answerStaticQuery<T>(query, 'an island has no query results: pass it the data as props (components/islands/islands.ts).')
}
