/**
 * The site header's looks, shared by its bar (site-header.tsx), the menu
 * panel (header-menu.tsx) and a landing page's reduced header.
 */
import type { CSSObject } from '@emotion/react'
import { colors, layout, space } from '../../theme/tokens'

export const headerStyle: CSSObject = { background: colors.ink, color: colors.onInk }

export const barStyle: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  minHeight: layout.headerHeight,
}

export const navLinkStyle: CSSObject = {
  display: 'inline-block',
  padding: `${space.sm} ${space.sm}`,
  color: colors.onInk,
  textDecoration: 'none',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  borderBottom: '2px solid transparent',
  '&:hover': { borderBottomColor: colors.onInkMuted },
  '&[aria-current="page"]': { borderBottomColor: colors.accentOnInk, color: colors.accentOnInk },
}

export const emailStyle: CSSObject = { color: colors.onInk, fontWeight: 600, '&:hover': { color: colors.accentOnInk } }

export const switchStyle: CSSObject = { ...navLinkStyle, border: `1px solid ${colors.onInkMuted}`, borderRadius: 6, paddingInline: space.md }

export const panelNavLinkStyle: CSSObject = { ...navLinkStyle, display: 'block', padding: `${space.md} ${space.sm}`, fontSize: '1.25rem' }
