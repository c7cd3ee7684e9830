/**
 * Home (/): the query, and its answer made into the home page's props; see
 * components/home/home-page.tsx.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import HomePage, { type HomePageProps } from '../components/home/home-page'
import Seo from '../components/head/seo'
import type { PageContext } from '../lib/i18n/locales'

function homePropsOf({ homeJson: home, stepsJson, insightsJson, latest }: Queries.IndexPageQuery): HomePageProps {
  if (!home) throw new Error('content/home.json is missing')
  if (!stepsJson) throw new Error('content/steps.json is missing')
  const { hero, contact, program, yourStory } = home
  return { hero, contact, program, yourStory, steps: stepsJson.steps, insights: insightsJson ? { copy: insightsJson, articles: latest.nodes } : undefined }
}

export default function IndexPage({ data }: PageProps<Queries.IndexPageQuery>) {
  return <HomePage {...homePropsOf(data)} />
}

export const Head: HeadFC<Queries.IndexPageQuery, PageContext> = ({ data, pageContext }) => (
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
