/**
 * A landing block's section: a region named by its heading, or, for a block
 * whose heading was left empty (figures, quotes), a plain part of the page
 * with the same spacing and background.
 */
import type { ReactNode } from 'react'
import Container from '../layout/container'
import type { Tone } from './block-props'
import Section from '../layout/section'
import { sectionSpacing } from '../../theme/styles'
import { colors, space } from '../../theme/tokens'

type BlockSectionProps = { id: string; heading?: string; tone: Tone; children: ReactNode }

export default function BlockSection({ id, heading, tone, children }: BlockSectionProps) {
  if (heading) {
    return (
      <Section id={id} heading={heading} tone={tone}>
        <div css={{ marginTop: space.xl }}>{children}</div>
      </Section>
    )
  }
  return (
    <div id={id} css={[sectionSpacing, { background: colors[tone] }]}>
      <Container>{children}</Container>
    </div>
  )
}
