/**
 * /thank-you/: the query, and its answer made into the page's props; see
 * components/thank-you/thank-you-page.tsx. Its context says noindex (the
 * head reads it).
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../components/head/seo'
import ThankYouPage, { type ThankYouPageProps } from '../components/thank-you/thank-you-page'
import type { PageContext } from '../lib/i18n/locales'

function thankYouPropsOf({ thankYouJson: page }: Queries.ThankYouPageQuery): ThankYouPageProps {
  if (!page) throw new Error('content/thank-you.json is missing')
  return { heading: page.heading, text: page.text, homeLinkLabel: page.homeLinkLabel, servicesLinkLabel: page.servicesLinkLabel }
}

export default function ThankYou({ data }: PageProps<Queries.ThankYouPageQuery>) {
  return <ThankYouPage {...thankYouPropsOf(data)} />
}

export const Head: HeadFC<Queries.ThankYouPageQuery, PageContext> = ({ data, pageContext }) => (
  <Seo title={data.thankYouJson?.title ?? ''} description={data.thankYouJson?.description ?? ''} page={pageContext} />
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
