/**
 * A page section with a heading that labels it for assistive technology.
 */
import type { ReactNode } from 'react'
import Container from './container'
import { sectionSpacing } from '../../theme/styles'
import { colors, fontSizes, space } from '../../theme/tokens'

type SectionProps = {
  /** Used for the heading's id, so the section is labelled by it. */
  id: string
  heading: ReactNode
  /** h1 when the section opens the page. */
  headingLevel?: 'h1' | 'h2'
  intro?: ReactNode
  tone?: 'paper' | 'mist'
  children: ReactNode
  className?: string
}

const headingStyle = { fontSize: fontSizes.h2, color: colors.ink } as const
const introStyle = {
  marginTop: space.sm,
  maxWidth: '40rem',
  fontSize: fontSizes.lead,
  color: colors.muted,
} as const

export default function Section({ id, heading, headingLevel = 'h2', intro, tone = 'paper', children, className }: SectionProps) {
  const Heading = headingLevel
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      css={[sectionSpacing, { background: colors[tone] }]}
      className={className}
    >
      <Container>
        <Heading id={`${id}-heading`} css={[headingStyle, headingLevel === 'h1' && { fontSize: fontSizes.h1 }]}>
          {heading}
        </Heading>
        {intro && <p css={introStyle}>{intro}</p>}
        {children}
      </Container>
    </section>
  )
}
