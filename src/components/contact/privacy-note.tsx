/**
 * The line under a contact form's button: what the visitor's details are
 * used for, and the link to the privacy notice. Part of the shared form, so
 * every form on the site has it; the ad consent box's line too
 * (ad-consent-field.tsx), which its `id` lets the box name as its
 * description, and whose link lands on the notice's `section` on ad platforms.
 */
import type { CSSObject } from '@emotion/react'
import PrivacyLink from '../privacy/privacy-link'
import { colors, fontSizes } from '../../theme/tokens'

type PrivacyNoteProps = { text: string; id?: string; className?: string; section?: string }

const noteStyle: CSSObject = { fontSize: fontSizes.small, color: colors.muted }
// The link's two words stay together: split over two lines, the second reads as another link.
const linkStyle: CSSObject = { color: colors.ink, fontWeight: 600, whiteSpace: 'nowrap' }

export default function PrivacyNote({ text, id, className, section }: PrivacyNoteProps) {
  return (
    <p id={id} css={noteStyle} className={className}>
      {text} <PrivacyLink css={linkStyle} section={section} />
    </p>
  )
}
