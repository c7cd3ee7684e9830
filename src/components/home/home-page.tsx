/**
 * The home page, rendered purely from its query data: the pitch and contact
 * form, the 5-step program, the latest insights and the 'YOUR story' call
 * to action.
 */
import ContactCard from '../contact/contact-card'
import { formIds } from '../contact/contact-form'
import Hero from './hero'
import Island from '../islands/island'
import Layout from '../layout/layout'
import Section from '../layout/section'
import YourStory from './your-story'
import LatestInsights from '../insights/latest-insights'
import { fillTemplate } from '../../lib/i18n/text'

type HomePageProps = { data: Queries.IndexPageQuery }

export default function HomePage({ data }: HomePageProps) {
  const { homeJson: home, stepsJson } = data
  if (!home) throw new Error('content/home.json is missing')
  if (!stepsJson) throw new Error('content/steps.json is missing')
  const { steps } = stepsJson
  const form = formIds('home')
  return (
    <Layout>
      <Hero
        eyebrow={home.hero.eyebrow}
        heading={home.hero.heading}
        pitch={home.hero.pitch}
        stats={home.hero.stats}
        aside={
          <ContactCard
            formId="home"
            heading={home.contact.heading}
            intro={home.contact.intro}
            submitLabel={home.contact.submitLabel}
          />
        }
      />
      <Section id="program" tone="mist" heading={fillTemplate(home.program.heading, { count: steps.length })} intro={home.program.intro}>
        <Island name="program-steps" props={{ steps }} />
      </Section>
      {data.insightsJson && <LatestInsights copy={data.insightsJson} articles={data.latest.nodes} />}
      <YourStory
        heading={home.yourStory.heading}
        text={home.yourStory.text}
        buttonLabel={home.yourStory.buttonLabel}
        targetId={form.section}
        nameFieldId={form.name}
      />
    </Layout>
  )
}
