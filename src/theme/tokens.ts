/**
 * Design tokens: every colour, space, type size, breakpoint and motion value
 * the site uses. Components import from here; none writes a raw hex or a
 * pixel media query of its own (__tests__/theme/colour-tokens.test.ts fails
 * on a colour written anywhere else in the site's code).
 */

export const colors = {
  /** Brand navy: header, footer and hero backgrounds. */
  ink: '#0f1b3d',
  /** Body text on light backgrounds (contrast 15:1 on paper). */
  text: '#1c2333',
  /** Secondary text on light backgrounds (contrast 7:1 on paper). */
  muted: '#4a5468',
  /** Page background. */
  paper: '#ffffff',
  /** Alternate section background. */
  mist: '#f3f5fa',
  /** Hairlines and input borders (3:1 against paper for non-text UI). */
  line: '#8a93a6',
  /** Call-to-action fill; white text on it passes AA (5.9:1). */
  accent: '#c2410c',
  accentHover: '#9a3412',
  /** Accent used as text or icons on navy (contrast 8:1 on ink). */
  accentOnInk: '#fdba74',
  /** Light text on navy. */
  onInk: '#ffffff',
  onInkMuted: '#c9d1e4',
  /** Inline error text and borders (contrast 6.5:1 on paper). */
  error: '#b42318',
  errorSurface: '#fef3f2',
  success: '#05603a',
  successSurface: '#ecfdf3',
  /** Focus ring: visible on both paper and ink. */
  focus: '#2563eb',
  /** Hairlines on navy (white at 20%): the rule above the footer's last row. */
  lineOnInk: 'rgba(255, 255, 255, 0.2)',
  /** Dims the page behind the open mobile menu (ink at 60%). */
  scrim: 'rgba(15, 27, 61, 0.6)',
  /** The shadow of what sits over navy or over the dimmed page (black at 25%): ink's own shade would not show on ink. */
  shade: 'rgba(0, 0, 0, 0.25)',
} as const

/**
 * System font stacks: each platform's own UI face, no download. Every one
 * reaches an Arabic-capable system font for Arabic letters (Segoe UI on
 * Windows, SF Arabic or Geeza Pro on Apple, Noto Naskh Arabic on Android,
 * DejaVu Sans or Noto on Linux), which is what the one Arabic word on an
 * English page (the language switch) uses.
 */
export const fontStacks = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  heading: '"Avenir Next", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
} as const

/** The custom properties behind `fonts`, set in global-styles.tsx. */
export const fontVariables = { body: '--font-body', heading: '--font-heading' } as const

/**
 * What components use. Custom properties, so that Arabic pages put their
 * Arabic faces into both stacks in one rule (theme/fonts.ts) and a
 * component that sets its own family (buttons) follows without knowing.
 */
export const fonts = {
  body: `var(${fontVariables.body})`,
  heading: `var(${fontVariables.heading})`,
} as const

/** Modular type scale in rem. */
export const fontSizes = {
  small: '0.875rem',
  body: '1rem',
  lead: '1.125rem',
  h3: '1.25rem',
  h2: 'clamp(1.5rem, 1.2rem + 1.5vw, 2.25rem)',
  h1: 'clamp(1.875rem, 1.4rem + 2.4vw, 3.25rem)',
  stat: 'clamp(2.25rem, 1.8rem + 2vw, 3.5rem)',
} as const

/** Spacing scale in rem, indexed by step. */
export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2.5rem',
  xxl: '4rem',
} as const

export const radii = { small: '6px', medium: '12px' } as const

export const shadows = {
  /** The soft shadow that lifts a card off the page (ink at 8%). */
  card: '0 2px 8px rgba(15, 27, 61, 0.08)',
  /** A landing page's form card, lifted a little higher than a card (ink at 12%). */
  formCard: '0 4px 16px rgba(15, 27, 61, 0.12)',
  /** A card over the navy hero. */
  overInk: `0 12px 32px ${colors.shade}`,
  /** The mobile menu's panel, cast from its inline-end edge over the page: to the left in English, to the right in Arabic. */
  panel: { ltr: `-8px 0 24px ${colors.shade}`, rtl: `8px 0 24px ${colors.shade}` },
} as const

export const layout = {
  maxWidth: '72rem',
  headerHeight: '4.5rem',
  /** Button sizes from the spec, applied from the medium breakpoint up. */
  contactButton: { width: 197, height: 62 },
  evaluationButton: { width: 346, height: 62 },
} as const

/** Breakpoints in px; the navigation collapses below `medium`; the header shows the e-mail address from `wide`. */
export const breakpoints = { small: 480, medium: 768, large: 1024, wide: 1200 } as const

type Breakpoint = keyof typeof breakpoints

/** Media queries so no component writes a raw pixel query. */
export const media = {
  up: (name: Breakpoint) => `@media (min-width: ${breakpoints[name]}px)`,
  down: (name: Breakpoint) => `@media (max-width: ${breakpoints[name] - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const

export const motion = {
  fast: '150ms',
  panel: '250ms',
  reveal: '600ms',
  easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)',
  /** Delay between successive program steps as they reveal. */
  stagger: 120,
} as const

export const zIndex = { header: 10, overlay: 20, panel: 30, skipLink: 40 } as const
