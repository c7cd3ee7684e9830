/**
 * A landing page's reduced header: the logo linking home, the language
 * switch and one button to the page's form; no site navigation, so the
 * visitor has one thing to do. Drawn with the site header's own parts and
 * styles; on a phone the button takes a row of its own under the logo.
 * The button is a link to the form, so it works without JavaScript.
 */
import type { CSSObject } from '@emotion/react'
import Container from '../layout/container'
import LanguageSwitch from '../layout/language-switch'
import Logo from '../layout/logo'
import { barStyle, headerStyle, switchStyle } from '../layout/header-styles'
import { buttonStyle } from '../../theme/styles'
import { fontSizes, media, space } from '../../theme/tokens'

type LandingHeaderProps = { companyName: string; formLabel: string; formHref: string }

const rowStyle: CSSObject = { ...barStyle, flexWrap: 'wrap', justifyContent: 'flex-start', gap: space.sm, paddingBlock: space.sm }

const formLinkStyle: CSSObject = {
  ...buttonStyle,
  flexBasis: '100%',
  minHeight: 44,
  paddingInline: space.md,
  fontSize: fontSizes.body,
  textAlign: 'center',
  [media.up('medium')]: { flexBasis: 'auto' },
}

export default function LandingHeader({ companyName, formLabel, formHref }: LandingHeaderProps) {
  return (
    <header css={headerStyle}>
      <Container css={rowStyle}>
        <div css={{ marginInlineEnd: 'auto' }}>
          <Logo companyName={companyName} />
        </div>
        <LanguageSwitch linkStyle={switchStyle} />
        <a href={formHref} css={formLinkStyle}>
          {formLabel}
        </a>
      </Container>
    </header>
  )
}
