/**
 * Holds a form and, once it has been sent, replaces it with the thank-you
 * message inside a live region that is present from the start, so screen
 * readers announce the change.
 */
import { useEffect, useRef, type ReactNode } from 'react'
import type { CSSObject } from '@emotion/react'
import type { FormCopy } from '../i18n/page-copy'
import { colors, fontSizes, radii, space } from '../../theme/tokens'

type FormOutcomeProps = { sent: boolean; copy: FormCopy; formId: string; children: ReactNode }

const thanksStyle: CSSObject = {
  padding: space.lg,
  borderRadius: radii.medium,
  background: colors.successSurface,
  color: colors.success,
  'h3': { fontSize: fontSizes.h3, marginBottom: space.sm },
}

export default function FormOutcome({ sent, copy, formId, children }: FormOutcomeProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (sent) heading.current?.focus()
  }, [sent])
  return (
    <>
      <div role="status">
        {sent && (
          <div css={thanksStyle}>
            <h3 ref={heading} tabIndex={-1} id={`${formId}-thanks`}>
              {copy.thankYouHeading}
            </h3>
            <p>{copy.thankYouText}</p>
          </div>
        )}
      </div>
      {!sent && children}
    </>
  )
}
