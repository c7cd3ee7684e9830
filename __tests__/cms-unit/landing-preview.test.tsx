/**
 * The CMS preview of a landing page is the site's own landing page, drawn
 * from the entry as it is being edited, in the language being edited: the
 * hero's heading as the page's one h1, the blocks in the order of the list,
 * each showing what the editor wrote, the program's steps from the saved
 * steps, the page's one form with the form button in the reduced header,
 * an uploaded image by its file, and a block just added drawn empty.
 */
import { render, screen, within } from '@testing-library/react'
import { fromJS } from 'immutable'
import LandingPreview from '../../src/cms/landing-preview'
import { PAGE_COPY } from '../support/page-copy'
import stepsEn from '../../content/en/steps.json'
import stepsAr from '../../content/ar/steps.json'

const entryOf = (data: Record<string, unknown>) => fromJS({ slug: 'cms-preview', data }) as unknown as { getIn: (path: string[]) => unknown }
const noAsset = () => undefined

const PAGES = {
  en: {
    steps: stepsEn.steps,
    blocks: [
      { type: 'hero', heading: 'Know where your marketing stands', pitch: 'A strategist looks at your numbers with you.', points: ['Free', 'In one hour'], image: 'team.jpg', imageAlt: 'The team at work' },
      { type: 'stats', heading: 'In figures', items: [{ value: '20%', label: 'more calls' }] },
      { type: 'quotes', items: [{ quote: 'They found our leak.', name: 'Sara', role: 'Owner, a café in Dubai' }] },
      { type: 'program', heading: 'The program' },
      { type: 'faq', heading: 'What owners ask', items: [{ question: 'Is it really free?', answer: 'Yes, and no obligation.' }] },
      { type: 'form', heading: 'Book your free evaluation', intro: 'Leave your name and number.', button: 'Book my evaluation' },
    ],
  },
  ar: {
    steps: stepsAr.steps,
    blocks: [
      { type: 'hero', heading: 'اعرف أين يقف تسويقك', pitch: 'يراجع معك خبير أرقامك.', points: ['مجانًا', 'في ساعة'], image: 'team.jpg', imageAlt: 'الفريق أثناء العمل' },
      { type: 'stats', heading: 'بالأرقام', items: [{ value: '20%', label: 'مكالمات أكثر' }] },
      { type: 'quotes', items: [{ quote: 'وجدوا أين نخسر.', name: 'سارة', role: 'صاحبة مقهى في دبي' }] },
      { type: 'program', heading: 'البرنامج' },
      { type: 'faq', heading: 'ما يسأله أصحاب الأعمال', items: [{ question: 'هل هو مجاني فعلًا؟', answer: 'نعم، ودون التزام.' }] },
      { type: 'form', heading: 'احجز تقييمك المجاني', intro: 'اترك اسمك ورقمك.', button: 'احجز تقييمي' },
    ],
  },
} as const

describe.each(['en', 'ar'] as const)('in %s', (locale) => {
  const { blocks, steps } = PAGES[locale]
  const [hero, stats, quotes, program, faq, form] = blocks

  test('the page shows each block as written, in the order of the list, in the language and direction edited', () => {
    render(<LandingPreview entry={entryOf({ campaign: 'free-evaluation-2026q4', blocks })} document={document} locale={locale} getAsset={(file) => `/media/${file}`} />)
    expect(document.documentElement).toHaveAttribute('lang', locale)
    expect(document.documentElement).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hero.heading)
    expect(screen.getByText(hero.pitch)).toBeInTheDocument()
    for (const point of hero.points) expect(screen.getByText(point).tagName).toBe('LI')
    expect(screen.getByRole('img', { name: hero.imageAlt })).toHaveAttribute('src', '/media/team.jpg')
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings).toEqual(expect.arrayContaining([stats.heading, program.heading, faq.heading, form.heading]))
    expect(headings.indexOf(stats.heading)).toBeLessThan(headings.indexOf(program.heading))
    expect(headings.indexOf(faq.heading)).toBeLessThan(headings.indexOf(form.heading))
    const figures = screen.getByRole('region', { name: stats.heading })
    expect(within(figures).getByText(stats.items[0].value)).toBeInTheDocument()
    expect(within(figures).getByText(stats.items[0].label)).toBeInTheDocument()
    const quote = screen.getByRole('figure')
    expect(within(quote).getByText(quotes.items[0].quote)).toBeInTheDocument()
    expect(quote).toHaveTextContent(`${quotes.items[0].name}, ${quotes.items[0].role}`)
    const questions = screen.getByRole('region', { name: faq.heading })
    expect(within(questions).getByText(faq.items[0].question)).toBeInTheDocument()
    expect(within(questions).getByText(faq.items[0].answer)).toBeInTheDocument()
  })

  test("the program block shows the saved steps of the page's language", () => {
    render(<LandingPreview entry={entryOf({ blocks })} document={document} locale={locale} getAsset={noAsset} />)
    const section = screen.getByRole('region', { name: program.heading })
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(steps.map((step) => step.title))
  })

  test("the form block is the page's one form, and the header's one button leads to it", () => {
    render(<LandingPreview entry={entryOf({ blocks })} document={document} locale={locale} getAsset={noAsset} />)
    const section = screen.getByRole('region', { name: form.heading })
    expect(within(section).getByText(form.intro)).toBeInTheDocument()
    expect(within(section).getByLabelText(PAGE_COPY[locale].form.nameLabel)).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: form.button })).toBeInTheDocument()
    const headerButton = within(screen.getByRole('banner')).getByRole('link', { name: form.button })
    const target = document.getElementById(headerButton.getAttribute('href')!.slice(1))
    expect(section).toContainElement(target)
  })

  test('a hero that carries the form shows it beside the pitch, labelled by the h1', () => {
    const withForm = [{ ...hero, image: undefined, form: true, formButton: form.button }, faq]
    render(<LandingPreview entry={entryOf({ blocks: withForm })} document={document} locale={locale} getAsset={noAsset} />)
    const formArea = screen.getByRole('form', { name: hero.heading })
    expect(within(formArea).getByLabelText(PAGE_COPY[locale].form.nameLabel)).toBeInTheDocument()
    expect(within(formArea).getByRole('button', { name: form.button })).toBeInTheDocument()
  })
})

test('a block just added, its fields still empty, is drawn empty while the rest of the page shows', () => {
  render(<LandingPreview entry={entryOf({ blocks: [{ type: 'hero', heading: 'Know where you stand' }, { type: 'stats' }, { type: 'quotes', items: [{}] }, { type: 'faq', heading: 'Questions' }] })} document={document} locale="en" getAsset={noAsset} />)
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Know where you stand')
  expect(screen.getByRole('figure')).toHaveTextContent(/^,\s*$/)
  expect(screen.getByRole('region', { name: 'Questions' })).toBeInTheDocument()
})
