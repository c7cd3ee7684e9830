/**
 * Our Story, rendered from its query data: how the agency started and what
 * it does today, with a link to the free evaluation.
 */
import { formIds } from '../contact/contact-form'
import LocalizedLink from '../i18n/localized-link'
import Layout from '../layout/layout'
import Section from '../layout/section'
import StoryChapters from './story-chapters'
import { buttonStyle } from '../../theme/styles'
import { fontSizes, space } from '../../theme/tokens'

type StoryPageProps = { data: Queries.OurStoryPageQuery }

export default function StoryPage({ data }: StoryPageProps) {
  const { storyJson: story, siteJson: site } = data
  if (!story || !site) throw new Error('content/story.json and content/site.json are required')
  return (
    <Layout>
      <Section id="story" headingLevel="h1" heading={story.heading}>
        <StoryChapters chapters={story.chapters} yearsInBusiness={site.yearsInBusiness} />
        <p css={{ marginTop: space.xl, fontSize: fontSizes.lead, fontWeight: 600 }}>{story.cta.text}</p>
        <LocalizedLink to={`/#${formIds('home').section}`} css={[buttonStyle, { marginTop: space.md }]}>
          {story.cta.linkLabel}
        </LocalizedLink>
      </Section>
    </Layout>
  )
}
