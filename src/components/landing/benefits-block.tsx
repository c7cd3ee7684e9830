/**
 * A landing page's benefits: a heading and cards of a title and a sentence
 * or two, in a grid that wraps from one column on a phone.
 */
import type { CSSObject } from '@emotion/react'
import type { BlockProps } from './block-props'
import Section from '../layout/section'
import { cardStyle } from '../../theme/styles'
import { colors, fontSizes, shadows, space } from '../../theme/tokens'

const gridStyle: CSSObject = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  gap: space.md,
  marginTop: space.xl,
  padding: 0,
  listStyle: 'none',
}

const benefitStyle: CSSObject = {
  ...cardStyle,
  borderInlineStart: `4px solid ${colors.accent}`,
  boxShadow: shadows.card,
}

export default function BenefitsBlock({ id, tone, block: { heading, items } }: BlockProps<'benefits'>) {
  return (
    <Section id={id} heading={heading} tone={tone}>
      <ul css={gridStyle}>
        {items.map((item) => (
          <li key={item.title} css={benefitStyle}>
            <h3 css={{ fontSize: fontSizes.h3, color: colors.ink }}>{item.title}</h3>
            <p css={{ marginTop: space.sm, color: colors.muted }}>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
