/**
 * The footer on every page: page links, contact e-mail, WhatsApp and social
 * links, the copyright line with the postal address, and the link to the
 * privacy notice.
 */
import type { CSSObject } from '@emotion/react'
import Container from './container'
import EmailLink from './email-link'
import SiteNav from './site-nav'
import SocialLinks from './social-links'
import WhatsAppLink from './whatsapp-link'
import PrivacyLink from '../privacy/privacy-link'
import type { LayoutCopy, SiteContent } from '../i18n/page-copy'
import { iconLinkStyle } from '../../theme/styles'
import { colors, fontSizes, media, space } from '../../theme/tokens'

type SiteFooterProps = {
  site: SiteContent
  layout: LayoutCopy
  /** The year in the © line: the build's, so server and browser agree. */
  copyrightYear: string
  /** False on a landing page: no links to the site's pages, one message and one action. */
  nav?: boolean
}

const footerStyle: CSSObject = { background: colors.ink, color: colors.onInkMuted, paddingBlock: space.xl }

const rowStyle: CSSObject = {
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  [media.up('medium')]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
}

const linkStyle: CSSObject = {
  display: 'inline-block',
  padding: `${space.sm} ${space.sm}`,
  color: colors.onInk,
  '&:hover': { color: colors.accentOnInk },
}

const legalStyle: CSSObject = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: space.lg,
  marginTop: space.lg,
  paddingTop: space.lg,
  borderTop: `1px solid ${colors.lineOnInk}`,
  fontSize: fontSizes.small,
}

export default function SiteFooter({ site, layout, copyrightYear, nav = true }: SiteFooterProps) {
  return (
    <footer css={footerStyle}>
      <Container>
        <div css={rowStyle}>
          {nav && (
            <SiteNav
              items={layout.nav}
              label={layout.footerNavLabel}
              linkStyle={linkStyle}
              listStyle={{ flexWrap: 'wrap', marginInline: `-${space.sm}` }}
            />
          )}
          <EmailLink address={site.contactEmail} css={[linkStyle, { marginInline: `-${space.sm}` }]} />
          <div css={{ display: 'flex', gap: space.xs }}>
            <WhatsAppLink linkStyle={iconLinkStyle} />
            <SocialLinks links={site.social} companyName={site.companyName} labelTemplate={layout.socialLinkLabel} linkStyle={iconLinkStyle} />
          </div>
        </div>
        <div css={legalStyle}>
          <p>
            © {copyrightYear} {site.companyName}. {layout.postalAddress}
          </p>
          <PrivacyLink css={[linkStyle, { marginInline: `-${space.sm}` }]} />
        </div>
      </Container>
    </footer>
  )
}
