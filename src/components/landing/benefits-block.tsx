/**
 * A landing page's benefits: a heading and cards of a title and a sentence
 * or two, in a grid that wraps from one column on a phone.
 */
import type { CSSObject } from '@emotion/react'
import Section from '../layout/section'
import { colors, fontSizes, radii, shadows, space } from '../../theme/tokens'

type Benefit = { title: string; text: string }
type BenefitsBlockProps = { id: string; heading: string; items: readonly Benefit[]; tone: 'paper' | 'mist' }

const gridStyle: CSSObject = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  gap: space.md,
  marginTop: space.xl,
  padding: 0,
  listStyle: 'none',
}

const cardStyle: CSSObject = {
  padding: space.lg,
  borderRadius: radii.medium,
  background: colors.paper,
  borderInlineStart: `4px solid ${colors.accent}`,
  boxShadow: shadows.card,
}

export default function BenefitsBlock({ id, heading, items, tone }: BenefitsBlockProps) {
  return (
    <Section id={id} heading={heading} tone={tone}>
      <ul css={gridStyle}>
        {items.map((item) => (
          <li key={item.title} css={cardStyle}>
            <h3 css={{ fontSize: fontSizes.h3, color: colors.ink }}>{item.title}</h3>
            <p css={{ marginTop: space.sm, color: colors.muted }}>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
