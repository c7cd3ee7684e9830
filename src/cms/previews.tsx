/**
 * The CMS's previews: the site's own components, drawn from the entry being
 * edited, so an editor sees the hero, the step cards, the approaches, the
 * story and the privacy notice as visitors will, in the language and direction being edited. What
 * an entry does not hold (the home page's heading above the steps) comes from
 * the content files as they are saved.
 */
import Hero from '../components/home/hero'
import ProgramSteps from '../components/home/program-steps'
import YourStory from '../components/home/your-story'
import Section from '../components/layout/section'
import PrivacyNotice from '../components/privacy/privacy-notice'
import ServiceApproaches from '../components/services/service-approaches'
import StoryChapters from '../components/story/story-chapters'
import { formIds } from '../components/contact/contact-form'
import { fillTemplate } from '../lib/i18n/text'
import type { Locale } from '../lib/i18n/locales'
import PreviewFrame, { previewLocale } from './preview-frame'
import site from '../../content/site.json'
import homeEn from '../../content/en/home.json'
import homeAr from '../../content/ar/home.json'
import stepsEn from '../../content/en/steps.json'
import stepsAr from '../../content/ar/steps.json'

type Home = typeof homeEn
type Step = (typeof stepsEn)['steps'][number]
const SAVED_HOME: Record<Locale, Home> = { en: homeEn, ar: homeAr }
const SAVED_STEPS: Record<Locale, readonly Step[]> = { en: stepsEn.steps, ar: stepsAr.steps }

/** What Decap hands a preview template (the parts used here). */
export type PreviewProps = {
  /** An Immutable.js map of the entry; `data` holds the fields of the language being previewed. */
  entry: { getIn: (path: string[]) => unknown }
  document: Document
  locale?: string
}

const dataOf = <T,>({ entry }: PreviewProps) => ((entry.getIn(['data']) as { toJS?: () => unknown } | undefined)?.toJS?.() ?? {}) as Partial<T>

/** A preview template for an entry of shape T, drawn by `render` in the site's styles. */
function preview<T>(render: (data: Partial<T>, locale: Locale) => JSX.Element): (props: PreviewProps) => JSX.Element {
  return function Preview(props: PreviewProps) {
    const locale = previewLocale(props.locale)
    return (
      <PreviewFrame document={props.document} locale={locale}>
        <main>{render(dataOf<T>(props), locale)}</main>
      </PreviewFrame>
    )
  }
}

/** The home page's program section: its heading and introduction above the step cards. */
function Program({ program, steps }: { program: Home['program']; steps: readonly Step[] }) {
  return (
    <Section id="program" tone="mist" heading={fillTemplate(program.heading, { count: steps.length })} intro={program.intro}>
      <ProgramSteps steps={steps} />
    </Section>
  )
}

export const StepsPreview = preview<{ steps: Step[] }>(({ steps = [] }, locale) => <Program program={SAVED_HOME[locale].program} steps={steps} />)

export const HomePreview = preview<Home>((home, locale) => {
  const saved = SAVED_HOME[locale]
  const { hero = saved.hero, program = saved.program, yourStory = saved.yourStory } = home
  const form = formIds('home')
  return (
    <>
      <Hero eyebrow={hero.eyebrow} heading={hero.heading} pitch={hero.pitch} stats={hero.stats ?? []} aside={null} />
      <Program program={program} steps={SAVED_STEPS[locale]} />
      <YourStory heading={yourStory.heading} text={yourStory.text} buttonLabel={yourStory.buttonLabel} targetId={form.section} nameFieldId={form.name} />
    </>
  )
})

type Services = { heading: string; intro: string; approaches: { id: string; title: string; summary: string; points: string[] }[] }

export const ServicesPreview = preview<Services>(({ heading = '', intro = '', approaches = [] }) => (
  <Section id="services" headingLevel="h1" heading={heading} intro={intro}>
    <ServiceApproaches approaches={approaches} />
  </Section>
))

type Story = { heading: string; chapters: { heading: string; text: string }[] }

export const StoryPreview = preview<Story>(({ heading = '', chapters = [] }) => (
  <Section id="story" headingLevel="h1" heading={heading}>
    <StoryChapters chapters={chapters} yearsInBusiness={site.yearsInBusiness} />
  </Section>
))

type PrivacyRights = { heading: string; text: string; writeTo: string; closing: string }
// A section or the rights as the editor may have left them half written.
type Privacy = {
  heading: string
  intro: string
  sections: { heading?: string; paragraphs?: string[]; points?: string[] }[]
  rights: Partial<PrivacyRights>
}

const NO_RIGHTS: PrivacyRights = { heading: '', text: '', writeTo: '', closing: '' }

export const PrivacyPreview = preview<Privacy>(({ heading = '', intro = '', sections = [], rights = {} }) => {
  const values = { company: site.companyName, days: site.leadRetentionDays }
  return (
    <Section id="privacy" headingLevel="h1" heading={heading} intro={fillTemplate(intro, values)}>
      <PrivacyNotice
        sections={sections.map(({ heading = '', paragraphs = [], points }) => ({ heading, paragraphs, points }))}
        rights={{ ...NO_RIGHTS, ...rights }}
        values={values}
        contactEmail={site.contactEmail}
      />
    </Section>
  )
})
