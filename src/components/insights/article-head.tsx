/**
 * The head of an article: the site's Seo tags, the share card as an
 * Open Graph article (published and modified times, section = its topic)
 * with the image drawn from its title (gatsby/seo/draw-share-images.ts),
 * and the schema.org BlogPosting and BreadcrumbList (Insights > topic >
 * article) search engines read; and the preload of its cover.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import Seo from '../head/seo'
import { PreloadImage } from '../media/picture'
import { ShareImageTags, scriptSafeJson } from '../head/site-head'
import { useSiteFacts } from '../i18n/page-copy'
import { topicName, type InsightsCopy } from './insights-copy'
import { ORGANIZATION_LOGO } from '../head/site-head'
import { INSIGHTS_PATH, articlePath, topicPath } from '../../lib/insights/insights'
import { localizedPath, type PageContext } from '../../lib/i18n/locales'
import { articleShareImagePath } from '../../lib/head/share-image'

type ArticleHeadProps = {
  page: PageContext
  copy: InsightsCopy
  slug: string
  title: string
  description: string
  /** YYYY-MM-DD. */
  date: string
  modified: string
  topic: string
  /** The cover, fetched first (the largest paint of the page). */
  cover?: IGatsbyImageData
}

export function articleSchemas({ page, copy, slug, title, description, date, modified, topic }: ArticleHeadProps, siteUrl: string, companyName: string) {
  const address = (path: string) => new URL(localizedPath(path, page.locale), siteUrl).href
  const url = address(articlePath(slug))
  const agency = { '@type': 'Organization', name: companyName, url: address('/'), logo: new URL(ORGANIZATION_LOGO, siteUrl).href }
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: title,
    description,
    image: new URL(articleShareImagePath(slug, page.locale), siteUrl).href,
    datePublished: date,
    dateModified: modified,
    author: agency,
    publisher: agency,
    inLanguage: page.locale,
    articleSection: topicName(copy, topic),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  }
  const crumbs = [
    { name: copy.heading, item: address(INSIGHTS_PATH) },
    { name: topicName(copy, topic), item: address(topicPath(topic)) },
    { name: title, item: url },
  ]
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  }
  return { posting, breadcrumbs }
}

export default function ArticleHead(props: ArticleHeadProps) {
  const { siteUrl, site } = useSiteFacts()
  const { page, copy, slug, title, description, date, modified, topic, cover } = props
  const { posting, breadcrumbs } = articleSchemas(props, siteUrl, site.companyName)
  return (
    <Seo title={title} description={description} page={page}>
      {cover && <PreloadImage image={cover} />}
      <meta property="og:type" content="article" />
      <meta property="article:published_time" content={date} />
      <meta property="article:modified_time" content={modified} />
      <meta property="article:section" content={topicName(copy, topic)} />
      <ShareImageTags image={new URL(articleShareImagePath(slug, page.locale), siteUrl).href} alt={title} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(posting) }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(breadcrumbs) }} />
    </Seo>
  )
}
