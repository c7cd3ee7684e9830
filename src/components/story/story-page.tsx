/**
 * Our Story, rendered from its query data: how the agency started and what
 * it does today, with a link to the free evaluation.
 */
import { formIds } from '../contact/contact-form'
import LocalizedLink from '../i18n/localized-link'
import Layout from '../layout/layout'
import Section from '../layout/section'
import { fillTemplate } from '../../lib/text'
import { buttonStyle } from '../../theme/styles'
import { colors, fontSizes, media, space } from '../../theme/tokens'

type StoryPageProps = { data: Queries.OurStoryPageQuery }

const chaptersStyle = {
  display: 'grid',
  gap: space.xl,
  marginTop: space.xl,
  maxWidth: '46rem',
  paddingInlineStart: space.lg,
  borderInlineStart: `4px solid ${colors.accent}`,
  [media.up('medium')]: { paddingInlineStart: space.xl },
} as const

export default function StoryPage({ data }: StoryPageProps) {
  const { storyJson: story, siteJson: site } = data
  if (!story || !site) throw new Error('content/story.json and content/site.json are required')
  return (
    <Layout>
      <Section id="story" headingLevel="h1" heading={story.heading}>
        <div css={chaptersStyle}>
          {story.chapters.map((chapter) => (
            <section key={chapter.heading} aria-label={chapter.heading}>
              <h2 css={{ fontSize: fontSizes.h3, color: colors.ink }}>{chapter.heading}</h2>
              <p css={{ marginTop: space.sm, fontSize: fontSizes.lead }}>
                {fillTemplate(chapter.text, { years: site.yearsInBusiness })}
              </p>
            </section>
          ))}
        </div>
        <p css={{ marginTop: space.xl, fontSize: fontSizes.lead, fontWeight: 600 }}>{story.cta.text}</p>
        <LocalizedLink to={`/#${formIds('home').section}`} css={[buttonStyle, { marginTop: space.md }]}>
          {story.cta.linkLabel}
        </LocalizedLink>
      </Section>
    </Layout>
  )
}
