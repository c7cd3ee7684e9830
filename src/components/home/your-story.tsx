/**
 * The 'YOUR story' call to action (and a landing page's call-to-action
 * block). Its button is a link to the page's contact form (so it works without JavaScript) that also focuses the form's name
 * field, ready to type.
 */
import type { CSSObject } from '@emotion/react'
import Container from '../layout/container'
import { buttonStyle } from '../../theme/styles'
import { colors, fontSizes, layout, media, space } from '../../theme/tokens'

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

const ctaStyle: CSSObject = {
  ...buttonStyle,
  width: '100%',
  minHeight: layout.evaluationButton.height,
  marginTop: space.lg,
  [media.up('medium')]: { width: layout.evaluationButton.width, height: layout.evaluationButton.height },
}

export default function YourStory({ heading, text, buttonLabel, targetId, nameFieldId, id = 'your-story' }: YourStoryProps) {
  const focusForm = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const field = document.getElementById(nameFieldId)
    if (!field) return
    event.preventDefault()
    document.getElementById(targetId)?.scrollIntoView({ block: 'start' })
    field.focus({ preventScroll: true })
  }
  return (
    <section aria-labelledby={`${id}-heading`} css={sectionStyle}>
      <Container css={{ maxWidth: '46rem' }}>
        <h2 id={`${id}-heading`} css={{ fontSize: fontSizes.h2 }}>
          {heading}
        </h2>
        <p css={{ marginTop: space.md, fontSize: fontSizes.lead, color: colors.onInkMuted }}>{text}</p>
        <a href={`#${targetId}`} css={ctaStyle} onClick={focusForm}>
          {buttonLabel}
        </a>
      </Container>
    </section>
  )
}
