/**
 * An Insights list (all articles of the language, or one topic's), rendered
 * from its query data: heading, introduction, the topics, the cards of this
 * page and links to the newer and older pages. The first page of the list
 * also holds the note, shown only when the address ends in #not-translated
 * (CSS :target, no script), for a visitor who switched language on an
 * article written in the other language only.
 */
import type { CSSObject } from '@emotion/react'
import ArticleGrid from './article-grid'
import Pagination from './pagination'
import { topicName, type ArticleCardData, type InsightsCopy } from './insights-copy'
import LocalizedLink from '../i18n/localized-link'
import Layout from '../layout/layout'
import Section from '../layout/section'
import { NOT_TRANSLATED_ID, topicPath } from '../../lib/insights/insights'
import { fillTemplate } from '../../lib/i18n/text'
import { colors, radii, space } from '../../theme/tokens'

export type InsightsListProps = {
  copy: InsightsCopy
  articles: readonly ArticleCardData[]
  /** Topics that have articles in this language, for the topic links. */
  topics: readonly string[]
  topic: string | null
  page: number
  pages: number
  basePath: string
}

const noteStyle: CSSObject = {
  display: 'none',
  marginBottom: space.lg,
  padding: space.md,
  borderInlineStart: `4px solid ${colors.accent}`,
  borderRadius: radii.small,
  background: colors.mist,
  '&:target': { display: 'block' },
}

const topicLinkStyle: CSSObject = {
  display: 'inline-block',
  padding: `${space.xs} ${space.md}`,
  border: `1px solid ${colors.line}`,
  borderRadius: 999,
  color: colors.ink,
  textDecoration: 'none',
  '&[aria-current="page"]': { background: colors.ink, color: colors.onInk, borderColor: colors.ink },
  '&:hover': { borderColor: colors.ink },
}

export const listHeading = (copy: InsightsCopy, topic: string | null) => (topic ? fillTemplate(copy.topicTitle, { topic: topicName(copy, topic) }) : copy.heading)

export default function InsightsListPage({ copy, articles, topics, topic, page, pages, basePath }: InsightsListProps) {
  return (
    <Layout>
      <Section id="insights" headingLevel="h1" heading={listHeading(copy, topic)} intro={copy.intro}>
        {!topic && page === 1 && (
          <p id={NOT_TRANSLATED_ID} css={noteStyle}>
            {copy.notTranslated}
          </p>
        )}
        {topics.length > 1 && (
          <ul aria-label={copy.topicLabel} css={{ display: 'flex', flexWrap: 'wrap', gap: space.sm, listStyle: 'none', margin: `${space.lg} 0`, padding: 0 }}>
            {topics.map((id) => (
              <li key={id}>
                <LocalizedLink to={topicPath(id)} css={topicLinkStyle}>
                  {topicName(copy, id)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        )}
        {/* Under a heading and a line of text, the first cover is the largest paint on a phone: fetched at once, lazy it waited for the layout. */}
        <ArticleGrid articles={articles} copy={copy} firstCoverPriority="high" css={{ marginTop: space.lg }} />
        <Pagination copy={copy} basePath={basePath} page={page} pages={pages} />
      </Section>
    </Layout>
  )
}
