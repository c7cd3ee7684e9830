/**
 * /thank-you/: where a contact form posted without JavaScript lands once the
 * lead has been delivered.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import LocalizedLink from '../components/i18n/localized-link'
import Layout from '../components/layout/layout'
import Section from '../components/layout/section'
import Seo from '../components/head/seo'
import type { LocalizedPageContext } from '../lib/i18n/locales'
import { buttonStyle } from '../theme/styles'
import { colors, space } from '../theme/tokens'

export default function ThankYouPage({ data }: PageProps<Queries.ThankYouPageQuery>) {
  const page = data.thankYouJson
  if (!page) throw new Error('content/thank-you.json is missing')
  return (
    <Layout>
      <Section id="thank-you" headingLevel="h1" heading={page.heading} intro={page.text}>
        <p css={{ display: 'flex', flexWrap: 'wrap', gap: space.md, marginTop: space.lg }}>
          <LocalizedLink to="/" css={buttonStyle}>
            {page.homeLinkLabel}
          </LocalizedLink>
          <LocalizedLink to="/ourservices/" css={{ alignSelf: 'center', color: colors.ink, fontWeight: 600 }}>
            {page.servicesLinkLabel}
          </LocalizedLink>
        </p>
      </Section>
    </Layout>
  )
}

export const Head: HeadFC<Queries.ThankYouPageQuery, LocalizedPageContext> = ({ data, pageContext }) => (
  <Seo title={data.thankYouJson?.title ?? ''} description={data.thankYouJson?.description ?? ''} page={pageContext} noIndex />
)

export const query = graphql`
  query ThankYouPage($locale: String!) {
    ...PageCopy
    thankYouJson(locale: { eq: $locale }) {
      title
      description
      heading
      text
      homeLinkLabel
      servicesLinkLabel
    }
  }
`
