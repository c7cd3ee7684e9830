/**
 * The brand's mark, an orange tile with a rising arrow, drawn in a 56x56
 * box in the site's colours (tokens.ts), and the logo: the mark beside the
 * name. scripts/make-logo.mjs renders the logo's picture (for the share
 * images), the app icons and /favicon.ico from them; every page's <head>
 * (components/head/site-head.tsx) carries the mark as the favicon itself,
 * and its header (components/layout/logo.tsx) the logo, so the browser asks
 * for neither while the page loads (docs/quality.md).
 */
import { colors, fontStacks } from './tokens'

/** The mark's shapes, to place in an <svg> of any size. */
export const BRAND_MARK = `<rect width="56" height="56" rx="12" fill="${colors.accent}"/><path d="M12,42L24,28L32,36L46,16M38,16H46V24" fill="none" stroke="${colors.onInk}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`

/** The logo's box: the mark, then the name on two lines, drawn for the header's ink. */
export const BRAND_LOGO_VIEW_BOX = '0 0 240 80'

/**
 * The logo's shapes and words, in BRAND_LOGO_VIEW_BOX, the words in
 * `fontFamily`: on the pages, the headings' Latin faces in both languages
 * (fontStacks.heading), so the logo reads alike on English and Arabic pages.
 */
export const brandLogo = (fontFamily: string = fontStacks.heading) =>
  `<g transform="translate(4 12)">${BRAND_MARK}</g><g font-family='${fontFamily}'><text x="74" y="38" font-size="26" font-weight="700" fill="${colors.onInk}">Northwind</text><text x="75" y="64" font-size="17" letter-spacing="5" fill="${colors.accentOnInk}">GROWTH</text></g>`

/** The logo as an SVG file, `width` pixels wide, its words in `fontFamily`. */
export const brandLogoSvg = (width: number, fontFamily?: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width / 3}" viewBox="${BRAND_LOGO_VIEW_BOX}">${brandLogo(fontFamily)}</svg>`

/** The square icon: the mark alone, `size` pixels wide (without a size, as wide as it is shown). */
export const brandIconSvg = (size?: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg"${size === undefined ? '' : ` width="${size}" height="${size}"`} viewBox="0,0,56,56">${BRAND_MARK}</svg>`

/**
 * The icon as a data: address for <link rel="icon">: about 0.1 KB of a
 * page's gzipped HTML, where a file cost the browser a request beside the
 * page's first paint. Only what the data scheme or the attribute would
 * misread is escaped: <, >, #, %, double quotes (escaped, not written as
 * React's entities) and spaces, which an attribute's address may not hold
 * (the drawing's numbers are separated by commas).
 */
export const BRAND_ICON_DATA_URL = `data:image/svg+xml,${brandIconSvg().replace(/[ <>#%"]/g, encodeURIComponent)}`
