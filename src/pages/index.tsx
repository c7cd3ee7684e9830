/**
 * Home (/): the query and its composition; see components/home-page.tsx.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import HomePage from '../components/home-page'
import Seo from '../components/seo'

export default function IndexPage({ data }: PageProps<Queries.IndexPageQuery>) {
  return <HomePage data={data} />
}

export const Head: HeadFC<Queries.IndexPageQuery> = ({ data, location }) => (
  <Seo title={data.homeJson?.title ?? ''} description={data.homeJson?.description ?? ''} pathname={location.pathname} />
)

export const query = graphql`
  query IndexPage {
    homeJson {
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
    allStepsJson(sort: { number: ASC }) {
      nodes {
        number
        title
        text
      }
    }
  }
`
