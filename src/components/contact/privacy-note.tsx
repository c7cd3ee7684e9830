/**
 * The line under a contact form's button: what the visitor's details are
 * used for, and the link to the privacy notice. Part of the shared form, so
 * every form on the site has it.
 */
import type { CSSObject } from '@emotion/react'
import PrivacyLink from '../privacy/privacy-link'
import { colors, fontSizes } from '../../theme/tokens'

type PrivacyNoteProps = { text: string }

const noteStyle: CSSObject = { fontSize: fontSizes.small, color: colors.muted }
// The link's two words stay together: split over two lines, the second reads as another link.
const linkStyle: CSSObject = { color: colors.ink, fontWeight: 600, whiteSpace: 'nowrap' }

export default function PrivacyNote({ text }: PrivacyNoteProps) {
  return (
    <p css={noteStyle}>
      {text} <PrivacyLink css={linkStyle} />
    </p>
  )
}
