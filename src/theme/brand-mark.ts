/**
 * The brand's mark, an orange tile with a rising arrow, drawn in a 56x56
 * box in the site's colours (tokens.ts). scripts/make-logo.mjs renders the
 * logo, the app icons and /favicon.ico from it; every page's <head>
 * (components/head/site-head.tsx) carries it as the favicon itself, so the
 * browser asks for no icon while the page loads (docs/quality.md).
 */
import { colors } from './tokens'

/** The mark's shapes, to place in an <svg> of any size. */
export const BRAND_MARK = `<rect width="56" height="56" rx="12" fill="${colors.accent}"/><path d="M12,42L24,28L32,36L46,16M38,16H46V24" fill="none" stroke="${colors.onInk}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`

/** The square icon: the mark alone, `size` pixels wide (without a size, as wide as it is shown). */
export const brandIconSvg = (size?: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg"${size === undefined ? '' : ` width="${size}" height="${size}"`} viewBox="0,0,56,56">${BRAND_MARK}</svg>`

/**
 * The icon as a data: address for <link rel="icon">: about 0.1 KB of a
 * page's gzipped HTML, where a file cost the browser a request beside the
 * page's first paint. Escaped as the icons' CSS escapes its drawings
 * (components/layout/icon-styles.ts), and the spaces too, which an
 * attribute's address may not hold (the drawing's numbers are separated by
 * commas); its double quotes are escaped, not written as React's entities.
 */
export const BRAND_ICON_DATA_URL = `data:image/svg+xml,${brandIconSvg().replace(/[ <>#%"]/g, encodeURIComponent)}`
