/**
 * Gatsby configuration: plugins, content sourcing, site metadata and the
 * Netlify adapter with the site's security headers.
 * `siteUrl` (src/lib/head/site-url.ts) is the one place the public address is set;
 * canonical URLs, share-image addresses, the sitemap and robots.txt all
 * derive from it.
 */
import type { GatsbyConfig } from 'gatsby'
import arabicLayout from './content/ar/layout.json'
import englishLayout from './content/en/layout.json'
import site from './content/site.json'
import secureNetlifyAdapter from './gatsby/netlify/adapter'
import { isLandingFile } from './gatsby/pipeline/files'
import { SITEMAP_QUERY, sitemapEntry, sitemapPages } from './gatsby/seo/sitemap'
import { SITE_URL } from './src/lib/head/site-url'
import { LOCALES } from './src/lib/i18n/locales'
import { colors } from './src/theme/tokens'

const typeNameForFile = (name: string) =>
  `${name.replace(/(^|[-_\s]+)(\w)/g, (_match, _separator, letter: string) => letter.toUpperCase())}Json`

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: SITE_URL },
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  trailingSlash: 'always',
  // `gatsby develop` renders each page on the server, as a build does, and
  // its pages run the islands alone, not Gatsby's runtime (gatsby/browser/develop.ts).
  flags: { DEV_SSR: true },
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  // Writes public/_headers (the security headers of gatsby/netlify/security-headers.ts
  // on every path) and the functions' routes for Netlify. The `headers`
  // option is not used: it would repeat each header per page beside
  // Gatsby's catch-all defaults.
  adapter: secureNetlifyAdapter(),
  // No gatsby-plugin-emotion: its Babel plugin rewrites each `css` prop at
  // compile time, which changes the class names Emotion derives, so the
  // islands (compiled by esbuild, gatsby/browser/build-islands.ts) would name
  // their rules differently from the server's HTML. The automatic JSX
  // runtime from @emotion/react (above) is all the `css` prop needs.
  plugins: [
    // gatsby-plugin-image is not listed: the logo and the articles' and
    // landing pages' images are rendered as a plain <picture> from
    // gatsbyImageData (components/media/picture.tsx). The plugin's runtime
    // (~28 KB gzip, react-dom/server included) and its non-standard markup
    // would load on every page.
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-sitemap',
      // Every page in both languages, each naming its alternates
      // (gatsby/seo/sitemap.ts), except the pages marked noindex.
      options: { query: SITEMAP_QUERY, resolvePages: sitemapPages, serialize: sitemapEntry },
    },
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: site.companyName,
        short_name: site.companyName,
        description: englishLayout.siteDescription,
        lang: 'en',
        dir: LOCALES.en.dir,
        start_url: '/',
        display: 'minimal-ui',
        background_color: colors.paper,
        // Also written as <meta name="theme-color"> on every page.
        theme_color: colors.ink,
        icon: 'src/images/icon.png',
        // Every page carries the mark itself as its favicon
        // (src/theme/brand-mark.ts): a favicon file was a request the
        // browser made beside the first paint, which Lighthouse counts
        // against LCP.
        include_favicon: false,
        // No <link rel="apple-touch-icon"> per icon size (eight on every
        // page, ~0.1 KB of its gzipped HTML, which must fit a phone's first
        // round trip): Safari takes the home-screen icon from the manifest
        // since iOS 15.4.
        legacy: false,
        // The Arabic pages link their own manifest, installed as the Arabic site.
        localize: [
          { start_url: `${LOCALES.ar.prefix}/`, lang: 'ar', dir: LOCALES.ar.dir, name: site.companyName, short_name: site.companyName, description: arabicLayout.siteDescription },
        ],
      },
    },
    {
      // Insights articles (content/insights/<lang>/<slug>.md) rendered to
      // HTML at build time: no Markdown code reaches the browser. Images in
      // the text are resized by sharp and drawn with their aspect ratio
      // reserved, so nothing moves when they load. Heading ids, external
      // links and tables are finished by src/lib/insights/article-html.ts (no
      // autolink-headers: its inline script would need a CSP hash).
      resolve: 'gatsby-transformer-remark',
      options: {
        plugins: [
          {
            resolve: 'gatsby-remark-images',
            // No blurred placeholder (disableBgImage): it was a base64 PNG of
            // ~0.5 KB gzipped in the page's HTML for each image, which must
            // fit a phone's first round trip; the box keeps the image's
            // proportions all the same (padding-bottom), so nothing moves.
            options: { maxWidth: 720, linkImagesToOriginal: false, withWebp: true, backgroundColor: 'transparent', disableBgImage: true, loading: 'lazy', quality: 80 },
          },
        ],
      },
    },
    {
      resolve: 'gatsby-transformer-json',
      // One type per file (site.json -> SiteJson, not-found.json -> NotFoundJson),
      // for object files too, so each is declared in gatsby/pipeline/schema.ts;
      // every landing page (content/landing/<lang>/<slug>.json) is a LandingJson.
      options: {
        typeName: ({ node }: { node: { name: string; absolutePath?: string; extension?: string } }) => (isLandingFile(node) ? 'LandingJson' : typeNameForFile(node.name)),
      },
    },
    {
      resolve: 'gatsby-source-filesystem',
      // content/schemas/ holds the files' JSON Schemas, for editors: not content.
      options: { name: 'content', path: `${__dirname}/content`, ignore: ['**/schemas/**'] },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'images', path: `${__dirname}/src/images` },
    },
    // Test articles enough to paginate the Insights lists, and test landing
    // pages (every kind of block, a draft), for the build of
    // scripts/build-insights-fixtures.mjs only: never in the published site.
    ...(process.env.INSIGHTS_FIXTURES
      ? [
          { resolve: 'gatsby-source-filesystem', options: { name: 'insights-fixtures', path: `${__dirname}/__tests__/fixtures/insights` } },
          { resolve: 'gatsby-source-filesystem', options: { name: 'landing-fixtures', path: `${__dirname}/__tests__/fixtures/landing` } },
        ]
      : []),
    // An article holding every construct a page may not take, for
    // scripts/check-hostile-article.mjs only: that build must stop on it.
    ...(process.env.HOSTILE_ARTICLE ? [{ resolve: 'gatsby-source-filesystem', options: { name: 'hostile-article', path: `${__dirname}/__tests__/fixtures/hostile-article` } }] : []),
  ],
}

export default config
