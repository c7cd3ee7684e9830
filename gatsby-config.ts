/**
 * Gatsby configuration: plugins, content sourcing and site metadata.
 * `siteUrl` is the one place the public address is set; canonical URLs,
 * the sitemap and robots.txt all derive from it.
 */
import type { GatsbyConfig } from 'gatsby'

const typeNameForFile = (name: string) =>
  `${name.replace(/(^|[-_\s]+)(\w)/g, (_match, _separator, letter: string) => letter.toUpperCase())}Json`

const siteUrl = process.env.SITE_URL ?? 'https://www.northwindgrowth.com'

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  plugins: [
    'gatsby-plugin-emotion',
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-transformer-json',
      // One type per file (site.json -> SiteJson, not-found.json -> NotFoundJson),
      // for object files too, so each is declared in gatsby/schema.ts.
      options: { typeName: ({ node }: { node: { name: string } }) => typeNameForFile(node.name) },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: `${__dirname}/content` },
    },
  ],
}

export default config
