/**
 * The table of contents of a long article (three or more second-level
 * headings): plain links to the headings' ids, so it works before and
 * without the scripts.
 */
import type { CSSObject } from '@emotion/react'
import type { ArticleHeading } from '../../lib/insights/article-html'
import { colors, fontSizes, radii, space } from '../../theme/tokens'
import { TOC_HEADING_ID } from '../../lib/insights/article-ids'

type TableOfContentsProps = { heading: string; headings: readonly ArticleHeading[]; className?: string }

const boxStyle: CSSObject = { padding: space.lg, background: colors.mist, borderRadius: radii.medium, maxWidth: '42rem' }

export default function TableOfContents({ heading, headings, className }: TableOfContentsProps) {
  const sections = headings.filter((item) => item.level === 2)
  return (
    <nav aria-labelledby={TOC_HEADING_ID} css={boxStyle} className={className}>
      <h2 id={TOC_HEADING_ID} css={{ fontSize: fontSizes.h3, color: colors.ink }}>
        {heading}
      </h2>
      <ol css={{ marginTop: space.sm, paddingInlineStart: space.lg, display: 'grid', gap: space.xs }}>
        {sections.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} css={{ color: colors.accentHover }}>
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
