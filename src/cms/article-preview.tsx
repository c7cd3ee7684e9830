/**
 * The CMS preview of an Insights article: the site's own article page
 * (components/insights/article-page.tsx), its styles, language and
 * direction, drawn from the entry as the editor types, with no articles to
 * read next (the CMS has no other pages to show). The text is the
 * CMS's rendering of the Markdown; dates and reading time go through the
 * same helpers and word-counting rule as the build (lib/insights/reading.ts).
 * Drafts preview like any other.
 */
import type { ReactNode } from 'react'
import { ARTICLE_PAGE_IDS } from '../lib/insights/article-ids'
import ArticlePage from '../components/insights/article-page'
import type { InsightsCopy } from '../components/insights/insights-copy'
import { headingId } from '../lib/insights/article-html'
import { INSIGHTS_PATH } from '../lib/insights/insights'
import type { Locale } from '../lib/i18n/locales'
import { formatDay, formatMinutes, markdownReadingMinutes } from '../lib/insights/reading'
import PreviewFrame, { previewLocale } from './preview-frame'
import insightsEn from '../../content/en/insights.json'
import insightsAr from '../../content/ar/insights.json'

const SAVED_INSIGHTS: Record<Locale, InsightsCopy> = { en: insightsEn as unknown as InsightsCopy, ar: insightsAr as unknown as InsightsCopy }

type ArticlePreviewProps = {
  entry: { getIn: (path: string[]) => unknown }
  document: Document
  locale?: string
  widgetFor: (name: string) => ReactNode
  getAsset: (path: string) => { toString: () => string } | undefined
}

const text = (value: unknown) => (typeof value === 'string' ? value : value instanceof Date ? value.toISOString().slice(0, 10) : '')

/** The "## " headings of a Markdown text, as the table of contents lists them. */
function sectionsOf(markdown: string) {
  const taken = new Set<string>(ARTICLE_PAGE_IDS)
  return [...markdown.matchAll(/^##\s+(.+?)\s*#*$/gm)].map(([, heading]) => ({ id: headingId(heading, taken), text: heading, level: 2 as const }))
}

export default function ArticlePreview({ entry, document, locale: editing, widgetFor, getAsset }: ArticlePreviewProps) {
  const locale = previewLocale(editing)
  const field = (name: string) => text(entry.getIn(['data', name]))
  const body = field('body')
  const date = field('date') || new Date().toISOString().slice(0, 10)
  const updated = field('updated')
  const cover = field('cover')
  return (
    <PreviewFrame document={document} locale={locale} originalPath={INSIGHTS_PATH}>
        <ArticlePage
          copy={SAVED_INSIGHTS[locale]}
          body={{ html: widgetFor('body'), headings: sectionsOf(body) }}
          related={[]}
          linkTopic={false}
          article={{
            title: field('title'),
            description: field('description'),
            date,
            dateText: formatDay(date, locale),
            updated: updated || null,
            updatedText: updated ? formatDay(updated, locale) : null,
            topic: field('topic'),
            readingTime: formatMinutes(markdownReadingMinutes(body, locale), locale),
            coverSrc: cover ? getAsset(cover)?.toString() : undefined,
            coverAlt: field('coverAlt'),
          }}
        />
    </PreviewFrame>
  )
}
