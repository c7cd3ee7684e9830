/**
 * A landing page's quotes: what clients say, each a figure with the quote
 * and who said it, under an optional heading.
 */
import type { CSSObject } from '@emotion/react'
import BlockSection from './block-section'
import { colors, fontSizes, radii, shadows, space } from '../../theme/tokens'

type Quote = { quote: string; name: string; role: string }
type QuotesBlockProps = { id: string; heading?: string; items: readonly Quote[]; tone: 'paper' | 'mist' }

const gridStyle: CSSObject = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: space.md,
}

const figureStyle: CSSObject = {
  margin: 0,
  padding: space.lg,
  borderRadius: radii.medium,
  background: colors.paper,
  boxShadow: shadows.card,
}

export default function QuotesBlock({ id, heading, items, tone }: QuotesBlockProps) {
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
