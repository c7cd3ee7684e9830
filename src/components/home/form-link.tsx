/**
 * A button-styled link to a page's contact form ('YOUR story', a landing
 * page's call to action). Without JavaScript it scrolls to the form; as the
 * `form-link` island (components/islands/island-table.ts) it also puts the
 * cursor in the form's name field, ready to type.
 */
import type { CSSObject } from '@emotion/react'
import { buttonStyle } from '../../theme/styles'
import { layout, media, space } from '../../theme/tokens'

type FormLinkProps = {
  label: string
  /** Id of the form section to go to. */
  targetId: string
  nameFieldId: string
}

const linkStyle: CSSObject = {
  ...buttonStyle,
  width: '100%',
  minHeight: layout.evaluationButton.height,
  marginTop: space.lg,
  [media.up('medium')]: { width: layout.evaluationButton.width, height: layout.evaluationButton.height },
}

export default function FormLink({ label, targetId, nameFieldId }: FormLinkProps) {
  const focusForm = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const field = document.getElementById(nameFieldId)
    if (!field) return
    event.preventDefault()
    document.getElementById(targetId)?.scrollIntoView({ block: 'start' })
    field.focus({ preventScroll: true })
  }
  return (
    <a href={`#${targetId}`} css={linkStyle} onClick={focusForm}>
      {label}
    </a>
  )
}
