/**
 * The frame of every page: skip link, header, main content and footer.
 *
 * Each region sits in its own Suspense boundary (nothing in them suspends):
 * React then hydrates the regions after the page shell, in short slices that
 * yield to the browser, instead of in one long task that blocks input. A
 * click on a region not yet hydrated makes React hydrate it first and replay
 * the click.
 */
import { Suspense, type ReactNode } from 'react'
import type { CSSObject } from '@emotion/react'
import SiteFooter from './site-footer'
import SiteHeader from './site-header'
import { useSiteContent } from '../i18n/page-copy'
import GlobalStyles from '../../theme/global-styles'
import { colors, space, zIndex } from '../../theme/tokens'

type LayoutProps = {
  children: ReactNode
  /**
   * `landing`: a campaign landing page, with the reduced header it passes as
   * `header` (its code ships with landing pages only) and a footer without
   * the site's links.
   */
  variant?: 'site' | 'landing'
  header?: ReactNode
}

// Off screen until focused, so keyboard users can jump past the header.
const skipLinkStyle: CSSObject = {
  position: 'absolute',
  insetInlineStart: space.md,
  top: space.sm,
  zIndex: zIndex.skipLink,
  padding: `${space.sm} ${space.md}`,
  background: colors.paper,
  color: colors.ink,
  fontWeight: 700,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}

export default function Layout({ children, variant = 'site', header }: LayoutProps) {
  const { site, layout, buildYear } = useSiteContent()
  return (
    <>
      <GlobalStyles />
      <a href="#main" css={skipLinkStyle}>
        {layout.skipLinkLabel}
      </a>
      <Suspense>
        {header ?? <SiteHeader site={site} layout={layout} />}
      </Suspense>
      <main id="main" tabIndex={-1} css={{ outline: 'none' }}>
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <SiteFooter site={site} layout={layout} copyrightYear={buildYear} nav={variant === 'site'} />
      </Suspense>
    </>
  )
}
