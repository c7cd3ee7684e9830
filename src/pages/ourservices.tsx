/**
 * Our Services (/ourservices/): the query, and its answer made into the
 * page's props; see components/services/services-page.tsx.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../components/head/seo'
import type { PageContext } from '../lib/i18n/locales'
import ServicesPage, { type ServicesPageProps } from '../components/services/services-page'

function servicesPropsOf({ servicesJson: services }: Queries.OurServicesPageQuery): ServicesPageProps {
  if (!services) throw new Error('content/services.json is missing')
  const { heading, intro, approaches, consultation } = services
  return { heading, intro, approaches, consultation }
}

export default function OurServicesPage({ data }: PageProps<Queries.OurServicesPageQuery>) {
  return <ServicesPage {...servicesPropsOf(data)} />
}

export const Head: HeadFC<Queries.OurServicesPageQuery, PageContext> = ({ data, pageContext }) => (
  <Seo title={data.servicesJson?.title ?? ''} description={data.servicesJson?.description ?? ''} page={pageContext} />
)

export const query = graphql`
  query OurServicesPage($locale: String!) {
    ...PageCopy
    servicesJson(locale: { eq: $locale }) {
      title
      description
      heading
      intro
      approaches {
        id
        title
        summary
        points
      }
      consultation {
        heading
        intro
        submitLabel
      }
    }
  }
`
