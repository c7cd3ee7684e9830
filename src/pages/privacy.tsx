/**
 * The privacy notice (/privacy/): the query and its composition; see
 * components/privacy/privacy-page.tsx.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../components/head/seo'
import type { LocalizedPageContext } from '../lib/i18n/locales'
import PrivacyPage from '../components/privacy/privacy-page'

export default function PrivacyNoticePage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  return <PrivacyPage data={data} />
}

export const Head: HeadFC<Queries.PrivacyPageQuery, LocalizedPageContext> = ({ data, pageContext }) => (
  <Seo title={data.privacyJson?.title ?? ''} description={data.privacyJson?.description ?? ''} page={pageContext} />
)

export const query = graphql`
  query PrivacyPage($locale: String!) {
    ...PageCopy
    privacyJson(locale: { eq: $locale }) {
      title
      description
      heading
      intro
      sections {
        heading
        paragraphs
        points
      }
      rights {
        heading
        text
        writeTo
        closing
      }
    }
    siteJson {
      companyName
      contactEmail
      leadRetentionDays
    }
  }
`
