/**
 * The site's only global CSS: the fonts, a light reset, base typography and
 * a visible focus ring for keyboard users. Everything else sits beside its
 * component.
 */
import { Global, type CSSObject } from '@emotion/react'
import { arabicFontFaces, withArabicFace } from './fonts'
import { colors, fontStacks, fontVariables, fonts, fontSizes, media } from './tokens'

// Every page carries the @font-face rules (a few hundred bytes); a browser
// fetches a file only when an element whose family lists it shows an Arabic
// letter, and only html[lang="ar"] lists it. Not :lang(ar): that would also
// match the language switch's one Arabic word on every English page.
const fontFaces: CSSObject[] = arabicFontFaces.map((face) => ({ '@font-face': face }))

const styles: CSSObject = {
  ':root': { [fontVariables.body]: fontStacks.body, [fontVariables.heading]: fontStacks.heading },
  'html[lang="ar"]': {
    [fontVariables.body]: withArabicFace(fontStacks.body),
    [fontVariables.heading]: withArabicFace(fontStacks.heading),
  },
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
  img: { maxWidth: '100%' },
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
  return <Global styles={[...fontFaces, styles]} />
}
