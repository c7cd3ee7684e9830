/**
 * Article cards in a grid: one column on a phone, up to three on a wide
 * screen. Used by the lists, the home page and "read next" under an article.
 */
import type { CSSObject } from '@emotion/react'
import ArticleCard from './article-card'
import type { ArticleCardData, InsightsCopy } from './insights-copy'
import { media, space } from '../../theme/tokens'

type ArticleGridProps = {
  articles: readonly ArticleCardData[]
  copy: InsightsCopy
  headingLevel?: 'h2' | 'h3'
  /** `high` where the grid opens the page: its first card's cover is then the page's largest paint on a phone. */
  firstCoverPriority?: 'high'
  className?: string
}

const gridStyle: CSSObject = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [media.up('medium')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [media.up('large')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
}

export default function ArticleGrid({ articles, copy, headingLevel, firstCoverPriority, className }: ArticleGridProps) {
  return (
    <ul css={gridStyle} className={className}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard article={article} copy={copy} headingLevel={headingLevel} coverPriority={index === 0 ? firstCoverPriority : undefined} />
        </li>
      ))}
    </ul>
  )
}
