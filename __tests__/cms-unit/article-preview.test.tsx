/**
 * The CMS preview of an article is the site's own article page, drawn from
 * the entry as the editor types, in the language being edited: the title as
 * the page's h1, the date and reading time as visitors will read them (the
 * words of the text, not the addresses of its links and images, counted by
 * the build's rule), the topic's name, the cover by its uploaded file, a
 * table of contents once the text has three sections, the text as the CMS
 * renders it, and the contact form under it.
 */
import { render, screen, within } from '@testing-library/react'
import ArticlePreview from '../../src/cms/article-preview'
import { formatDay, formatMinutes, WORDS_PER_MINUTE } from '../../src/lib/insights/reading'
import { fillTemplate } from '../../src/lib/i18n/text'
import { PAGE_COPY } from '../support/page-copy'
import insightsEn from '../../content/en/insights.json'
import insightsAr from '../../content/ar/insights.json'

const words = (word: string, count: number) => Array.from({ length: count }, () => word).join(' ')
const link = 'see [the guide](https://support.google.com/google-ads/answer/conversion-tracking-for-sales-leads-and-calls-in-every-campaign)'

const ARTICLES = {
  en: { insights: insightsEn, title: 'Measure sales, not clicks', word: 'measure', sections: ['Why clicks mislead', 'What to count', 'How to start'] },
  ar: { insights: insightsAr, title: 'قِس المبيعات لا النقرات', word: 'قياس', sections: ['لماذا تضلل النقرات', 'ماذا نحسب', 'كيف نبدأ'] },
} as const

describe.each(['en', 'ar'] as const)('in %s', (locale) => {
  const { insights, title, word, sections } = ARTICLES[locale]
  // Three minutes of words; read raw, the link addresses would add about three more.
  const text = [words(word, WORDS_PER_MINUTE[locale] * 3 - 100), ...Array.from({ length: 50 }, () => link), '![A chart](/media/a-chart.png)']
  const body = [...sections.map((heading) => `## ${heading}`), ...text].join('\n\n')
  const data: Record<string, string> = { title, description: 'How', date: '2026-11-24', topic: 'measurement', cover: 'cover.png', coverAlt: 'A sales chart', body }

  const renderPreview = (fields = data) =>
    render(
      <ArticlePreview
        entry={{ getIn: ([, name]: string[]) => fields[name] }}
        document={document}
        locale={locale}
        widgetFor={() => <p>The text as the CMS renders it</p>}
        getAsset={(file) => ({ toString: () => `/media/${file}` })}
      />,
    )

  test('the article page shows the title, date, topic, reading time and cover as visitors will, in the language and direction edited', () => {
    renderPreview()
    expect(document.documentElement).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    const article = screen.getByRole('article')
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(title)
    expect(article).toHaveTextContent(formatDay('2026-11-24', locale))
    expect(article).toHaveTextContent(insights.topics.find((each) => each.topic === 'measurement')!.name)
    expect(article).toHaveTextContent(fillTemplate(insights.readingTime, { duration: formatMinutes(3, locale) }))
    expect(within(article).getByRole('img', { name: 'A sales chart' })).toHaveAttribute('src', '/media/cover.png')
    expect(within(article).getByText('The text as the CMS renders it')).toBeInTheDocument()
  })

  test('three sections make a table of contents linking to each; fewer make none', () => {
    renderPreview()
    const contents = screen.getByRole('navigation', { name: insights.tocHeading })
    expect(within(contents).getAllByRole('link').map((entry) => entry.textContent)).toEqual([...sections])
    screen.getByRole('article').remove()
    renderPreview({ ...data, body: `## ${sections[0]}\n\n${words(word, 50)}` })
    expect(screen.queryByRole('navigation', { name: insights.tocHeading })).not.toBeInTheDocument()
  })

  test('the contact form follows the article, as on the page', () => {
    renderPreview()
    const form = screen.getByRole('form', { name: insights.contact.heading })
    expect(within(form).getByLabelText(PAGE_COPY[locale].form.nameLabel)).toBeInTheDocument()
    expect(within(form).getByRole('button', { name: insights.contact.submitLabel })).toBeInTheDocument()
  })
})
