/**
 * A landing block's section: a region named by its heading, or, for a block
 * whose heading was left empty (figures, quotes), a plain part of the page
 * with the same spacing and background.
 */
import type { ReactNode } from 'react'
import type { CSSObject } from '@emotion/react'
import Container from '../layout/container'
import Section from '../layout/section'
import { colors, media, space } from '../../theme/tokens'

type BlockSectionProps = { id: string; heading?: string; tone: 'paper' | 'mist'; children: ReactNode }

const bareStyle: CSSObject = { paddingBlock: space.xl, [media.up('medium')]: { paddingBlock: space.xxl } }

export default function BlockSection({ id, heading, tone, children }: BlockSectionProps) {
  if (heading) {
    return (
      <Section id={id} heading={heading} tone={tone}>
        <div css={{ marginTop: space.xl }}>{children}</div>
      </Section>
    )
  }
  return (
    <div id={id} css={[bareStyle, { background: colors[tone] }]}>
      <Container>{children}</Container>
    </div>
  )
}
