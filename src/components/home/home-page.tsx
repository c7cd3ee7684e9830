/**
 * The home page, rendered from plain props: the pitch and contact form, the
 * 5-step program, the latest insights and the 'YOUR story' call to action.
 * The page's query (src/pages/index.tsx) and the CMS's previews of the home
 * page and the steps (src/cms/previews.tsx) each make these props.
 */
import ContactCard from '../contact/contact-card'
import { formIds } from '../contact/contact-form'
import Hero from './hero'
import ProgramSteps from './program-steps'
import type { Step } from './step-list'
import Layout from '../layout/layout'
import Section from '../layout/section'
import YourStory from './your-story'
import LatestInsights from '../insights/latest-insights'
import type { ArticleCardData, InsightsCopy } from '../insights/insights-copy'
import { fillTemplate } from '../../lib/i18n/text'

export type HomePageProps = {
  hero: { eyebrow: string; heading: string; pitch: string; stats: readonly { value: string; label: string }[] }
  /** The contact form beside the pitch. */
  contact: { heading: string; intro: string; submitLabel: string }
  /** The heading ({count}: the number of steps) and introduction above the steps. */
  program: { heading: string; intro: string }
  steps: readonly Step[]
  yourStory: { heading: string; text: string; buttonLabel: string }
  /** The newest articles of the page's language; none in the CMS's previews, which have no articles to show. */
  insights?: { copy: InsightsCopy; articles: readonly ArticleCardData[] }
}

export default function HomePage({ hero, contact, program, steps, yourStory, insights }: HomePageProps) {
  const form = formIds('home')
  return (
    <Layout>
      <Hero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        pitch={hero.pitch}
        stats={hero.stats}
        aside={<ContactCard formId="home" heading={contact.heading} intro={contact.intro} submitLabel={contact.submitLabel} />}
      />
      <Section id="program" tone="mist" heading={fillTemplate(program.heading, { count: steps.length })} intro={program.intro}>
        <ProgramSteps steps={steps} />
      </Section>
      {insights && <LatestInsights copy={insights.copy} articles={insights.articles} />}
      <YourStory heading={yourStory.heading} text={yourStory.text} buttonLabel={yourStory.buttonLabel} targetId={form.section} nameFieldId={form.name} />
    </Layout>
  )
}
