/**
 * The top of an article: its title (the page's h1), description, date,
 * topic link and reading time, and its cover, drawn at its own size so the
 * text below never moves when it loads.
 */
import ArticleMeta from './article-meta'
import SharpPicture from '../media/picture'
import type { InsightsCopy } from './insights-copy'
import type { ArticleData } from './article-data'
import { colors, fontSizes, radii, space } from '../../theme/tokens'

const coverStyle = { display: 'block', marginTop: space.lg, borderRadius: radii.medium, overflow: 'hidden' } as const

type ArticleHeaderProps = { article: ArticleData; copy: InsightsCopy; linkTopic?: boolean }

export default function ArticleHeader({ article, copy, linkTopic = true }: ArticleHeaderProps) {
  return (
    <header css={{ maxWidth: '48rem' }}>
      <h1 css={{ fontSize: fontSizes.h1, lineHeight: 1.15, color: colors.ink }}>{article.title}</h1>
      <p css={{ marginTop: space.md, fontSize: fontSizes.lead, color: colors.muted }}>{article.description}</p>
      <ArticleMeta
        copy={copy}
        date={article.date}
        dateText={article.dateText}
        updated={article.updated}
        updatedText={article.updatedText}
        topic={article.topic}
        readingTime={article.readingTime}
        linkTopic={linkTopic}
        css={{ marginTop: space.md }}
      />
      {article.cover ? (
        <SharpPicture image={article.cover} alt={article.coverAlt ?? ''} priority="high" css={coverStyle} />
      ) : (
        article.coverSrc && <img src={article.coverSrc} alt={article.coverAlt ?? ''} css={[coverStyle, { width: '100%', height: 'auto' }]} />
      )}
    </header>
  )
}
