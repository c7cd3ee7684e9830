/**
 * The link to the privacy notice in the page's language, named as
 * layout.json says: the footer's and the one under every contact form read
 * the same words.
 */
import LocalizedLink from '../i18n/localized-link'
import { useSiteContent } from '../i18n/page-copy'
import { PRIVACY_PATH } from './privacy-path'

/** `section`: the anchor of the notice's section to land on; the top of the notice without it. */
type PrivacyLinkProps = { className?: string; section?: string }

export default function PrivacyLink({ className, section }: PrivacyLinkProps) {
  const { layout } = useSiteContent()
  return (
    <LocalizedLink to={section ? `${PRIVACY_PATH}#${section}` : PRIVACY_PATH} className={className}>
      {layout.privacyLinkLabel}
    </LocalizedLink>
  )
}
