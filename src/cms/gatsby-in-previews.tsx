/**
 * What `import … from 'gatsby'` gives the site's components when the CMS's
 * previews draw them (gatsby/cms/bundle.ts resolves `gatsby` here): there is
 * no Gatsby runtime in /admin/, no router and no query results.
 * - Link is a plain link: a preview shows where it goes, it does not go.
 * - graphql tags are compiled away in the site's bundles; here a module's
 *   fragment is simply nothing.
 * - useStaticQuery says plainly that a preview draws from the entry being
 *   edited: hand the component its data as props.
 * Anything else a component imports from gatsby fails the CMS's build,
 * naming the import.
 */
import type { AnchorHTMLAttributes } from 'react'

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean }

export function Link({ to, activeClassName: _active, partiallyActive: _partially, children, ...rest }: LinkProps) {
  return (
    <a {...rest} href={to}>
      {children}
    </a>
  )
}

export const graphql = (..._query: unknown[]): undefined => undefined

export function useStaticQuery(): never {
  throw new Error('A CMS preview has no Gatsby queries: pass the component its data from the entry (src/cms/previews.tsx).')
}
