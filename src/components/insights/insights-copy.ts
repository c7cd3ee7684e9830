/**
 * The Insights copy of the page's language (content/<lang>/insights.json),
 * as every Insights query selects it with the InsightsCopy fragment, and the
 * name of a topic in it.
 */
import { graphql } from 'gatsby'
import { topicName as nameIn } from '../../lib/content/topics'

export const query = graphql`
  fragment InsightsCopy on InsightsJson {
    title
    description
    heading
    intro
    topicTitle
    topicDescription
    pageLabel
    paginationLabel
    previousLabel
    nextLabel
    readingTime
    updated
    topicLabel
    tocHeading
    relatedHeading
    tableLabel
    newTabLabel
    notTranslated
    latestHeading
    allLabel
    contact {
      heading
      intro
      submitLabel
    }
    topics {
      topic
      name
    }
  }

  fragment ArticleCard on MarkdownRemark {
    id
    fields {
      path
      dateText
      readingTime
      modified
    }
    frontmatter {
      title
      description
      date
      topic
      cover {
        childImageSharp {
          gatsbyImageData(width: 640, aspectRatio: 1.6, layout: CONSTRAINED, formats: [WEBP], placeholder: NONE)
        }
      }
    }
  }
`

export type InsightsCopy = Queries.InsightsCopyFragment
export type ArticleCardData = Queries.ArticleCardFragment

/** A topic's name in the copy's language; an unknown id (which the build refuses) shows as itself. */
export const topicName = (copy: Pick<InsightsCopy, 'topics'>, topic: string) => nameIn(copy.topics, topic)
