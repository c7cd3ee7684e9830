/**
 * Our Story, rendered from plain props: how the agency started and what it
 * does today, with a link to the free evaluation. The page's query
 * (src/pages/ourstory.tsx) and the CMS's preview (src/cms/previews.tsx)
 * each make these props.
 */
import { formIds } from '../contact/contact-form'
import LocalizedLink from '../i18n/localized-link'
import Layout from '../layout/layout'
import Section from '../layout/section'
import StoryChapters, { type Chapter } from './story-chapters'
import { buttonStyle } from '../../theme/styles'
import { fontSizes, space } from '../../theme/tokens'

export type StoryPageProps = {
  heading: string
  chapters: readonly Chapter[]
  /** What {years} in a chapter becomes (content/site.json). */
  yearsInBusiness: number
  /** The closing line and the link to the home page's form. */
  cta: { text: string; linkLabel: string }
}

export default function StoryPage({ heading, chapters, yearsInBusiness, cta }: StoryPageProps) {
  return (
    <Layout>
      <Section id="story" headingLevel="h1" heading={heading}>
        <StoryChapters chapters={chapters} yearsInBusiness={yearsInBusiness} />
        <p css={{ marginTop: space.xl, fontSize: fontSizes.lead, fontWeight: 600 }}>{cta.text}</p>
        <LocalizedLink to={`/#${formIds('home').section}`} css={[buttonStyle, { marginTop: space.md }]}>
          {cta.linkLabel}
        </LocalizedLink>
      </Section>
    </Layout>
  )
}
