/**
 * The header on every page: logo, page links, contact e-mail and social
 * links; below the medium breakpoint the links move into the mobile menu.
 */
import type { CSSObject } from '@emotion/react'
import Container from './container'
import Logo from './logo'
import MobileMenu from './mobile-menu'
import SiteNav from './site-nav'
import SocialLinks from './social-links'
import type { SiteContent } from './use-site-content'
import { colors, layout, media, space } from '../theme/tokens'

type SiteHeaderProps = { site: SiteContent }

const headerStyle: CSSObject = { background: colors.ink, color: colors.onInk }

const barStyle: CSSObject = {
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
  borderBottom: '2px solid transparent',
  '&:hover': { borderBottomColor: colors.onInkMuted },
  '&[aria-current="page"]': { borderBottomColor: colors.accentOnInk, color: colors.accentOnInk },
}

const iconLinkStyle: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  color: colors.onInk,
  borderRadius: 6,
  '&:hover': { color: colors.accentOnInk },
}

const emailStyle: CSSObject = { color: colors.onInk, fontWeight: 600, '&:hover': { color: colors.accentOnInk } }

const panelNavLinkStyle: CSSObject = { ...navLinkStyle, display: 'block', padding: `${space.md} ${space.sm}`, fontSize: '1.25rem' }

export default function SiteHeader({ site }: SiteHeaderProps) {
  return (
    <header css={headerStyle}>
      <Container css={barStyle}>
        <Logo companyName={site.companyName} />
        <SiteNav items={site.nav} label="Main" linkStyle={navLinkStyle} listStyle={{ gap: space.sm }} css={wideOnly} />
        <div css={[wideOnly, { alignItems: 'center', gap: space.md }]}>
          <a href={`mailto:${site.contactEmail}`} css={emailStyle}>
            {site.contactEmail}
          </a>
          <SocialLinks links={site.social} companyName={site.companyName} linkStyle={iconLinkStyle} />
        </div>
        <MobileMenu>
          {(close) => (
            <>
              <SiteNav
                items={site.nav}
                label="Menu"
                linkStyle={panelNavLinkStyle}
                listStyle={{ flexDirection: 'column' }}
                onNavigate={close}
              />
              <p css={{ marginTop: space.lg, paddingInline: space.sm }}>
                <a href={`mailto:${site.contactEmail}`} css={emailStyle}>
                  {site.contactEmail}
                </a>
              </p>
              <SocialLinks
                links={site.social}
                companyName={site.companyName}
                linkStyle={iconLinkStyle}
                css={{ marginTop: space.md }}
              />
            </>
          )}
        </MobileMenu>
      </Container>
    </header>
  )
}
