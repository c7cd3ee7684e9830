/** The inbox's few shared styles, from the site's tokens. */
import { css } from '@emotion/react'
import { colors } from '../../theme/tokens'

export const button = css({
  font: 'inherit',
  fontWeight: 600,
  minBlockSize: '2.75rem',
  paddingInline: '1rem',
  border: 'none',
  borderRadius: '0.375rem',
  background: colors.accent,
  color: colors.paper,
  cursor: 'pointer',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  '&:hover': { background: colors.accentHover },
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
})

export const quietButton = css(button, { background: colors.paper, color: colors.text, border: `1px solid ${colors.line}`, '&:hover': { background: colors.mist } })

export const field = css({
  display: 'grid',
  gap: '0.25rem',
  '& input, & select, & textarea': { font: 'inherit', minBlockSize: '2.75rem', paddingInline: '0.5rem', border: `1px solid ${colors.line}`, borderRadius: '0.375rem', background: colors.paper, color: colors.text, inlineSize: '100%', boxSizing: 'border-box' },
  '& input:focus-visible, & select:focus-visible, & textarea:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '1px' },
})

export const note = (kind: 'error' | 'success' | 'info') =>
  css({
    padding: '0.75rem 1rem',
    borderRadius: '0.375rem',
    background: kind === 'error' ? colors.errorSurface : kind === 'success' ? colors.successSurface : colors.mist,
    color: kind === 'error' ? colors.error : kind === 'success' ? colors.success : colors.text,
    margin: 0,
  })

export const link = css({ color: colors.ink, fontWeight: 600, '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' } })
