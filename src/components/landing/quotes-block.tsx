/**
 * A landing page's quotes: what clients say, each a figure with the quote
 * and who said it, under an optional heading.
 */
import type { CSSObject } from '@emotion/react'
import BlockSection from './block-section'
import type { BlockProps } from './block-props'
import { cardStyle } from '../../theme/styles'
import { colors, fontSizes, shadows, space } from '../../theme/tokens'

const gridStyle: CSSObject = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: space.md,
}

const figureStyle: CSSObject = {
  margin: 0,
  ...cardStyle,
  boxShadow: shadows.card,
}

export default function QuotesBlock({ id, tone, block: { heading, items } }: BlockProps<'quotes'>) {
  return (
    <BlockSection id={id} heading={heading} tone={tone}>
      <div css={gridStyle}>
        {items.map((item) => (
          <figure key={item.name} css={figureStyle}>
            <blockquote css={{ margin: 0, fontSize: fontSizes.lead, color: colors.text }}>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption css={{ marginTop: space.md, color: colors.muted }}>
              <strong css={{ color: colors.ink }}>{item.name}</strong>, {item.role}
            </figcaption>
          </figure>
        ))}
      </div>
    </BlockSection>
  )
}
