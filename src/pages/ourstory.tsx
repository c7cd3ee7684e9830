/**
 * Our Story (/ourstory/): the query and its composition; see
 * components/story-page.tsx.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../components/seo'
import StoryPage from '../components/story-page'

export default function OurStoryPage({ data }: PageProps<Queries.OurStoryPageQuery>) {
  return <StoryPage data={data} />
}

export const Head: HeadFC<Queries.OurStoryPageQuery> = ({ data, location }) => (
  <Seo title={data.storyJson?.title ?? ''} description={data.storyJson?.description ?? ''} pathname={location.pathname} />
)

export const query = graphql`
  query OurStoryPage {
    storyJson {
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
