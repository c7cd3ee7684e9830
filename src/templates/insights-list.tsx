/**
 * An Insights list page (/insights/, /insights/page/N/, /insights/topic/<topic>/,
 * and under /ar/), made by gatsby/insights/pages.ts: the query of one page of
 * cards and its composition; see components/insights/insights-list-page.tsx.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import InsightsHead from '../components/insights/insights-head'
import InsightsListPage, { listHeading } from '../components/insights/insights-list-page'
import type { ListPageContext } from '../lib/insights/page-contexts'
import { topicName } from '../components/insights/insights-copy'
import { listPagePath } from '../lib/insights/insights'
import { listDescription, listPageTitle } from '../lib/insights/insights-text'
import { useSiteFacts } from '../components/i18n/page-copy'
import { PreloadImage, imageOf } from '../components/media/picture'

export default function InsightsList({ data, pageContext }: PageProps<Queries.InsightsListQuery, ListPageContext>) {
  if (!data.insightsJson) throw new Error('content/insights.json is required')
  return (
    <InsightsListPage
      copy={data.insightsJson}
      articles={data.articles.nodes}
      topics={data.topics.distinct}
      topic={pageContext.topic}
      page={pageContext.page}
      pages={pageContext.pages}
      basePath={pageContext.basePath}
    />
  )
}

export const Head: HeadFC<Queries.InsightsListQuery, ListPageContext> = ({ data, pageContext }) => {
  const { site } = useSiteFacts()
  const copy = data.insightsJson
  if (!copy) return <></>
  const { topic, page, pages, basePath } = pageContext
  const heading = topic ? listHeading(copy, topic) : copy.title
  const title = listPageTitle(copy, heading, page)
  const description = listDescription(copy, site.companyName, topic ? topicName(copy, topic) : undefined)
  // The first card's cover is the page's largest paint on a phone (ArticleGrid's firstCoverPriority).
  const firstCover = imageOf(data.articles.nodes[0]?.frontmatter.cover)
  return (
    <InsightsHead
      title={title}
      description={description}
      page={pageContext}
      prev={page > 1 ? listPagePath(basePath, page - 1) : undefined}
      next={page < pages ? listPagePath(basePath, page + 1) : undefined}
    >
      {firstCover && <PreloadImage image={firstCover} />}
    </InsightsHead>
  )
}

export const query = graphql`
  query InsightsList($locale: String!, $topics: [String!]!, $skip: Int!, $limit: Int!) {
    ...PageCopy
    insightsJson(locale: { eq: $locale }) {
      ...InsightsCopy
    }
    articles: allMarkdownRemark(
      filter: { fields: { locale: { eq: $locale }, published: { eq: true } }, frontmatter: { topic: { in: $topics } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
      skip: $skip
      limit: $limit
    ) {
      nodes {
        ...ArticleCard
      }
    }
    topics: allMarkdownRemark(filter: { fields: { locale: { eq: $locale }, published: { eq: true } } }) {
      distinct(field: { frontmatter: { topic: SELECT } })
    }
  }
`
