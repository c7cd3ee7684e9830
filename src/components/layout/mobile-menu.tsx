/**
 * The small-screen menu: a hamburger button that opens a slide-in panel.
 * It starts closed; the button and the close control toggle it, Escape and
 * following a link close it. Focus moves into the panel on open, stays there
 * while it is open, and returns to the hamburger on close. The page behind
 * does not scroll while the panel is open.
 *
 * The panel's contents are drawn the first time it opens, not with the page:
 * hidden until then, they were ~0.2 KB of every page's gzipped HTML (which
 * must fit a phone's first round trip) and part of its first layout. The
 * header and the footer carry the same links, and without JavaScript the
 * hamburger cannot open the panel anyway.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import type { CSSObject } from '@emotion/react'
import { MENU_PANEL_ID } from '../../lib/insights/article-ids'
import { breakpoints, colors, media, motion, shadows, space, zIndex } from '../../theme/tokens'

type MobileMenuProps = {
  /** The panel's name, and the hamburger's and close button's, in the page's language. */
  label: string
  openLabel: string
  closeLabel: string
  /** Renders the panel's contents; call `close` when a link is followed. */
  children: (close: () => void) => ReactNode
}

/**
 * The panel's id is fixed (a page has one menu): it must read the same in
 * the page's HTML and in the island the browser starts alone, where useId
 * would count from the island, not from the page.
 */
const PANEL_ID = MENU_PANEL_ID

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, [tabindex]:not([tabindex="-1"])'

const iconButtonStyle: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  padding: 0,
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  color: colors.onInk,
  cursor: 'pointer',
}

const hamburgerStyle: CSSObject = { ...iconButtonStyle, [media.up('medium')]: { display: 'none' } }

const overlayStyle: CSSObject = {
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.overlay,
  background: colors.scrim,
  transition: `opacity ${motion.panel}, visibility 0s`,
  [media.up('medium')]: { display: 'none' },
}

const panelStyle: CSSObject = {
  position: 'fixed',
  insetBlock: 0,
  // The end side: the right of an English page, the left of an Arabic one.
  insetInlineEnd: 0,
  zIndex: zIndex.panel,
  width: 'min(20rem, 85vw)',
  padding: space.md,
  overflowY: 'auto',
  background: colors.ink,
  color: colors.onInk,
  boxShadow: shadows.panel.ltr,
  '[dir="rtl"] &': { boxShadow: shadows.panel.rtl },
  transition: `transform ${motion.panel} ${motion.easing}, visibility 0s`,
  [media.up('medium')]: { display: 'none' },
}

// Visible at once on opening, so the open effect can move focus into the
// panel (a visibility:hidden element cannot take focus); hidden only once the
// closing slide has finished.
const closedStyle: CSSObject = { visibility: 'hidden' }
const panelClosedStyle: CSSObject = {
  ...closedStyle,
  // Off screen past the end side; translateX knows no inline direction.
  transform: 'translateX(100%)',
  '[dir="rtl"] &': { transform: 'translateX(-100%)' },
  transition: `transform ${motion.panel} ${motion.easing}, visibility 0s linear ${motion.panel}`,
}
const overlayClosedStyle: CSSObject = {
  ...closedStyle,
  opacity: 0,
  transition: `opacity ${motion.panel}, visibility 0s linear ${motion.panel}`,
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

/** Keeps Tab inside the open panel: the page behind it is covered. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  const outside = !panel.contains(document.activeElement)
  if (event.shiftKey && (document.activeElement === first || outside)) {
    event.preventDefault()
    last?.focus()
  } else if (!event.shiftKey && (document.activeElement === last || outside)) {
    event.preventDefault()
    first?.focus()
  }
}

export default function MobileMenu({ label, openLabel, closeLabel, children }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const [drawn, setDrawn] = useState(false)
  const hamburger = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  const closeAndReturnFocus = useCallback(() => {
    setOpen(false)
    hamburger.current?.focus()
  }, [])
  const closeForNavigation = useCallback(() => setOpen(false), [])

  useEffect(() => {
    if (!open) return undefined
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    // Widening past the breakpoint hides the panel; don't leave the page locked.
    const wide = window.matchMedia(`(min-width: ${breakpoints.medium}px)`)
    const onWide = () => wide.matches && setOpen(false)
    wide.addEventListener('change', onWide)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeAndReturnFocus()
      else if (event.key === 'Tab' && panel.current) trapTab(event, panel.current)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.body.style.overflow = overflow
      wide.removeEventListener('change', onWide)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, closeAndReturnFocus])

  return (
    <>
      <button
        ref={hamburger}
        type="button"
        css={hamburgerStyle}
        aria-label={openLabel}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => {
          setDrawn(true)
          setOpen((isOpen) => !isOpen)
        }}
      >
        <MenuIcon open={false} />
      </button>
      <div css={[overlayStyle, !open && overlayClosedStyle]} onClick={closeAndReturnFocus} aria-hidden="true" />
      <div
        ref={panel}
        id={PANEL_ID}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        css={[panelStyle, !open && panelClosedStyle]}
      >
        <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
          <button type="button" css={iconButtonStyle} aria-label={closeLabel} onClick={closeAndReturnFocus}>
            <MenuIcon open />
          </button>
        </div>
        {drawn && children(closeForNavigation)}
      </div>
    </>
  )
}
