/**
 * The answers to the site's static queries where no Gatsby runtime gives
 * them: the CMS's previews and the islands
 * the browser starts alone (gatsby-in-browser.tsx resolves `gatsby` for both).
 * - SiteFacts (page-copy.tsx: the company, its contacts, the address) from
 *   content/site.json, compiled in; the build year is this year's, which
 *   only the footer shows, and no island draws the footer.
 * - Logo (layout/use-logo.ts) with no resized image, as in unit tests, so
 *   a header drawn there shows the company's name.
 */
import { SITE_URL } from '../../lib/head/site-url'
import site from '../../../content/site.json'

const SITE_FACTS: Queries.SiteFactsQuery = {
  site: { siteMetadata: { siteUrl: SITE_URL }, buildYear: String(new Date().getFullYear()) },
  siteJson: site,
}

/** The answers, by query name. */
const STATIC_QUERIES: Readonly<Record<string, unknown>> = { SiteFacts: SITE_FACTS, Logo: { logo: null } satisfies Queries.LogoQuery }

/** graphql tags are compiled away in the site's bundles; where they are not, a tag is its query's text, so the query can be told by its name. */
export const graphql = (query: TemplateStringsArray): string => query.join('')

/** The answer to `query` (a graphql tag's text); `hint` says, for any other query, how to hand the component its data instead. */
export function answerStaticQuery<T>(query: unknown, hint: string): T {
  const name = typeof query === 'string' ? /\bquery (\w+)/.exec(query)?.[1] : undefined
  if (name !== undefined && Object.hasOwn(STATIC_QUERIES, name)) return STATIC_QUERIES[name] as T
  throw new Error(`No Gatsby query ${name ?? ''} here (only ${Object.keys(STATIC_QUERIES).join(', ')}): ${hint}`)
}
