/**
 * The line under an article's title, on its page and its cards: the date
 * published (and updated), the topic (a link to its page, on the article)
 * and the reading time, all in the page's language.
 */
import type { CSSObject } from '@emotion/react'
import LocalizedLink from '../i18n/localized-link'
import type { ArticleData } from './article-data'
import { topicName, type InsightsCopy } from './insights-copy'
import { topicPath } from '../../lib/insights/insights'
import { fillTemplate } from '../../lib/i18n/text'
import { visuallyHidden } from '../../theme/styles'
import { colors, fontSizes, space } from '../../theme/tokens'

type ArticleMetaProps = Pick<ArticleData, 'date' | 'dateText' | 'updated' | 'updatedText' | 'topic' | 'readingTime'> & {
  copy: InsightsCopy
  /** On the article the topic links to its page; on a card, the whole card is the link. */
  linkTopic?: boolean
  className?: string
}

const metaStyle: CSSObject = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: fontSizes.small,
  color: colors.muted,
}

export default function ArticleMeta({ copy, date, dateText, updated, updatedText, topic, readingTime, linkTopic = false, className }: ArticleMetaProps) {
  const name = topicName(copy, topic)
  return (
    <ul css={metaStyle} className={className}>
      <li>
        <time dateTime={date.slice(0, 10)}>{dateText}</time>
      </li>
      {updated && updatedText && (
        <li>
          <time dateTime={updated.slice(0, 10)}>{fillTemplate(copy.updated, { date: updatedText })}</time>
        </li>
      )}
      <li>
        <span css={visuallyHidden}>{copy.topicLabel}: </span>
        {linkTopic ? (
          <LocalizedLink to={topicPath(topic)} css={{ color: colors.accentHover, fontWeight: 600 }}>
            {name}
          </LocalizedLink>
        ) : (
          <span css={{ fontWeight: 600 }}>{name}</span>
        )}
      </li>
      <li>{fillTemplate(copy.readingTime, { duration: readingTime })}</li>
    </ul>
  )
}
