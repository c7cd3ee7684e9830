/**
 * A monochrome icon in the text's colour (so it follows a link's hover
 * colour): a <use> of its drawing in the sprite the server writes once into
 * every page (icon-sprite.tsx), so the drawings travel neither in the page's
 * JavaScript nor as requests. Decorative: the link around it carries the
 * name.
 */
import type { CSSObject } from '@emotion/react'

/** The id of the sprite's <symbol> (icon-sprite.tsx) that holds the drawing of the icon called `name`. */
export const iconId = (name: string) => `icon-${name.toLowerCase()}`

type IconProps = { name: string; size?: number }

const iconStyle: CSSObject = { display: 'inline-block', flexShrink: 0 }

export default function Icon({ name, size = 20 }: IconProps) {
  return (
    <svg aria-hidden="true" width={size} height={size} fill="currentColor" css={iconStyle}>
      <use href={`#${iconId(name)}`} />
    </svg>
  )
}
