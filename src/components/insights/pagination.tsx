/**
 * Links to the newer and older pages of a list (/insights/, /insights/page/2/
 * ...); the head gets the matching rel="prev" / rel="next" links (see
 * InsightsHead in insights-head.tsx). Drawn only when the list has more than one page.
 */
import type { CSSObject } from '@emotion/react'
import LocalizedLink from '../i18n/localized-link'
import type { InsightsCopy } from './insights-copy'
import { listPagePath } from '../../lib/insights/insights'
import { buttonStyle } from '../../theme/styles'
import { space } from '../../theme/tokens'

type PaginationProps = { copy: InsightsCopy; basePath: string; page: number; pages: number }

const navStyle: CSSObject = { display: 'flex', justifyContent: 'space-between', gap: space.md, marginTop: space.xl }

export default function Pagination({ copy, basePath, page, pages }: PaginationProps) {
  if (pages <= 1) return null
  return (
    <nav aria-label={copy.paginationLabel} css={navStyle}>
      {page > 1 ? (
        <LocalizedLink to={listPagePath(basePath, page - 1)} rel="prev" css={buttonStyle}>
          {copy.previousLabel}
        </LocalizedLink>
      ) : (
        <span />
      )}
      {page < pages && (
        <LocalizedLink to={listPagePath(basePath, page + 1)} rel="next" css={buttonStyle}>
          {copy.nextLabel}
        </LocalizedLink>
      )}
    </nav>
  )
}
