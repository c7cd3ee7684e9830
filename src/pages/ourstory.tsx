/**
 * Our Story (/ourstory/): the query and its composition; see
 * components/story/story-page.tsx.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../components/head/seo'
import type { LocalizedPageContext } from '../lib/i18n/locales'
import StoryPage from '../components/story/story-page'

export default function OurStoryPage({ data }: PageProps<Queries.OurStoryPageQuery>) {
  return <StoryPage data={data} />
}

export const Head: HeadFC<Queries.OurStoryPageQuery, LocalizedPageContext> = ({ data, pageContext }) => (
  <Seo title={data.storyJson?.title ?? ''} description={data.storyJson?.description ?? ''} page={pageContext} />
)

export const query = graphql`
  query OurStoryPage($locale: String!) {
    ...PageCopy
    storyJson(locale: { eq: $locale }) {
      title
      description
      heading
      chapters {
        heading
        text
      }
      cta {
        text
        linkLabel
      }
    }
    siteJson {
      yearsInBusiness
    }
  }
`
