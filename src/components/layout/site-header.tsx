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
import EmailLink from './email-link'
import LanguageSwitch from './language-switch'
import Logo from './logo'
import MobileMenu from './mobile-menu'
import SiteNav from './site-nav'
import SocialLinks from './social-links'
import WhatsAppLink from './whatsapp-link'
import type { LayoutCopy, SiteContent } from '../i18n/page-copy'
import { iconLinkStyle } from '../../theme/styles'
import { colors, layout, media, space } from '../../theme/tokens'

type SiteHeaderProps = { site: SiteContent; layout: LayoutCopy }

export const headerStyle: CSSObject = { background: colors.ink, color: colors.onInk }

export const barStyle: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  minHeight: layout.headerHeight,
}

const wideOnly: CSSObject = { display: 'none', [media.up('medium')]: { display: 'flex' } }

const navLinkStyle: CSSObject = {
  display: 'inline-block',
  padding: `${space.sm} ${space.sm}`,
  color: colors.onInk,
  textDecoration: 'none',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  borderBottom: '2px solid transparent',
  '&:hover': { borderBottomColor: colors.onInkMuted },
  '&[aria-current="page"]': { borderBottomColor: colors.accentOnInk, color: colors.accentOnInk },
}

const emailStyle: CSSObject = { color: colors.onInk, fontWeight: 600, '&:hover': { color: colors.accentOnInk } }

export const switchStyle: CSSObject = { ...navLinkStyle, border: `1px solid ${colors.onInkMuted}`, borderRadius: 6, paddingInline: space.md }

const panelNavLinkStyle: CSSObject = { ...navLinkStyle, display: 'block', padding: `${space.md} ${space.sm}`, fontSize: '1.25rem' }

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
        <MobileMenu label={layout.menuLabel} openLabel={layout.openMenuLabel} closeLabel={layout.closeMenuLabel}>
          {(close) => (
            <>
              <SiteNav
                items={layout.nav}
                label={layout.menuLabel}
                linkStyle={panelNavLinkStyle}
                listStyle={{ flexDirection: 'column' }}
                onNavigate={close}
              />
              <p css={{ marginTop: space.lg, paddingInline: space.sm }}>
                <LanguageSwitch linkStyle={switchStyle} />
              </p>
              <p css={{ marginTop: space.lg, paddingInline: space.sm }}>
                <EmailLink address={site.contactEmail} css={emailStyle} />
              </p>
              <div css={{ display: 'flex', gap: space.xs, marginTop: space.md }}>
                <WhatsAppLink linkStyle={iconLinkStyle} />
                <SocialLinks
                  links={site.social}
                  companyName={site.companyName}
                  labelTemplate={layout.socialLinkLabel}
                  linkStyle={iconLinkStyle}
                />
              </div>
            </>
          )}
        </MobileMenu>
      </Container>
    </header>
  )
}
