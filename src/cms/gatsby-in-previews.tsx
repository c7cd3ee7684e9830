/**
 * What `import … from 'gatsby'` gives the site's components when the CMS's
 * previews draw them (gatsby/cms/bundle.ts resolves `gatsby` here): there is
 * no Gatsby runtime in /admin/, no router and no query results.
 * - Link is a plain link: a preview shows where it goes, it does not go.
 * - graphql tags are compiled away in the site's bundles; here a tag is
 *   its query's text, so useStaticQuery can tell which query it is given.
 * - useStaticQuery answers the site's static queries, so a preview can
 *   draw a page's frame (a landing page's header, form and footer):
 *   SiteFacts (components/i18n/page-copy.tsx: the company, its contacts,
 *   the address) from content/site.json as saved, and Logo
 *   (layout/use-logo.ts) with no resized image, as in unit tests, so the
 *   header shows the company's name. Any other static query says plainly
 *   that a preview draws from the entry being edited: hand the component
 *   its data as props.
 * Anything else a component imports from gatsby fails the CMS's build,
 * naming the import.
 */
import type { AnchorHTMLAttributes } from 'react'
import { SITE_URL } from '../lib/head/site-url'
import site from '../../content/site.json'

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean }

export function Link({ to, activeClassName: _active, partiallyActive: _partially, children, ...rest }: LinkProps) {
  return (
    <a {...rest} href={to}>
      {children}
    </a>
  )
}

export const graphql = (query: TemplateStringsArray): string => query.join('')

/** What the SiteFacts query gives a page, from the files it reads (the build year is this year's: a preview is drawn now). */
const SITE_FACTS: Queries.SiteFactsQuery = {
  site: { siteMetadata: { siteUrl: SITE_URL }, buildYear: String(new Date().getFullYear()) },
  siteJson: site,
}

/** The answers, by query name. */
const STATIC_QUERIES: Readonly<Record<string, unknown>> = { SiteFacts: SITE_FACTS, Logo: { logo: null } satisfies Queries.LogoQuery }

export function useStaticQuery<T>(query: unknown): T {
  const name = typeof query === 'string' ? /\bquery (\w+)/.exec(query)?.[1] : undefined
  if (name !== undefined && Object.hasOwn(STATIC_QUERIES, name)) return STATIC_QUERIES[name] as T
  throw new Error(`A CMS preview has no Gatsby query ${name ?? ''} (only ${Object.keys(STATIC_QUERIES).join(', ')}): pass the component its data from the entry (src/cms/previews.tsx).`)
}
