/**
 * A landing page's quotes: what clients say, each a figure with the quote
 * and who said it, under an optional heading.
 */
import type { CSSObject } from '@emotion/react'
import Container from '../layout/container'
import Section from '../layout/section'
import { colors, fontSizes, media, radii, space } from '../../theme/tokens'

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
  boxShadow: '0 2px 8px rgba(15, 27, 61, 0.08)',
}

const bareStyle: CSSObject = { paddingBlock: space.xl, [media.up('medium')]: { paddingBlock: space.xxl } }

export default function QuotesBlock({ id, heading, items, tone }: QuotesBlockProps) {
  const quotes = (
    <div css={[gridStyle, heading ? { marginTop: space.xl } : undefined]}>
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
  )
  if (heading) {
    return (
      <Section id={id} heading={heading} tone={tone}>
        {quotes}
      </Section>
    )
  }
  return (
    <div id={id} css={[bareStyle, { background: colors[tone] }]}>
      <Container>{quotes}</Container>
    </div>
  )
}
