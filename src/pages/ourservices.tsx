/**
 * Our Services (/ourservices/): the query and its composition; see
 * components/services-page.tsx.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../components/seo'
import ServicesPage from '../components/services-page'

export default function OurServicesPage({ data }: PageProps<Queries.OurServicesPageQuery>) {
  return <ServicesPage data={data} />
}

export const Head: HeadFC<Queries.OurServicesPageQuery> = ({ data, location }) => (
  <Seo title={data.servicesJson?.title ?? ''} description={data.servicesJson?.description ?? ''} pathname={location.pathname} />
)

export const query = graphql`
  query OurServicesPage {
    servicesJson {
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
