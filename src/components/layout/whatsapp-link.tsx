/**
 * A click-to-chat link to the agency's WhatsApp, the way customers in the
 * UAE reach a business, with a first message in the page's language. A plain
 * wa.me link: no script and no request to WhatsApp until the visitor taps
 * it. Hidden while content/site.json has no number.
 */
import type { CSSObject } from '@emotion/react'
import Icon from './icon'
import { useSiteContent } from '../i18n/page-copy'
import { whatsappUrl } from '../../lib/contact/whatsapp-url'

type WhatsAppLinkProps = { linkStyle: CSSObject; className?: string }

export default function WhatsAppLink({ linkStyle, className }: WhatsAppLinkProps) {
  const { site, layout } = useSiteContent()
  if (!site.whatsappNumber) return null
  return (
    <a href={whatsappUrl(site.whatsappNumber, layout.whatsappMessage)} css={linkStyle} className={className} aria-label={layout.whatsappLabel}>
      {/* A logo, not an arrow: it is never mirrored. */}
      <Icon name="WhatsApp" />
    </a>
  )
}
