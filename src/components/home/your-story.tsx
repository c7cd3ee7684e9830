/**
 * The 'YOUR story' call to action (and a landing page's call-to-action
 * block). Its button is a link to the page's contact form (form-link.tsx).
 */
import type { CSSObject } from '@emotion/react'
import Container from '../layout/container'
import Island from '../islands/island'
import { colors, fontSizes, space } from '../../theme/tokens'

type YourStoryProps = {
  heading: string
  text: string
  buttonLabel: string
  /** Id of the form section to go to. */
  targetId: string
  nameFieldId: string
  /** The section's id (its heading's is `<id>-heading`): a landing page's call-to-action blocks each have their own. */
  id?: string
}

const sectionStyle: CSSObject = {
  paddingBlock: space.xxl,
  background: colors.ink,
  color: colors.onInk,
  textAlign: 'center',
}

export default function YourStory({ heading, text, buttonLabel, targetId, nameFieldId, id = 'your-story' }: YourStoryProps) {
  return (
    <section aria-labelledby={`${id}-heading`} css={sectionStyle}>
      <Container css={{ maxWidth: '46rem' }}>
        <h2 id={`${id}-heading`} css={{ fontSize: fontSizes.h2 }}>
          {heading}
        </h2>
        <p css={{ marginTop: space.md, fontSize: fontSizes.lead, color: colors.onInkMuted }}>{text}</p>
        <Island name="form-link" props={{ label: buttonLabel, targetId, nameFieldId }} />
      </Container>
    </section>
  )
}
