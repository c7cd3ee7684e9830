/**
 * Home (/): the query and its composition; see components/home/home-page.tsx.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import HomePage from '../components/home/home-page'
import Seo from '../components/head/seo'
import type { LocalizedPageContext } from '../lib/i18n/locales'

export default function IndexPage({ data }: PageProps<Queries.IndexPageQuery>) {
  return <HomePage data={data} />
}

export const Head: HeadFC<Queries.IndexPageQuery, LocalizedPageContext> = ({ data, pageContext }) => (
  <Seo title={data.homeJson?.title ?? ''} description={data.homeJson?.description ?? ''} page={pageContext} />
)

export const query = graphql`
  query IndexPage($locale: String!) {
    ...PageCopy
    homeJson(locale: { eq: $locale }) {
      title
      description
      hero {
        eyebrow
        heading
        pitch
        stats {
          value
          label
        }
      }
      contact {
        heading
        intro
        submitLabel
      }
      program {
        heading
        intro
      }
      yourStory {
        heading
        text
        buttonLabel
      }
    }
    insightsJson(locale: { eq: $locale }) {
      ...InsightsCopy
    }
    latest: allMarkdownRemark(
      filter: { fields: { locale: { eq: $locale }, published: { eq: true } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
      limit: 3
    ) {
      nodes {
        ...ArticleCard
      }
    }
    stepsJson(locale: { eq: $locale }) {
      steps {
        number
        title
        text
      }
    }
  }
`
