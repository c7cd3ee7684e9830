/**
 * Icon links to the company's social profiles. A network with no URL in
 * content/site.json is left out rather than linking nowhere.
 */
import type { CSSObject } from '@emotion/react'
import Icon from './icon'
import { fillTemplate } from '../../lib/i18n/text'
import { space } from '../../theme/tokens'

export type SocialLink = { network: string; url?: string | null }

type SocialLinksProps = {
  links: readonly SocialLink[]
  companyName: string
  /** The links' accessible name, with {company} and {network} (content/<lang>/layout.json). */
  labelTemplate: string
  linkStyle: CSSObject
  className?: string
}

const listStyle: CSSObject = { display: 'flex', gap: space.xs, listStyle: 'none', padding: 0, margin: 0 }

export default function SocialLinks({ links, companyName, labelTemplate, linkStyle, className }: SocialLinksProps) {
  const live = links.filter((link): link is { network: string; url: string } => Boolean(link.url))
  if (live.length === 0) return null
  return (
    <ul css={listStyle} className={className}>
      {live.map((link) => (
        <li key={link.network}>
          <a href={link.url} css={linkStyle} aria-label={fillTemplate(labelTemplate, { company: companyName, network: link.network })}>
            <Icon name={link.network} />
          </a>
        </li>
      ))}
    </ul>
  )
}
