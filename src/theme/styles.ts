/**
 * Style objects reused by several components.
 */
import type { CSSObject } from '@emotion/react'
import { colors, fonts, motion, radii, space } from './tokens'

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden: CSSObject = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
}

/** The call-to-action look, shared by buttons and links that act as buttons. */
export const buttonStyle: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  minHeight: 48,
  padding: `${space.sm} ${space.lg}`,
  border: 0,
  borderRadius: radii.small,
  background: colors.accent,
  color: colors.onInk,
  fontFamily: fonts.heading,
  fontWeight: 700,
  fontSize: '1.0625rem',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${motion.fast}`,
  '&:hover': { background: colors.accentHover },
  '&:disabled, &[aria-disabled="true"]': { cursor: 'progress', opacity: 0.8 },
}

/** An icon link (WhatsApp, social networks) on the navy header, menu and footer: a 44 px target. */
export const iconLinkStyle: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  color: colors.onInk,
  borderRadius: radii.small,
  '&:hover': { color: colors.accentOnInk },
}

export const eyebrowStyle: CSSObject = {
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  // Spacing letters apart breaks the joins of Arabic's cursive script.
  '&:lang(ar)': { letterSpacing: 'normal' },
}
