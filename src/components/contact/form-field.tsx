/**
 * A labelled form control with an optional hint and an inline error. The
 * control is rendered by `children`, which receives the ARIA wiring.
 */
import type { ReactNode } from 'react'
import type { CSSObject } from '@emotion/react'
import { colors, fontSizes, space } from '../../theme/tokens'

type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }

type FormFieldProps = {
  id: string
  label: string
  hint?: string
  error?: string
  children: (control: ControlProps) => ReactNode
}

const labelStyle: CSSObject = { display: 'block', marginBottom: space.xs, fontWeight: 700 }
const hintStyle: CSSObject = { marginTop: space.xs, fontSize: fontSizes.small, color: colors.muted }
const errorStyle: CSSObject = {
  display: 'flex',
  gap: space.xs,
  marginTop: space.xs,
  fontSize: fontSizes.small,
  fontWeight: 600,
  color: colors.error,
}

export const inputStyle: CSSObject = {
  display: 'block',
  width: '100%',
  minHeight: 48,
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${colors.line}`,
  borderRadius: 6,
  background: colors.paper,
  color: colors.text,
  '&[aria-invalid="true"]': { borderColor: colors.error, borderWidth: 2 },
}

export default function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} css={errorStyle}>
          <span aria-hidden="true">⚠</span>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} css={hintStyle}>
          {hint}
        </p>
      )}
    </div>
  )
}
