/**
 * The CMS's previews of the site's pages: each draws the page's own
 * component (HomePage, ServicesPage, StoryPage, PrivacyPage) with props
 * made from the entry being edited, in the language and direction being
 * edited, so an editor sees the page as visitors will. What an entry does
 * not hold comes from the content files as they are saved: the home page
 * around its steps, the facts of site.json. A field the editor has not
 * written yet is drawn empty (the content model says its kind).
 */
import HomePage from '../components/home/home-page'
import PrivacyPage, { type PrivacyPageProps } from '../components/privacy/privacy-page'
import { PRIVACY_PATH } from '../components/privacy/privacy-path'
import ServicesPage, { type ServicesPageProps } from '../components/services/services-page'
import StoryPage, { type StoryPageProps } from '../components/story/story-page'
import { valuesOf } from '../lib/content/field-values'
import { CONTENT_FILES } from '../lib/content/model'
import type { Locale } from '../lib/i18n/locales'
import PreviewFrame, { previewLocale } from './preview-frame'
import site from '../../content/site.json'
import homeEn from '../../content/en/home.json'
import homeAr from '../../content/ar/home.json'
import stepsEn from '../../content/en/steps.json'
import stepsAr from '../../content/ar/steps.json'

type Home = typeof homeEn
type Steps = typeof stepsEn
const SAVED_HOME: Record<Locale, Home> = { en: homeEn, ar: homeAr }
const SAVED_STEPS: Record<Locale, Steps> = { en: stepsEn, ar: stepsAr }

/** What Decap hands a preview template (the parts used here). */
export type PreviewProps = {
  /** An Immutable.js map of the entry; `data` holds the fields of the language being previewed. */
  entry: { getIn: (path: string[]) => unknown }
  document: Document
  locale?: string
}

/**
 * The entry of content file `file` as its page reads it: the fields being
 * edited over `saved` (what the entry has not loaded yet), each field the
 * editor has left empty filled with its kind's empty value.
 */
function contentOf<T>(file: string, edited: unknown, saved?: T): T {
  const model = CONTENT_FILES.find((content) => content.name === file)
  if (!model) throw new Error(`no content file ${file} in the model`)
  return valuesOf(model.type, { ...saved, ...(edited as object) }) as unknown as T
}

const editedOf = ({ entry }: PreviewProps) => (entry.getIn(['data']) as { toJS?: () => unknown } | undefined)?.toJS?.() ?? {}

/** A preview template, the entry drawn by `render` as the page at `originalPath`, in the site's styles. */
function preview(originalPath: string, render: (edited: unknown, locale: Locale) => JSX.Element): (props: PreviewProps) => JSX.Element {
  return function Preview(props: PreviewProps) {
    const locale = previewLocale(props.locale)
    return (
      <PreviewFrame document={props.document} locale={locale} originalPath={originalPath}>
        {render(editedOf(props), locale)}
      </PreviewFrame>
    )
  }
}

/** The home page of `home`, with `steps`; the CMS has no articles to list under them. */
function Home({ home, steps }: { home: Home; steps: Steps }) {
  const { hero, contact, program, yourStory } = home
  return <HomePage hero={hero} contact={contact} program={program} yourStory={yourStory} steps={steps.steps} />
}

export const HomePreview = preview('/', (edited, locale) => <Home home={contentOf('home', edited, SAVED_HOME[locale])} steps={SAVED_STEPS[locale]} />)

export const StepsPreview = preview('/', (edited, locale) => <Home home={SAVED_HOME[locale]} steps={contentOf('steps', edited, SAVED_STEPS[locale])} />)

export const ServicesPreview = preview('/ourservices/', (edited) => {
  const { heading, intro, approaches, consultation } = contentOf<ServicesPageProps>('services', edited)
  return <ServicesPage heading={heading} intro={intro} approaches={approaches} consultation={consultation} />
})

export const StoryPreview = preview('/ourstory/', (edited) => {
  const { heading, chapters, cta } = contentOf<Omit<StoryPageProps, 'yearsInBusiness'>>('story', edited)
  return <StoryPage heading={heading} chapters={chapters} cta={cta} yearsInBusiness={site.yearsInBusiness} />
})

export const PrivacyPreview = preview(PRIVACY_PATH, (edited) => {
  const { heading, intro, sections, rights } = contentOf<Omit<PrivacyPageProps, 'site'>>('privacy', edited)
  return <PrivacyPage heading={heading} intro={intro} sections={sections} rights={rights} site={site} />
})
