/**
 * The header on every page: logo, page links, the switch to the other
 * language, contact e-mail, WhatsApp and social links; below the medium
 * breakpoint they move into the mobile menu. Laid out with flex and logical
 * properties only, so the Arabic header mirrors: logo on the right. Its
 * styles are shared with a landing page's reduced header
 * (components/landing/landing-header.tsx), which lives with the landing
 * pages so that no other page ships it.
 */
import type { CSSObject } from '@emotion/react'
import Container from './container'
import { barStyle, emailStyle, headerStyle, navLinkStyle, switchStyle } from './header-styles'
import Island from '../islands/island'
import EmailLink from './email-link'
import LanguageSwitch from './language-switch'
import Logo from './logo'
import SiteNav from './site-nav'
import SocialLinks from './social-links'
import WhatsAppLink from './whatsapp-link'
import type { LayoutCopy, SiteContent } from '../i18n/page-copy'
import { iconLinkStyle } from '../../theme/styles'
import { media, space } from '../../theme/tokens'

type SiteHeaderProps = { site: SiteContent; layout: LayoutCopy }

const wideOnly: CSSObject = { display: 'none', [media.up('medium')]: { display: 'flex' } }

export default function SiteHeader({ site, layout }: SiteHeaderProps) {
  return (
    <header css={headerStyle}>
      <Container css={barStyle}>
        <Logo companyName={site.companyName} />
        <SiteNav items={layout.nav} label={layout.mainNavLabel} linkStyle={navLinkStyle} listStyle={{ gap: space.sm }} css={wideOnly} />
        <div css={[wideOnly, { alignItems: 'center', gap: space.md }]}>
          <LanguageSwitch linkStyle={switchStyle} />
          {/* Four page links leave the address room only on wide screens; the footer has it on every page. */}
          <EmailLink address={site.contactEmail} css={[emailStyle, { display: 'none', [media.up('wide')]: { display: 'inline' } }]} />
          <WhatsAppLink linkStyle={iconLinkStyle} />
          {/* Between the medium and large breakpoints the row has no room for
              them; the footer has them on every page. */}
          <SocialLinks
            links={site.social}
            companyName={site.companyName}
            labelTemplate={layout.socialLinkLabel}
            linkStyle={iconLinkStyle}
            css={{ display: 'none', [media.up('large')]: { display: 'flex' } }}
          />
        </div>
        <Island name="header-menu" props={{}} />
      </Container>
    </header>
  )
}
