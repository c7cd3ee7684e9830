/**
 * A landing page's figures: large values with what each counts, under an
 * optional heading (a section without one is labelled by nothing, so it is
 * a plain part of the page rather than a named region).
 */
import type { CSSObject } from '@emotion/react'
import Container from '../layout/container'
import Section from '../layout/section'
import { colors, fontSizes, media, space } from '../../theme/tokens'

type Stat = { value: string; label: string }
type StatsBlockProps = { id: string; heading?: string; items: readonly Stat[]; tone: 'paper' | 'mist' }

const listStyle: CSSObject = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  gap: space.lg,
  padding: 0,
  listStyle: 'none',
}

const valueStyle: CSSObject = { display: 'block', fontSize: fontSizes.stat, fontWeight: 800, lineHeight: 1.1, color: colors.accent }

const bareStyle: CSSObject = { paddingBlock: space.xl, [media.up('medium')]: { paddingBlock: space.xxl } }

export default function StatsBlock({ id, heading, items, tone }: StatsBlockProps) {
  const list = (
    <ul css={[listStyle, heading ? { marginTop: space.xl } : undefined]}>
      {items.map((item) => (
        <li key={item.label}>
          <strong css={valueStyle}>{item.value}</strong>
          <span css={{ color: colors.muted }}>{item.label}</span>
        </li>
      ))}
    </ul>
  )
  if (heading) {
    return (
      <Section id={id} heading={heading} tone={tone}>
        {list}
      </Section>
    )
  }
  return (
    <div id={id} css={[bareStyle, { background: colors[tone] }]}>
      <Container>{list}</Container>
    </div>
  )
}
