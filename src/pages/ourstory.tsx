/**
 * Our Story (/ourstory/): the query, and its answer made into the page's
 * props; see components/story/story-page.tsx.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../components/head/seo'
import type { PageContext } from '../lib/i18n/locales'
import StoryPage, { type StoryPageProps } from '../components/story/story-page'

function storyPropsOf({ storyJson: story, siteJson: site }: Queries.OurStoryPageQuery): StoryPageProps {
  if (!story || !site) throw new Error('content/story.json and content/site.json are required')
  return { heading: story.heading, chapters: story.chapters, yearsInBusiness: site.yearsInBusiness, cta: story.cta }
}

export default function OurStoryPage({ data }: PageProps<Queries.OurStoryPageQuery>) {
  return <StoryPage {...storyPropsOf(data)} />
}

export const Head: HeadFC<Queries.OurStoryPageQuery, PageContext> = ({ data, pageContext }) => (
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
