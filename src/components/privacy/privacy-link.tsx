/**
 * The link to the privacy notice in the page's language, named as
 * layout.json says: the footer's and the one under every contact form read
 * the same words.
 */
import LocalizedLink from '../i18n/localized-link'
import { useSiteContent } from '../i18n/page-copy'
import { PRIVACY_PATH } from './privacy-path'

type PrivacyLinkProps = { className?: string }

export default function PrivacyLink({ className }: PrivacyLinkProps) {
  const { layout } = useSiteContent()
  return (
    <LocalizedLink to={PRIVACY_PATH} className={className}>
      {layout.privacyLinkLabel}
    </LocalizedLink>
  )
}
