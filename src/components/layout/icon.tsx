/**
 * A monochrome icon in the text's colour (so it follows a link's hover
 * colour). Its drawing, from lib/icons/icon-paths.ts, is a CSS mask: the class
 * `iconClass(name)` of the stylesheet the server writes into every page
 * (icon-styles.ts) sets it as `--icon`, so the drawings travel neither in
 * the page's JavaScript nor as requests of their own. Decorative: the link
 * around it carries the name.
 */
import type { CSSObject } from '@emotion/react'

/** The class of icon-styles.ts that holds the drawing of the icon called `name`. */
export const iconClass = (name: string) => `icon-${name.toLowerCase()}`

type IconProps = { name: string; size?: number }

const iconStyle: CSSObject = {
  display: 'inline-block',
  flexShrink: 0,
  backgroundColor: 'currentColor',
  maskPosition: 'center',
  maskRepeat: 'no-repeat',
  maskSize: 'contain',
  maskImage: 'var(--icon)',
  // Chrome before 120 (and the WebViews built on it) knows masks only by
  // their prefixed names; the style cache adds no prefixes (theme/style-cache.ts).
  WebkitMaskPosition: 'center',
  WebkitMaskRepeat: 'no-repeat',
  WebkitMaskSize: 'contain',
  WebkitMaskImage: 'var(--icon)',
}

export default function Icon({ name, size = 20 }: IconProps) {
  return <span aria-hidden="true" className={iconClass(name)} css={[iconStyle, { width: size, height: size }]} />
}
