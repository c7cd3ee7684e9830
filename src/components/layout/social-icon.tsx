/**
 * Monochrome icons for the social networks the site links to. Decorative:
 * the link around the icon carries the accessible name. The drawings, and
 * so the networks the site can link to, are in social-icon-paths.ts.
 */
import { SOCIAL_ICON_PATHS } from './social-icon-paths'

type SocialIconProps = { network: string; size?: number }

export default function SocialIcon({ network, size = 20 }: SocialIconProps) {
  const d = SOCIAL_ICON_PATHS[network]
  if (!d) return null
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  )
}
