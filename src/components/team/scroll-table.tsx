/**
 * A table that may be wider than a phone: it scrolls sideways inside its own
 * box (a region reachable by the keyboard, so it can be scrolled without a
 * mouse), never the page. Its title stands above the box, so it stays in
 * view however far the table is scrolled (a caption would scroll with it),
 * and names both the box and the table. The first column stays in view
 * while the rest scrolls under it. It takes its columns' headings and the
 * body's rows.
 */
import type { ReactNode } from 'react'
import { colors, fontSizes, media } from '../../theme/tokens'

const box = {
  overflowX: 'auto',
  // The containing block of what is placed absolutely inside (a visually hidden word in a cell): without it, that
  // word is placed against the page, outside the box's clipping, and the page scrolls sideways as far as the table.
  position: 'relative',
  border: `1px solid ${colors.line}`,
  borderRadius: '0.375rem',
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
} as const

const table = {
  borderCollapse: 'collapse',
  minInlineSize: '100%',
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': { paddingBlock: '0.5rem', paddingInline: '0.625rem', verticalAlign: 'top' },
  '& tbody > tr > *': { borderBlockStart: `1px solid ${colors.line}` },
  '& thead th': { fontSize: '0.875rem', color: colors.muted, fontWeight: 600, verticalAlign: 'bottom' },
  // Figures, and their headings, line up at the end; words and the first column at the start.
  '& td, & thead th': { textAlign: 'end' },
  '& td': { whiteSpace: 'nowrap' },
  '& tbody th, & th.text, & td.text': { textAlign: 'start' },
  '& tr > :first-child': { position: 'sticky', insetInlineStart: 0, background: colors.paper },
  // On a phone the column that stays is kept narrow (an address wraps at its slashes), so the figures have room beside it,
  // and words stay on one line, as the box scrolls anyway; on a wider screen they wrap, so the table fits without scrolling.
  [media.down('medium')]: { fontSize: fontSizes.small, '& tbody th > *': { maxInlineSize: '9rem' } },
  [media.up('medium')]: { '& td.text': { whiteSpace: 'normal' } },
} as const

/** A column's heading; `text`: a column of words, not figures, read from the start. */
export type Column = { words: string; text?: boolean }

export function ScrollTable({ id, title, columns, children }: { id: string; title: string; columns: readonly Column[]; children: ReactNode }) {
  return (
    <div css={{ display: 'grid', gap: '0.5rem' }}>
      <h3 id={id} css={{ margin: 0, fontSize: '1rem' }}>
        {title}
      </h3>
      {/* A box that scrolls must be reachable by the keyboard to be scrolled (axe's scrollable-region-focusable); Safari does not make it so by itself. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-labelledby={id} tabIndex={0} css={box}>
        <table aria-labelledby={id} css={table}>
          <thead>
            <tr>
              {columns.map(({ words, text }) => (
                <th key={words} scope="col" className={text ? 'text' : undefined}>
                  {words}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </div>
  )
}
