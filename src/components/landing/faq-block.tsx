/**
 * A landing page's questions and answers, as native disclosures
 * (<details>/<summary>): each opens and closes by keyboard (Tab, then Enter
 * or Space) and by screen readers with no script, before and after the
 * page's JavaScript loads.
 */
import type { CSSObject } from '@emotion/react'
import type { BlockProps } from './block-props'
import Section from '../layout/section'
import { colors, fontSizes, radii, space } from '../../theme/tokens'

const itemStyle: CSSObject = {
  borderRadius: radii.small,
  background: colors.paper,
  border: `1px solid ${colors.line}`,
}

const summaryStyle: CSSObject = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.md,
  padding: space.md,
  minHeight: 48,
  fontSize: fontSizes.lead,
  fontWeight: 700,
  color: colors.ink,
  cursor: 'pointer',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  // A plus that turns into a minus when open; drawn in CSS, so nothing to fetch.
  '&::after': { content: '"+"', flexShrink: 0, fontSize: '1.5rem', lineHeight: 1, color: colors.accent },
  'details[open] > &::after': { content: '"−"' },
}

export default function FaqBlock({ id, tone, block: { heading, items } }: BlockProps<'faq'>) {
  return (
    <Section id={id} heading={heading} tone={tone}>
      <div css={{ display: 'grid', gap: space.sm, marginTop: space.xl, maxWidth: '48rem' }}>
        {items.map((item) => (
          <details key={item.question} css={itemStyle}>
            <summary css={summaryStyle}>{item.question}</summary>
            <p css={{ paddingInline: space.md, paddingBottom: space.md, color: colors.muted }}>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
