/**
 * The message shown when a contact request could not be sent: what went
 * wrong and an e-mail link with the visitor's name and number already in it.
 */
import type { CSSObject } from '@emotion/react'
import type { FormCopy } from '../i18n/page-copy'
import { mailtoLink } from '../../lib/form/mailto'
import { fillTemplate } from '../../lib/i18n/text'
import { colors, radii, space } from '../../theme/tokens'

type FormFailureProps = { message?: string; copy: FormCopy; contactEmail: string; name: string; phone: string }

const alertStyle: CSSObject = {
  padding: space.md,
  borderRadius: radii.small,
  background: colors.errorSurface,
  color: colors.error,
  fontWeight: 600,
  a: { color: 'inherit' },
}

export default function FormFailure({ message, copy, contactEmail, name, phone }: FormFailureProps) {
  const href = mailtoLink(contactEmail, { subject: copy.mailSubject, body: fillTemplate(copy.mailBody, { name, phone }) })
  return (
    <p role="alert" css={alertStyle}>
      {/* The address reads left to right in Arabic text too. */}
      {message ?? copy.failureText} {copy.fallbackText}{' '}
      <a href={href} dir="ltr">
        {contactEmail}
      </a>
      .
    </p>
  )
}
