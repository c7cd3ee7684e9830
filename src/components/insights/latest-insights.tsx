/**
 * The home page's "Latest insights": the newest articles of the page's
 * language and a link to all of them; nothing at all while there are none.
 */
import ArticleGrid from './article-grid'
import type { ArticleCardData, InsightsCopy } from './insights-copy'
import LocalizedLink from '../i18n/localized-link'
import Section from '../layout/section'
import { INSIGHTS_PATH } from '../../lib/insights/insights'
import { colors, space } from '../../theme/tokens'

type LatestInsightsProps = { copy: InsightsCopy; articles: readonly ArticleCardData[] }

export default function LatestInsights({ copy, articles }: LatestInsightsProps) {
  if (articles.length === 0) return null
  return (
    <Section id="latest-insights" heading={copy.latestHeading}>
      <ArticleGrid articles={articles} copy={copy} headingLevel="h3" css={{ marginTop: space.lg }} />
      <p css={{ marginTop: space.lg }}>
        <LocalizedLink to={INSIGHTS_PATH} css={{ color: colors.accentHover, fontWeight: 700 }}>
          {copy.allLabel}
        </LocalizedLink>
      </p>
    </Section>
  )
}
