/**
 * The not-found page, with a way home. Gatsby serves it with status 404.
 */
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby'
import Layout from '../components/layout'
import Section from '../components/section'
import Seo from '../components/seo'
import { buttonStyle } from '../theme/styles'
import { space } from '../theme/tokens'

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const page = data.notFoundJson
  if (!page) throw new Error('content/not-found.json is missing')
  return (
    <Layout>
      <Section id="not-found" headingLevel="h1" heading={page.heading} intro={page.text}>
        <Link to="/" css={[buttonStyle, { marginTop: space.lg }]}>
          {page.homeLinkLabel}
        </Link>
      </Section>
    </Layout>
  )
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data, location }) => (
  <Seo title={data.notFoundJson?.title ?? ''} description={data.notFoundJson?.description ?? ''} pathname={location.pathname} noIndex />
)

export const query = graphql`
  query NotFoundPage {
    notFoundJson {
      title
      description
      heading
      text
      homeLinkLabel
    }
  }
`
