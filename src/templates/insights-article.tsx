/**
 * An Insights article page (/insights/<slug>/, /ar/insights/<slug>/), made
 * by gatsby/insights/pages.ts: the query and its composition; see
 * components/insights/article-page.tsx.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import ArticleHead from '../components/insights/article-head'
import ArticlePage from '../components/insights/article-page'
import { imageOf } from '../components/media/picture'
import type { ArticlePageContext } from '../lib/insights/page-contexts'

export default function InsightsArticle({ data, pageContext }: PageProps<Queries.InsightsArticleQuery, ArticlePageContext>) {
  const { markdownRemark: article, insightsJson: copy } = data
  if (!article || !copy) throw new Error('the article and content/insights.json are required')
  const { fields, frontmatter } = article
  // Read next in the order chosen by the build: same topic first, then newest.
  const related = [...data.related.nodes].sort((a, b) => pageContext.related.indexOf(a.id) - pageContext.related.indexOf(b.id))
  return (
    <ArticlePage
      copy={copy}
      related={related}
      body={pageContext.body}
      article={{
        title: frontmatter.title,
        description: frontmatter.description,
        date: frontmatter.date,
        dateText: fields.dateText,
        updated: frontmatter.updated,
        updatedText: fields.updatedText,
        topic: frontmatter.topic,
        readingTime: fields.readingTime,
        cover: imageOf(frontmatter.cover),
        coverAlt: frontmatter.coverAlt,
      }}
    />
  )
}

export const Head: HeadFC<Queries.InsightsArticleQuery, ArticlePageContext> = ({ data, pageContext }) => {
  const { markdownRemark: article, insightsJson: copy } = data
  if (!article || !copy) return <></>
  return (
    <ArticleHead
      page={pageContext}
      copy={copy}
      slug={article.fields.slug}
      title={article.frontmatter.title}
      description={article.frontmatter.description}
      date={article.frontmatter.date.slice(0, 10)}
      modified={article.fields.modified}
      topic={article.frontmatter.topic}
      cover={imageOf(article.frontmatter.cover)}
    />
  )
}

export const query = graphql`
  query InsightsArticle($id: String!, $locale: String!, $related: [String!]!) {
    ...PageCopy
    insightsJson(locale: { eq: $locale }) {
      ...InsightsCopy
    }
    markdownRemark(id: { eq: $id }) {
      fields {
        slug
        dateText
        updatedText
        readingTime
        modified
      }
      frontmatter {
        title
        description
        date
        updated
        topic
        coverAlt
        cover {
          childImageSharp {
            gatsbyImageData(width: 1200, layout: CONSTRAINED, formats: [WEBP], placeholder: NONE)
          }
        }
      }
    }
    related: allMarkdownRemark(filter: { id: { in: $related } }) {
      nodes {
        ...ArticleCard
      }
    }
  }
`
