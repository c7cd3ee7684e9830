/**
 * The company logo, linking to the home page in the page's language: the
 * brand's drawing (theme/brand-mark.ts) written into the page, so it costs
 * no request; as a picture it was one more download beside an article's
 * cover, which took a share of the phone's bandwidth from it. Fixed size
 * (width and height attributes) so it never shifts the layout, and never
 * shrunk by the row it sits in: in a full header, flex would take the page
 * links' room from it and squeeze it. Left to right on Arabic pages too: it
 * is a drawing, not the page's text.
 */
import LocalizedLink from '../i18n/localized-link'
import { BRAND_LOGO_VIEW_BOX, brandLogo } from '../../theme/brand-mark'

type LogoProps = { companyName: string }

const LOGO_DRAWING = { __html: brandLogo() }

export default function Logo({ companyName }: LogoProps) {
  return (
    <LocalizedLink to="/" css={{ display: 'inline-flex', flexShrink: 0, lineHeight: 0 }}>
      <svg role="img" aria-label={companyName} width="150" height="50" viewBox={BRAND_LOGO_VIEW_BOX} direction="ltr" dangerouslySetInnerHTML={LOGO_DRAWING} />
    </LocalizedLink>
  )
}
