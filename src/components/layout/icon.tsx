/**
 * A monochrome icon in the text's colour (so it follows a link's hover
 * colour). Its drawing is an SVG file the build writes from
 * lib/icons/icon-paths.ts (gatsby/browser/icon-files.ts), used as a CSS
 * mask: the drawings are fetched as small images instead of travelling in
 * every page's JavaScript. Decorative: the link around it carries the name.
 */
import type { CSSObject } from '@emotion/react'
import { iconUrl } from '../../lib/icons/icon-url'

type IconProps = { name: string; size?: number }

const iconStyle: CSSObject = {
  display: 'inline-block',
  flexShrink: 0,
  backgroundColor: 'currentColor',
  maskPosition: 'center',
  maskRepeat: 'no-repeat',
  maskSize: 'contain',
}

export default function Icon({ name, size = 20 }: IconProps) {
  const image = `url(${iconUrl(name)})`
  return <span aria-hidden="true" css={[iconStyle, { width: size, height: size, maskImage: image, WebkitMaskImage: image }]} />
}
