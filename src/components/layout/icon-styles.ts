/**
 * Each icon's drawing (lib/icons/icon-paths.ts) as a class that sets `--icon`
 * to the drawing as an SVG data address, for the mask of icon.tsx. The
 * server writes this stylesheet into every page's head (gatsby-ssr.tsx),
 * like the font stacks, so the drawings are neither in the browser's
 * JavaScript nor fetched: as files, the four icons in the header were four
 * high-priority requests every page made before its largest paint (the
 * mobile menu's copies load with the page, hidden or not), which Lighthouse
 * counted into the LCP of every page (1.05 s against 0.86 s without them).
 */
import { iconClass } from './icon'
import { ICON_PATHS } from '../../lib/icons/icon-paths'

/** An SVG drawing as a data address for CSS: only the characters a url() or the data scheme need escaped. */
const svgDataUrl = (pathData: string) =>
  `url("data:image/svg+xml,${`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='${pathData}'/></svg>`.replace(/[<>#%"]/g, encodeURIComponent)}")`

export const ICON_CSS = Object.entries(ICON_PATHS)
  .map(([name, pathData]) => `.${iconClass(name)}{--icon:${svgDataUrl(pathData)}}`)
  .join('')
