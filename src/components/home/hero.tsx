/**
 * The home page hero: the pitch, the failure statistics and, beside them on
 * wide screens, the contact form. A landing page's hero
 * (components/landing/hero-block.tsx) is laid out with the same styles.
 */
import type { ReactNode } from 'react'
import type { CSSObject } from '@emotion/react'
import Container from '../layout/container'
import { cardStyle, eyebrowStyle, sectionSpacing } from '../../theme/styles'
import { colors, fontSizes, media, shadows, space } from '../../theme/tokens'

type Stat = { value: string; label: string }

type HeroProps = {
  eyebrow: string
  heading: string
  pitch: string
  stats: readonly Stat[]
  /** The contact card shown beside the pitch. */
  aside: ReactNode
}

export const heroStyle: CSSObject = {
  background: colors.ink,
  color: colors.onInk,
  ...sectionSpacing,
}

export const gridStyle: CSSObject = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.xl,
  alignItems: 'start',
  [media.up('large')]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)' },
}

const statsStyle: CSSObject = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: space.md,
  marginTop: space.lg,
  padding: 0,
  listStyle: 'none',
}

const statValueStyle: CSSObject = {
  display: 'block',
  fontFamily: 'inherit',
  fontSize: fontSizes.stat,
  fontWeight: 800,
  lineHeight: 1,
  color: colors.accentOnInk,
}

/** The card beside the pitch (the form), lifted off the navy. */
export const heroCardStyle: CSSObject = {
  ...cardStyle,
  color: colors.text,
  boxShadow: shadows.overInk,
}

export default function Hero({ eyebrow, heading, pitch, stats, aside }: HeroProps) {
  return (
    <div css={heroStyle}>
      <Container css={gridStyle}>
        <div>
          <p css={[eyebrowStyle, { color: colors.accentOnInk }]}>{eyebrow}</p>
          <h1 css={{ marginTop: space.sm, fontSize: fontSizes.h1 }}>{heading}</h1>
          <p css={{ marginTop: space.md, fontSize: fontSizes.lead, color: colors.onInkMuted, maxWidth: '38rem' }}>
            {pitch}
          </p>
          <ul css={statsStyle}>
            {stats.map((stat) => (
              <li key={stat.value}>
                <strong css={statValueStyle}>{stat.value}</strong>
                <span css={{ color: colors.onInkMuted }}>{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <div css={heroCardStyle}>{aside}</div>
      </Container>
    </div>
  )
}
