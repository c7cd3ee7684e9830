/**
 * Every icon's drawing (lib/icons/icon-paths.ts) as a <symbol> of one hidden
 * <svg>, which the server writes at the end of every page's body
 * (gatsby-ssr.tsx) and icon.tsx points at. Drawn in the HTML, not as CSS
 * masks with data: addresses: the browser logs each data: address it decodes
 * as a request, and Lighthouse's simulation took the four header icons'
 * requests, made while an article's cover was still downloading, for
 * downloads beside it, and gave the cover a round trip more (docs/quality.md).
 */
import { iconId } from './icon'
import { ICON_PATHS } from '../../lib/icons/icon-paths'

export default function IconSprite() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" display="none">
      {Object.entries(ICON_PATHS).map(([name, pathData]) => (
        <symbol key={name} id={iconId(name)} viewBox="0 0 24 24">
          <path d={pathData} />
        </symbol>
      ))}
    </svg>
  )
}
