/**
 * A landing page's figures: large values with what each counts, under an
 * optional heading.
 */
import type { CSSObject } from '@emotion/react'
import BlockSection from './block-section'
import type { BlockProps } from './block-props'
import { colors, fontSizes, space } from '../../theme/tokens'

const listStyle: CSSObject = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  gap: space.lg,
  padding: 0,
  listStyle: 'none',
}

const valueStyle: CSSObject = { display: 'block', fontSize: fontSizes.stat, fontWeight: 800, lineHeight: 1.1, color: colors.accent }

export default function StatsBlock({ id, tone, block: { heading, items } }: BlockProps<'stats'>) {
  return (
    <BlockSection id={id} heading={heading} tone={tone}>
      <ul css={listStyle}>
        {items.map((item) => (
          <li key={item.label}>
            <strong css={valueStyle}>{item.value}</strong>
            <span css={{ color: colors.muted }}>{item.label}</span>
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
