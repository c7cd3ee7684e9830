/**
 * The not-found page: the query, and its answer made into the page's props;
 * see components/not-found/not-found-page.tsx. Gatsby serves it with status
 * 404; its context says noindex (the head reads it).
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../components/head/seo'
import NotFoundPage, { type NotFoundPageProps } from '../components/not-found/not-found-page'
import type { PageContext } from '../lib/i18n/locales'

function notFoundPropsOf({ notFoundJson: page }: Queries.NotFoundPageQuery): NotFoundPageProps {
  if (!page) throw new Error('content/not-found.json is missing')
  return { heading: page.heading, text: page.text, homeLinkLabel: page.homeLinkLabel }
}

export default function NotFound({ data }: PageProps<Queries.NotFoundPageQuery>) {
  return <NotFoundPage {...notFoundPropsOf(data)} />
}

export const Head: HeadFC<Queries.NotFoundPageQuery, PageContext> = ({ data, pageContext }) => (
  <Seo title={data.notFoundJson?.title ?? ''} description={data.notFoundJson?.description ?? ''} page={pageContext} />
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
