/**
 * The header's menu for small screens: the hamburger and its panel with the
 * page links, the language switch, the e-mail address and the social links.
 * The browser starts it as the `header-menu` island
 * (components/islands/island-table.ts) at the visitor's first touch (a tap on
 * the hamburger, kept and given back once it has started); it takes its copy from
 * the page, so it has no props.
 */
import EmailLink from './email-link'
import { emailStyle, panelNavLinkStyle, switchStyle } from './header-styles'
import LanguageSwitch from './language-switch'
import MobileMenu from './mobile-menu'
import SiteNav from './site-nav'
import SocialLinks from './social-links'
import WhatsAppLink from './whatsapp-link'
import { useSiteContent } from '../i18n/page-copy'
import { iconLinkStyle } from '../../theme/styles'
import { space } from '../../theme/tokens'

export default function HeaderMenu() {
  const { site, layout } = useSiteContent()
  return (
    <MobileMenu label={layout.menuLabel} openLabel={layout.openMenuLabel} closeLabel={layout.closeMenuLabel}>
      {(close) => (
        <>
          <SiteNav items={layout.nav} label={layout.menuLabel} linkStyle={panelNavLinkStyle} listStyle={{ flexDirection: 'column' }} onNavigate={close} />
          <p css={{ marginTop: space.lg, paddingInline: space.sm }}>
            <LanguageSwitch linkStyle={switchStyle} />
          </p>
          <p css={{ marginTop: space.lg, paddingInline: space.sm }}>
            <EmailLink address={site.contactEmail} css={emailStyle} />
          </p>
          <div css={{ display: 'flex', gap: space.xs, marginTop: space.md }}>
            <WhatsAppLink linkStyle={iconLinkStyle} />
            <SocialLinks links={site.social} companyName={site.companyName} labelTemplate={layout.socialLinkLabel} linkStyle={iconLinkStyle} />
          </div>
        </>
      )}
    </MobileMenu>
  )
}
