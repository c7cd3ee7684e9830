/**
 * Facts of a lead as label and value, a definition list: its details, its
 * attribution, its delivery and its sends to the ad platforms. On a phone
 * each value sits under its label: a long label beside it ("Meta (Facebook,
 * Instagram) · Meeting booked") would leave the value a column a few
 * letters wide.
 */
import type { CSSObject } from '@emotion/react'
import { colors, media } from '../../theme/tokens'

const NONE = new Set<string>()

type RowsProps = {
  rows: [label: string, value: string][]
  /** The labels whose value reads left to right in either language (a phone number). */
  leftToRight?: ReadonlySet<string>
}

const list: CSSObject = {
  display: 'grid',
  margin: 0,
  '& dt': { color: colors.muted },
  '& dd': { margin: 0, marginBlockEnd: '0.5rem', overflowWrap: 'anywhere' },
  [media.up('medium')]: { gridTemplateColumns: 'minmax(8rem, max-content) 1fr', gap: '0.25rem 1rem', '& dd': { marginBlockEnd: 0 } },
}

export function Rows({ rows, leftToRight = NONE }: RowsProps) {
  return (
    <dl css={list}>
      {rows.map(([label, value]) => (
        <div key={label} css={{ display: 'contents' }}>
          <dt>{label}</dt>
          {/* The value in its own direction (a name, a page's address), aligned as the page is. */}
          <dd>
            <bdi dir={leftToRight.has(label) ? 'ltr' : undefined}>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  )
}
