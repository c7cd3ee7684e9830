/**
 * The CMS's previews of the home page, the steps, Our Services, Our Story
 * and the privacy notice are the site's own pages, drawn from the entry as
 * it is being edited, in the language and direction being edited: what the
 * editor changes shows where the page shows it, what the entry does not
 * hold comes from the saved content, and a part just added, still empty,
 * does not break the preview.
 */
import { render, screen, within } from '@testing-library/react'
import { HomePreview, PrivacyPreview, ServicesPreview, StepsPreview, StoryPreview, type PreviewProps } from '../../src/cms/previews'
import { fillTemplate } from '../../src/lib/i18n/text'
import { PAGE_COPY } from '../support/page-copy'
import site from '../../content/site.json'
import homeEn from '../../content/en/home.json'
import homeAr from '../../content/ar/home.json'
import stepsEn from '../../content/en/steps.json'
import stepsAr from '../../content/ar/steps.json'
import servicesEn from '../../content/en/services.json'
import servicesAr from '../../content/ar/services.json'
import storyEn from '../../content/en/story.json'
import storyAr from '../../content/ar/story.json'
import privacyEn from '../../content/en/privacy.json'
import privacyAr from '../../content/ar/privacy.json'

const SAVED = {
  en: { home: homeEn, steps: stepsEn, services: servicesEn, story: storyEn, privacy: privacyEn, edited: 'A heading being written' },
  ar: { home: homeAr, steps: stepsAr, services: servicesAr, story: storyAr, privacy: privacyAr, edited: 'عنوان قيد الكتابة' },
} as const

const entry = (data: unknown): PreviewProps['entry'] => ({ getIn: () => ({ toJS: () => data }) })
const main = () => screen.getByRole('main')

describe.each(['en', 'ar'] as const)('in %s', (locale) => {
  const { home, steps, services, story, privacy, edited } = SAVED[locale]
  const show = (Preview: (props: PreviewProps) => JSX.Element, data: unknown) => render(<Preview entry={entry(data)} document={document} locale={locale} />)

  test('the home page shows the hero being edited with its figures, the form beside it and the saved steps', () => {
    show(HomePreview, { ...home, hero: { ...home.hero, heading: edited } })
    expect(document.documentElement).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(edited)
    for (const stat of home.hero.stats) expect(main()).toHaveTextContent(stat.label)
    expect(screen.getByRole('form', { name: home.contact.heading })).toContainElement(screen.getByLabelText(PAGE_COPY[locale].form.nameLabel))
    const program = screen.getByRole('region', { name: fillTemplate(home.program.heading, { count: steps.steps.length }) })
    expect(within(program).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(steps.steps.map((step) => step.title))
    expect(screen.getByRole('region', { name: home.yourStory.heading })).toHaveTextContent(home.yourStory.text)
  })

  test('the steps being edited show in the home page, under its saved heading', () => {
    const changed = { steps: [...steps.steps.slice(0, 2), { number: 3, title: edited }] }
    show(StepsPreview, changed)
    const program = screen.getByRole('region', { name: fillTemplate(home.program.heading, { count: 3 }) })
    expect(within(program).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([steps.steps[0].title, steps.steps[1].title, edited])
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(home.hero.heading)
  })

  test('Our Services shows the approaches being edited, and the consultation form', () => {
    show(ServicesPreview, { ...services, approaches: [{ ...services.approaches[0], title: edited }, { id: 'new' }] })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(services.heading)
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(edited)
    expect(screen.getByRole('region', { name: services.consultation.heading })).toContainElement(screen.getByRole('button', { name: services.consultation.submitLabel }))
  })

  test('Our Story shows the chapters being edited, the years in business of site.json filled in', () => {
    show(StoryPreview, { ...story, chapters: [...story.chapters, { heading: edited }] })
    const chapter = story.chapters.find((each) => each.text.includes('{years}'))!
    expect(main()).toHaveTextContent(fillTemplate(chapter.text, { years: site.yearsInBusiness }))
    expect(screen.getByRole('region', { name: edited })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: story.cta.linkLabel })).toBeInTheDocument()
  })

  test('the privacy notice shows the sections being edited, with the retention period and e-mail of site.json', () => {
    show(PrivacyPreview, { ...privacy, heading: edited, sections: [...privacy.sections, {}], rights: { heading: privacy.rights.heading } })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(edited)
    const retention = privacy.sections.flatMap((section) => section.paragraphs).find((paragraph) => paragraph.includes('{days}'))!
    expect(main()).toHaveTextContent(fillTemplate(retention, { company: site.companyName, days: site.leadRetentionDays }))
    expect(within(main()).getByRole('link', { name: site.contactEmail })).toHaveAttribute('href', `mailto:${site.contactEmail}`)
    // The section just added is drawn with an empty heading; the copy and erasure one still closes the notice.
    expect(within(main()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([...privacy.sections.map((section) => section.heading), '', privacy.rights.heading])
  })
})
