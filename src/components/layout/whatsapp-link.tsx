/**
 * A click-to-chat link to the agency's WhatsApp, the way customers in the
 * UAE reach a business, with a first message in the page's language. A plain
 * wa.me link: no script and no request to WhatsApp until the visitor taps
 * it. Hidden while content/site.json has no number.
 */
import type { CSSObject } from '@emotion/react'
import { useSiteContent } from '../i18n/page-copy'

type WhatsAppLinkProps = { linkStyle: CSSObject; className?: string }

/** wa.me takes the international number as digits only, without + or spaces. */
export const whatsappUrl = (number: string, message: string) =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`

const WHATSAPP_ICON =
  'M12 .5A11.4 11.4 0 0 0 2.2 17.7L.6 23.5l6-1.6A11.4 11.4 0 1 0 12 .5zm0 20.8c-1.8 0-3.5-.5-5-1.4l-.4-.2-3.6.9.9-3.5-.2-.4A9.4 9.4 0 1 1 12 21.3zm5.2-7c-.3-.1-1.7-.8-1.9-.9-.3-.1-.5-.1-.7.1l-.9 1.1c-.2.2-.3.2-.6.1a7.7 7.7 0 0 1-3.8-3.3c-.3-.5.3-.5.8-1.6.1-.2 0-.4 0-.5l-.9-2.1c-.2-.6-.5-.5-.7-.5h-.6c-.2 0-.5.1-.8.4-.3.3-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.1 4.9 4.3 1.8.8 2.5.8 3.4.7.6-.1 1.7-.7 1.9-1.4.2-.7.2-1.2.2-1.4-.1-.1-.3-.2-.6-.3z'

export default function WhatsAppLink({ linkStyle, className }: WhatsAppLinkProps) {
  const { site, layout } = useSiteContent()
  if (!site.whatsappNumber) return null
  return (
    <a href={whatsappUrl(site.whatsappNumber, layout.whatsappMessage)} css={linkStyle} className={className} aria-label={layout.whatsappLabel}>
      {/* A logo, not an arrow: it is never mirrored. */}
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={WHATSAPP_ICON} />
      </svg>
    </a>
  )
}
