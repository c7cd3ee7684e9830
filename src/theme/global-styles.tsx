/**
 * The site's only global CSS: a light reset, base typography and a visible
 * focus ring for keyboard users. Everything else sits beside its component;
 * the font stacks behind `fonts`, in each language, are a stylesheet the
 * server writes (theme/fonts.ts), so the browser's JavaScript does not
 * carry them.
 */
import { Global, type CSSObject } from '@emotion/react'
import { colors, fonts, fontSizes, media } from './tokens'

const styles: CSSObject = {
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: { WebkitTextSizeAdjust: '100%', scrollPaddingTop: '1rem' },
  body: {
    margin: 0,
    fontFamily: fonts.body,
    fontSize: fontSizes.body,
    lineHeight: 1.6,
    color: colors.text,
    background: colors.paper,
    overflowX: 'hidden',
  },
  // Gatsby's wrapper: the footer sits at the bottom of short pages.
  '#gatsby-focus-wrapper': { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  main: { flex: 1 },
  'h1, h2, h3': { fontFamily: fonts.heading, lineHeight: 1.2, margin: 0 },
  'p, ul, ol': { margin: 0 },
  // Narrowed to its column, an image keeps its proportions (its width and
  // height attributes still reserve its space before it loads).
  img: { maxWidth: '100%', height: 'auto' },
  a: { color: 'inherit' },
  'button, input, select': { font: 'inherit' },
  ':focus-visible': {
    outline: `3px solid ${colors.focus}`,
    outlineOffset: '2px',
  },
  [media.reducedMotion]: {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
}

export default function GlobalStyles() {
  return <Global styles={styles} />
}
