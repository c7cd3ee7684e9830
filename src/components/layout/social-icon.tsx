/**
 * The icon of a social network the site links to (icon.tsx). The networks
 * content/site.json may name are those social-icon-paths.ts draws; the build
 * refuses any other (gatsby/content-model.ts).
 */
import Icon from './icon'

type SocialIconProps = { network: string; size?: number }

export default function SocialIcon({ network, size }: SocialIconProps) {
  return <Icon name={network} size={size} />
}
