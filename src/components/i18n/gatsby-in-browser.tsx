/**
 * What `import … from 'gatsby'` gives the site's components wherever they
 * run without Gatsby's runtime: the islands a page starts alone and the
 * CMS's previews (gatsby/browser/esbuild-options.ts resolves `gatsby` here
 * for every script it builds). There is no router and there are no query
 * results.
 * - Link is a plain link, marked as the current page the way Gatsby's Link
 *   marks it in the server's HTML: following it loads the page (in a
 *   preview, under /admin/, no link is the current page).
 * - graphql and useStaticQuery answer the site's static queries with what
 *   the island or preview was given (static-queries.ts); a component takes anything else as props (an
 *   island's travel in its HTML, components/islands/island-table.ts; a
 *   preview's come from the entry being edited, src/cms/previews.tsx).
 * Anything else imported from gatsby fails the build, naming the import.
 */
import type { AnchorHTMLAttributes } from 'react'
import { graphql, useStaticAnswer } from './static-queries'

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
  return useStaticAnswer<T>(
    query,
    "no Gatsby query runs in the browser: pass the component its data as props (an island's in its HTML, components/islands/island-table.ts; a preview's from the entry, src/cms/previews.tsx).",
  )
}
