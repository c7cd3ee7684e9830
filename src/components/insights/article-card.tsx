/**
 * One article in a list: its cover (when it has one, as a decorative
 * thumbnail), title (the link),
 * date, topic, reading time and description. The title's link covers the
 * whole card, so a tap anywhere on it opens the article.
 */
import type { CSSObject } from '@emotion/react'
import ArticleMeta from './article-meta'
import SharpPicture, { imageOf } from '../media/picture'
import type { ArticleCardData, InsightsCopy } from './insights-copy'
import LocalizedLink from '../i18n/localized-link'
import { useLocale } from '../i18n/page-copy'
import { splitLocalePath } from '../../lib/i18n/locales'
import { colors, fontSizes, radii, space } from '../../theme/tokens'

type ArticleCardProps = {
  article: ArticleCardData
  copy: InsightsCopy
  headingLevel?: 'h2' | 'h3'
  /** `high` for a card at the top of a page, whose cover is its largest paint (SharpPicture's `priority`); unset, it loads as it scrolls into view. */
  coverPriority?: 'high'
}

const cardStyle: CSSObject = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: colors.paper,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.medium,
  overflow: 'hidden',
}

const linkStyle: CSSObject = {
  color: colors.ink,
  textDecoration: 'none',
  // The link's box covers the card.
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:hover': { textDecoration: 'underline' },
}

export default function ArticleCard({ article, copy, headingLevel = 'h2', coverPriority }: ArticleCardProps) {
  const { locale } = useLocale()
  const Heading = headingLevel
  const { fields, frontmatter } = article
  const cover = imageOf(frontmatter.cover)
  // Cards link within their language; the path is stored with its prefix.
  const to = splitLocalePath(fields.path).path
  return (
    <article css={cardStyle} lang={locale}>
      {/* A thumbnail of the article's cover beside its title: decorative in a
          list (alt=""), so a screen reader reads each card by its title
          alone; the article's page describes its cover in words. */}
      {cover && <SharpPicture image={cover} alt="" priority={coverPriority} />}
      <div css={{ display: 'flex', flexDirection: 'column', gap: space.sm, padding: space.lg }}>
        <Heading css={{ fontSize: fontSizes.h3, lineHeight: 1.3 }}>
          <LocalizedLink to={to} css={linkStyle}>
            {frontmatter.title}
          </LocalizedLink>
        </Heading>
        <ArticleMeta copy={copy} date={frontmatter.date} dateText={fields.dateText} topic={frontmatter.topic} readingTime={fields.readingTime} />
        <p css={{ color: colors.text }}>{frontmatter.description}</p>
      </div>
    </article>
  )
}
