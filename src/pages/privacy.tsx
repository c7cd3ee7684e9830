/**
 * The privacy notice (/privacy/): the query, and its answer made into the
 * page's props; see components/privacy/privacy-page.tsx.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../components/head/seo'
import type { PageContext } from '../lib/i18n/locales'
import PrivacyPage, { type PrivacyPageProps } from '../components/privacy/privacy-page'

function privacyPropsOf({ privacyJson: privacy, siteJson: site }: Queries.PrivacyPageQuery): PrivacyPageProps {
  if (!privacy || !site) throw new Error('content/privacy.json and content/site.json are required')
  const { heading, intro, sections, rights } = privacy
  return { heading, intro, sections, rights, site }
}

export default function PrivacyNoticePage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  return <PrivacyPage {...privacyPropsOf(data)} />
}

export const Head: HeadFC<Queries.PrivacyPageQuery, PageContext> = ({ data, pageContext }) => (
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
        anchor
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
