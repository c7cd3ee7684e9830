/**
 * The not-found page, with a way home. Gatsby serves it with status 404.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import LocalizedLink from '../components/i18n/localized-link'
import Layout from '../components/layout/layout'
import Section from '../components/layout/section'
import Seo from '../components/head/seo'
import type { LocalizedPageContext } from '../lib/i18n/locales'
import { buttonStyle } from '../theme/styles'
import { space } from '../theme/tokens'

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const page = data.notFoundJson
  if (!page) throw new Error('content/not-found.json is missing')
  return (
    <Layout>
      <Section id="not-found" headingLevel="h1" heading={page.heading} intro={page.text}>
        <LocalizedLink to="/" css={[buttonStyle, { marginTop: space.lg }]}>
          {page.homeLinkLabel}
        </LocalizedLink>
      </Section>
    </Layout>
  )
}

export const Head: HeadFC<Queries.NotFoundPageQuery, LocalizedPageContext> = ({ data, pageContext }) => (
  <Seo title={data.notFoundJson?.title ?? ''} description={data.notFoundJson?.description ?? ''} page={pageContext} noIndex />
)

export const query = graphql`
  query NotFoundPage($locale: String!) {
    ...PageCopy
    notFoundJson(locale: { eq: $locale }) {
      title
      description
      heading
      text
      homeLinkLabel
    }
  }
`
