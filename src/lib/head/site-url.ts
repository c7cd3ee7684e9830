/**
 * The site's public address: the one place it is set. gatsby-config puts it
 * in siteMetadata (canonical URLs, the sitemap, robots.txt) and
 * gatsby-ssr.tsx uses it for the site-wide head tags.
 */
export const SITE_URL = process.env.SITE_URL ?? 'https://www.northwindgrowth.com'
