/**
 * /thank-you/: where a contact form posted without JavaScript lands once the
 * lead has been delivered.
 */
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby'
import Layout from '../components/layout'
import Section from '../components/section'
import Seo from '../components/seo'
import { buttonStyle } from '../theme/styles'
import { colors, space } from '../theme/tokens'

export default function ThankYouPage({ data }: PageProps<Queries.ThankYouPageQuery>) {
  const page = data.thankYouJson
  if (!page) throw new Error('content/thank-you.json is missing')
  return (
    <Layout>
      <Section id="thank-you" headingLevel="h1" heading={page.heading} intro={page.text}>
        <p css={{ display: 'flex', flexWrap: 'wrap', gap: space.md, marginTop: space.lg }}>
          <Link to="/" css={buttonStyle}>
            {page.homeLinkLabel}
          </Link>
          <Link to="/ourservices/" css={{ alignSelf: 'center', color: colors.ink, fontWeight: 600 }}>
            {page.servicesLinkLabel}
          </Link>
        </p>
      </Section>
    </Layout>
  )
}

export const Head: HeadFC<Queries.ThankYouPageQuery> = ({ data, location }) => (
  <Seo title={data.thankYouJson?.title ?? ''} description={data.thankYouJson?.description ?? ''} pathname={location.pathname} noIndex />
)

export const query = graphql`
  query ThankYouPage {
    thankYouJson {
      title
      description
      heading
      text
      homeLinkLabel
      servicesLinkLabel
    }
  }
`
