/**
 * The CMS preview of an article tells the editor the reading time visitors
 * will see: the words of the text, not the addresses of its links and
 * images, counted by the build's own rule (lib/insights/reading.ts).
 */
import { render, screen } from '@testing-library/react'
import ArticlePreview from '../../src/cms/article-preview'
import { formatMinutes, markdownReadingMinutes, WORDS_PER_MINUTE } from '../../src/lib/insights/reading'

const words = (count: number) => Array.from({ length: count }, () => 'measure').join(' ')
const link = 'see [the guide](https://support.google.com/google-ads/answer/conversion-tracking-for-sales-leads-and-calls-in-every-campaign)'
// Three minutes of words; read raw, the link addresses would add about three more.
const body = [words(WORDS_PER_MINUTE.en * 3 - 100), ...Array.from({ length: 50 }, () => link), '![A chart](/media/a-chart-of-sales-by-campaign-and-month.png)'].join('\n\n')

test("the preview's reading time is the site's, link and image addresses not counted", () => {
  const data: Record<string, string> = { title: 'Measure sales', description: 'How', date: '2026-11-24', topic: 'measurement', body }
  const entry = { getIn: ([, name]: string[]) => data[name] }
  render(<ArticlePreview entry={entry} document={document} locale="en" widgetFor={() => null} getAsset={() => undefined} />)
  expect(markdownReadingMinutes(body, 'en')).toBe(3)
  expect(screen.getByText(new RegExp(formatMinutes(3, 'en')))).toBeInTheDocument()
})
