/**
 * Style objects reused by several components.
 */
import type { CSSObject } from '@emotion/react'
import { colors, fonts, media, motion, radii, space } from './tokens'

/** The room above and below a page section: more from medium screens up. */
export const sectionSpacing: CSSObject = {
  paddingBlock: space.xl,
  [media.up('medium')]: { paddingBlock: space.xxl },
}

/**
 * A card's surface: white, rounded, padded. Callers add what sets a card
 * apart (an accent edge, a shadow) after it: Emotion names a class by its
 * styles in order, so the order of the properties is part of the style.
 */
export const cardStyle: CSSObject = {
  padding: space.lg,
  borderRadius: radii.medium,
  background: colors.paper,
}

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
